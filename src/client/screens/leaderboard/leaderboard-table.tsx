import type { LeaderboardRow } from '../../api/types.ts';
import { formatNumber } from '../../ui/format.ts';

export function LeaderboardTable({ rows, myId }: { rows: LeaderboardRow[]; myId?: string }) {
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
              <td>
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
