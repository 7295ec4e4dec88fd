import { Link, useParams } from 'react-router';
import { LEADERBOARD_PAGE_SIZE, useLeaderboard } from '../../api/leaderboard.ts';
import { useLeaderboardMe } from '../../api/leaderboard-me.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { MyStanding } from './my-standing.tsx';
import { Podium } from './podium.tsx';
import { useWarlord } from '../../api/warlord.ts';
import './leaderboard.css';

/** Page number from the route: whole numbers from 1; anything else reads as page 1. */
export function pageFromParam(param: string | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** `/leaderboard` and `/leaderboard/:page`: 20 rows a page, the player's own row always visible. */
export default function LeaderboardScreen() {
  const page = pageFromParam(useParams().page);
  const board = useLeaderboard(page);
  const me = useLeaderboardMe();
  const mine = useWarlord().data?.appliedTraits;
  const total = board.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADERBOARD_PAGE_SIZE));
  return (
    <div>
      <div className="page__title">
        <h1>Leaderboard</h1>
        <span className="muted">Ranked by total XP</span>
      </div>
      <MyStanding row={me.data ?? null} loading={me.isLoading} />
      {board.isLoading ? (
        <PageLoading />
      ) : board.data ? (
        <>
          {page === 1 ? <Podium rows={board.data.rows} myId={me.data?.profileId} myTraits={mine} /> : null}
          <LeaderboardTable rows={board.data.rows} myId={me.data?.profileId} />
        </>
      ) : (
        <p className="muted">The leaderboard could not be loaded. Try again in a moment.</p>
      )}
      <nav
        className="button-row"
        style={{ marginTop: '1rem', alignItems: 'center' }}
        aria-label="Leaderboard pages"
      >
        {page > 1 ? (
          <Link className="button" to={`/leaderboard/${page - 1}`}>
            Previous
          </Link>
        ) : (
          <button className="button" disabled>
            Previous
          </button>
        )}
        <span className="muted">
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <Link className="button" to={`/leaderboard/${page + 1}`}>
            Next
          </Link>
        ) : (
          <button className="button" disabled>
            Next
          </button>
        )}
      </nav>
    </div>
  );
}
