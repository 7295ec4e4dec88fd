import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as open from '../../contract/public.ts';
import type { LeaderboardRow } from '../../contract/views.ts';
import { useSession } from '../session/session-store.ts';

/**
 * GET /api/leaderboard/me?profileId=, public: a 404 when the player is not on the board. A failure
 * fails the query (told by the query client, call-errors.ts); the screen then shows no standing.
 */
export function fetchLeaderboardMe(profileId: string): Promise<LeaderboardRow> {
  return call(open.leaderboardMe, { query: { profileId } });
}

export function leaderboardMeQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: ['leaderboard-me', profileId] as const,
    queryFn: () => fetchLeaderboardMe(profileId),
  });
}

export function useLeaderboardMe() {
  const profileId = useSession((s) => s.user?.profileId ?? '');
  return useQuery({ ...leaderboardMeQueryOptions(profileId), enabled: Boolean(profileId) });
}
