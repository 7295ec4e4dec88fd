import type { LeaderboardRow } from '../../../contract/views.ts';
import { useShownWarlord } from '../../game/shown-views.ts';
import { formatNumber } from '../../ui/format.ts';
import { WarlordAvatar } from '../../ui/warlord-avatar.tsx';

/**
 * What a row's Warlord wears: the server's answer for the top rows, the player's own Warlord on
 * their row (fresher than a page kept for a second), none otherwise.
 */
export function rowTraits(
  row: LeaderboardRow,
  mine: readonly number[] | undefined,
): readonly number[] | null {
  return mine ?? row.appliedTraits ?? null;
}

export function LeaderboardTable({ rows, myId }: { rows: LeaderboardRow[]; myId?: string }) {
  const warlord = useShownWarlord();
  if (rows.length === 0) return <p className="muted">No players on this page.</p>;
  return (
    <div className="card" style={{ padding: 0, overflowX: 'auto' }}>
      <table className="table leaderboard-table">
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
          {rows.map((r) => {
            const traits = rowTraits(r, r.profileId === myId ? warlord.data?.appliedTraits : undefined);
            return (
              <tr key={r.profileId} className={r.profileId === myId ? 'is-me' : undefined}>
                <td>#{r.place}</td>
                <td>
                  <span className="leaderboard__player">
                    {traits ? <WarlordAvatar appliedTraits={traits} size={40} /> : null}
                    {r.username}
                    {r.profileId === myId ? <span className="badge badge--primary"> you</span> : null}
                  </span>
                </td>
                <td>{r.level}</td>
                <td>{r.rank}</td>
                <td>{formatNumber(r.xp)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
