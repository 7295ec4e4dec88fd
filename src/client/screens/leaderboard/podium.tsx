import type { LeaderboardRow } from '../../../contract/views.ts';
import { formatNumber } from '../../ui/format.ts';
import { WarlordPortrait } from '../../ui/warlord-portrait.tsx';
import { rowTraits } from './leaderboard-table.tsx';

const TITLES = ['First', 'Second', 'Third'];

/**
 * The first page's top three, standing: each Warlord drawn from the traits the server says it
 * wears and the weapons and spells it holds (its full figure as one SVG of the same pictures, no canvas per player), on a podium in the order 2, 1, 3.
 */
export function Podium({
  rows,
  myId,
  myTraits,
  myItems,
}: {
  rows: LeaderboardRow[];
  myId?: string;
  myTraits?: readonly number[];
  myItems?: readonly number[];
}) {
  const top = rows.filter((r) => r.place <= 3);
  if (top.length === 0) return null;
  const order = [top[1], top[0], top[2]].filter((r): r is LeaderboardRow => r !== undefined);
  return (
    <ol className="podium" aria-label="Top three">
      {order.map((r) => {
        const mine = r.profileId === myId;
        const traits = rowTraits(r, mine ? myTraits : undefined) ?? [];
        const items = (mine ? myItems : undefined) ?? r.appliedItems;
        return (
          <li
            key={r.profileId}
            className={`card podium__step podium__step--${r.place}`}
            value={r.place}
            data-testid={`podium-${r.place}`}
          >
            <span className="podium__place">{TITLES[r.place - 1]}</span>
            <WarlordPortrait
              appliedTraits={[...traits]}
              appliedItems={items}
              size={r.place === 1 ? 136 : 116}
              height={r.place === 1 ? 216 : 184}
            />
            <strong className="podium__name">{r.username}</strong>
            <span className="muted">
              Level {r.level} · Rank {r.rank} · {formatNumber(r.xp)} XP
            </span>
          </li>
        );
      })}
    </ol>
  );
}
