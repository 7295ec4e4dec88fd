import { Link } from 'react-router';
import { remainingText } from '../../../rules/formulas/time.ts';
import type { CratesView, PocketView, RegionView } from '../../api/types.ts';
import { useGame } from '../../game/game-store.ts';
import { FirstSteps, useFirstSteps } from '../../ui/first-steps.tsx';
import { nextUnlock, offers } from './next-up.ts';
import { BackNotice } from './back-notice.tsx';

/**
 * The card's answer when no region can be sent, at the top of the card: which region is ready
 * first and when (with the notice that tells it), a new player's first steps, and what else there
 * is to do meanwhile, each a link to where it is done.
 */
export function WhileYouWait({
  next,
  pocket,
  crates,
  regions,
  onShow,
  selectedId,
}: {
  next: { region: RegionView; inMs: number };
  pocket: PocketView;
  crates: CratesView | undefined;
  /** Every region (the first one a rank locks is what the missions' XP opens). */
  regions: readonly RegionView[];
  onShow: (regionId: number) => void;
  /** The region on the card: its own cooldown is said there, so "Next ready" names only another. */
  selectedId: number;
}) {
  const missions = useGame((s) => s.missions);
  const first = useFirstSteps();
  const pending = new Set(first?.steps.filter((s) => !s.done).map((s) => s.key));
  const shown = offers(pocket, crates, missions, {
    pending,
    unlock: nextUnlock(regions, missions?.totalXp),
  });
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
      <BackNotice />
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
    </div>
  );
}
