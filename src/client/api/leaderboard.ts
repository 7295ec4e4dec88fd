import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as open from '../../contract/public.ts';
import type { LeaderboardPage } from '../../contract/views.ts';

/** Rows on one leaderboard page (game design section 7). */
export const LEADERBOARD_PAGE_SIZE = 20;

/** GET /api/leaderboard/{page}, public. A failure fails the query (told by the query client). */
export function fetchLeaderboard(page: number): Promise<LeaderboardPage> {
  return call(open.leaderboardPage, { params: { page: String(page) } });
}

export function leaderboardQueryOptions(page: number) {
  return queryOptions({ queryKey: ['leaderboard', page] as const, queryFn: () => fetchLeaderboard(page) });
}

export function useLeaderboard(page: number) {
  return useQuery({ ...leaderboardQueryOptions(page), placeholderData: keepPreviousData });
}
