import { Link } from 'react-router';
import { remainingText } from '../../../rules/formulas/time.ts';
import type { CratesView } from '../../../rules/views/crates-view.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import type { RegionView } from '../../../rules/views/expedition-view.ts';
import { useGame } from '../../game/game-store.ts';
import { useShownOrders } from '../../ui/orders-list.tsx';
import { FirstSteps, useFirstSteps } from '../../ui/first-steps.tsx';
import { leadOf, nextUnlock, offers, type Offer } from './next-up.ts';
import { BackNotice } from './back-notice.tsx';

/** What the resting card offers: the first steps, the offers, and the one its button leads to. */
export interface Resting {
  first: ReturnType<typeof useFirstSteps>;
  shown: Offer[];
  lead: { to: string; label: string } | null;
}

/** The resting card's offers, from the pocket, the shop, the missions and the regions (null without a pocket). */
export function useResting(
  pocket: PocketView | undefined,
  crates: CratesView | undefined,
  regions: readonly RegionView[] | undefined,
): Resting | null {
  const missions = useGame((s) => s.missions);
  const first = useFirstSteps();
  // As the HUD shows them: a stage playing does not offer its order's claim before its clash.
  const orders = useShownOrders();
  if (!pocket) return null;
  const pending = new Set(first?.steps.filter((s) => !s.done).map((s) => s.key));
  const shown = offers(pocket, crates, missions, {
    pending,
    unlock: nextUnlock(regions ?? [], missions?.totalXp),
    orders,
  });
  return { first, shown, lead: leadOf(first?.steps, shown) };
}

/**
 * The card's answer when no region can be sent, at the top of the card: which region is ready
 * first and when, a new player's first steps, what else there is to do meanwhile (each a link to
 * where it is done), and how the player hears a region is back.
 */
export function WhileYouWait({
  next,
  resting: { first, shown },
  onShow,
  selectedId,
}: {
  next: { region: RegionView; inMs: number };
  resting: Resting;
  onShow: (regionId: number) => void;
  /** The region on the card: its own cooldown is said there, so "Next ready" names only another. */
  selectedId: number;
}) {
  return (
    <div className="while-you-wait">
      {next.region.id === selectedId ? null : (
        <p>
          Next ready:{' '}
          <button type="button" className="link-button" onClick={() => onShow(next.region.id)}>
            {next.region.name}
          </button>{' '}
          in <strong className="while-you-wait__countdown">{remainingText(next.inMs)}</strong>.
        </p>
      )}
      {first ? <FirstSteps steps={first.steps} onDismiss={first.dismiss} compact heading="h3" /> : null}
      {shown.length > 0 ? (
        <>
          <p className="while-you-wait__lead">Meanwhile:</p>
          <ul className="while-you-wait__list">
            {shown.map((o) => (
              <li key={o.key} data-offer={o.key}>
                <Link to={o.to}>{o.text}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <BackNotice />
    </div>
  );
}
