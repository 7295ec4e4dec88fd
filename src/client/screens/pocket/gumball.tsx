import type { CratesView } from '../../api/types.ts';
import { formatNumber } from '../../ui/format.ts';
import { DropOdds } from './drop-odds.tsx';
import { useOpenWithPopup } from './use-open-with-popup.tsx';

/** The gumball machine: one free pull a day, then a price in shards; a pop-up titled 'Gumball'. */
export function Gumball({ gumball }: { gumball: CratesView['gumball'] }) {
  const { run, isPending } = useOpenWithPopup();
  return (
    <li className="card good gumball">
      <div className="good__head">
        <span className="gumball__icon" aria-hidden="true">
          ●
        </span>
        <div>
          <strong>Gumball</strong>
          <div className="muted">
            {gumball.freeToday ? 'Free pull today!' : `${formatNumber(gumball.price)} shards a pull`}
          </div>
        </div>
      </div>
      <DropOdds table={gumball.table} />
      <button
        className="button button--primary button--small"
        disabled={isPending}
        onClick={() => run('gumball')}
      >
        {gumball.freeToday ? 'Pull for free' : 'Pull'}
      </button>
    </li>
  );
}
