import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as open from '../../contract/public.ts';
import type { LeaderboardRow } from './types.ts';
import { useSession } from '../session/session-store.ts';

/** GET /api/leaderboard/me?profileId=, public; null when the player is not on the board. */
export function fetchLeaderboardMe(profileId: string): Promise<LeaderboardRow | null> {
  return call(open.leaderboardMe, { query: { profileId } }).catch(() => null);
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
