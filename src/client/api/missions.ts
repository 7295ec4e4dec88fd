import { queryOptions, useQuery } from '@tanstack/react-query';
import { authGet } from './client.ts';
import type { MissionsView } from './types.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /missions */
export function fetchMissions(): Promise<MissionsView> {
  return authGet<MissionsView>('/missions');
}

export function missionsQueryOptions() {
  return queryOptions({ queryKey: ['missions'] as const, queryFn: fetchMissions });
}

export function useMissions() {
  return useQuery({ ...missionsQueryOptions(), enabled: useSignedIn() });
}
