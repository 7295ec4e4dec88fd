import { Link } from 'react-router';
import { remainingText } from '../../../rules/formulas/time.ts';
import type { CratesView, PocketView, RegionView } from '../../api/types.ts';
import { useGame } from '../../game/game-store.ts';
import { FirstSteps, useFirstSteps } from '../../ui/first-steps.tsx';
import { offers } from './next-up.ts';

/**
 * The card's answer when no region can be sent: which region is ready first and when, and what
 * else there is to do meanwhile, each a link to where it is done; a new player's first steps first.
 */
export function WhileYouWait({
  next,
  pocket,
  crates,
  onShow,
  selectedId,
}: {
  next: { region: RegionView; inMs: number };
  pocket: PocketView;
  crates: CratesView | undefined;
  onShow: (regionId: number) => void;
  /** The region on the card: its own cooldown is said there, so "Next ready" names only another. */
  selectedId: number;
}) {
  const missions = useGame((s) => s.missions);
  const first = useFirstSteps();
  // A step still to do is offered once, in the first steps, not again under "Meanwhile"; and while
  // they show, the standing offers (missions, market) give them the room (the portrait sheet is short).
  const pending = new Set(first?.steps.filter((s) => !s.done).map((s) => s.key));
  const shown = offers(pocket, crates, missions).filter(
    (o) =>
      !(o.key === 'open' && pending.has('crate')) &&
      !(o.key === 'gumball' && pending.has('gumball')) &&
      !(first && (o.key === 'missions' || o.key === 'market')),
  );
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
              <li key={o.key}>
                <Link to={o.to}>{o.text}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
