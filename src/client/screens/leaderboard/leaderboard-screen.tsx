import { Link, useParams } from 'react-router';
import { useShownWarlord } from '../../game/shown-views.ts';
import { LEADERBOARD_PAGE_SIZE, useLeaderboard } from '../../api/leaderboard.ts';
import { useLeaderboardMe } from '../../api/leaderboard-me.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { MyStanding } from './my-standing.tsx';
import { Podium } from './podium.tsx';
import './leaderboard.css';

/** Page number from the route: whole numbers from 1; anything else reads as page 1. */
export function pageFromParam(param: string | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** What the pager says: "Page 2 of 5", or, past the last page, that it is past it. */
export function pageText(page: number, pages: number): string {
  return page > pages ? `Page ${page} is past the last page (${pages})` : `Page ${page} of ${pages}`;
}

/** `/leaderboard` and `/leaderboard/:page`: 20 rows a page, the player's own row always visible. */
export default function LeaderboardScreen() {
  const page = pageFromParam(useParams().page);
  const board = useLeaderboard(page);
  const me = useLeaderboardMe();
  const shown = useShownWarlord().data;
  const mine = shown?.appliedTraits;
  const myItems = shown?.appliedItems;
  const total = board.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADERBOARD_PAGE_SIZE));
  const past = board.data !== undefined && page > pages;
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
          {page === 1 ? (
            <Podium rows={board.data.rows} myId={me.data?.profileId} myTraits={mine} myItems={myItems} />
          ) : null}
          {past ? (
            <p>
              There are only {pages} page{pages === 1 ? '' : 's'} of players.{' '}
              <Link to={`/leaderboard/${pages}`}>Go to the last page</Link>
            </p>
          ) : (
            <LeaderboardTable rows={board.data.rows} myId={me.data?.profileId} />
          )}
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
          <Link className="button" to={`/leaderboard/${Math.min(page - 1, pages)}`}>
            Previous
          </Link>
        ) : (
          <button className="button" disabled>
            Previous
          </button>
        )}
        <span className="muted">{pageText(page, pages)}</span>
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
