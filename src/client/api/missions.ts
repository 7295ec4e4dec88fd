import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { MissionsView } from './types.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /missions */
export function fetchMissions(): Promise<MissionsView> {
  return call(api.missions);
}

export function missionsQueryOptions() {
  return queryOptions({ queryKey: ['missions'] as const, queryFn: fetchMissions });
}

export function useMissions() {
  return useQuery({ ...missionsQueryOptions(), enabled: useSignedIn() });
}
