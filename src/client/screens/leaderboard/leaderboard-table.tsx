import type { LeaderboardRow } from '../../api/types.ts';
import { useWarlord } from '../../api/warlord.ts';
import { PortraitScene } from '../../scenes/portrait/portrait.tsx';
import { formatNumber } from '../../ui/format.ts';
import { WarlordPortrait } from '../../ui/warlord-portrait.tsx';

/** Places drawn with a small portrait. */
const PORTRAIT_PLACES = 3;

/**
 * A top row's small portrait: the row's traits where the server sends them, the player's own on
 * their row, the silhouette otherwise.
 */
function RowPortrait({ row, mine }: { row: LeaderboardRow; mine: number[] | undefined }) {
  const traits = (row as { appliedTraits?: number[] }).appliedTraits ?? mine ?? [];
  return (
    <PortraitScene
      fallback={<WarlordPortrait appliedTraits={traits} size={40} />}
      appliedTraits={traits}
      size={40}
    />
  );
}

export function LeaderboardTable({ rows, myId }: { rows: LeaderboardRow[]; myId?: string }) {
  const warlord = useWarlord();
  if (rows.length === 0) return <p className="muted">No players on this page.</p>;
  return (
    <div className="card" style={{ padding: 0, overflowX: 'auto' }}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col">Level</th>
            <th scope="col">Rank</th>
            <th scope="col">XP</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.profileId} className={r.profileId === myId ? 'is-me' : undefined}>
              <td>#{r.place}</td>
              <td className="leaderboard__player">
                {r.place <= PORTRAIT_PLACES ? (
                  <RowPortrait
                    row={r}
                    mine={r.profileId === myId ? warlord.data?.appliedTraits : undefined}
                  />
                ) : null}
                {r.username}
                {r.profileId === myId ? <span className="badge badge--primary"> you</span> : null}
              </td>
              <td>{r.level}</td>
              <td>{r.rank}</td>
              <td>{formatNumber(r.xp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
