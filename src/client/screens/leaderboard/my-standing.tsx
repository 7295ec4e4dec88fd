import { Link } from 'react-router';
import type { LeaderboardRow } from '../../../contract/views.ts';
import { LEADERBOARD_PAGE_SIZE } from '../../api/leaderboard.ts';
import { formatNumber } from '../../ui/format.ts';

/** The player's own row, shown above every page. */
export function MyStanding({ row, loading }: { row: LeaderboardRow | null; loading: boolean }) {
  if (loading) return <p className="card muted">Finding your place…</p>;
  if (!row) return <p className="card muted">You are not on the leaderboard yet: earn XP to appear.</p>;
  const page = Math.ceil(row.place / LEADERBOARD_PAGE_SIZE);
  return (
    <section className="card card--selected section" aria-label="Your standing">
      <div className="section__head" style={{ marginBottom: 0 }}>
        <strong>
          #{row.place} {row.username}
        </strong>
        <span>
          Level {row.level} · Rank {row.rank} · {formatNumber(row.xp)} XP
        </span>
        <Link className="button button--small" to={`/leaderboard/${page}`}>
          Go to my page
        </Link>
      </div>
    </section>
  );
}
