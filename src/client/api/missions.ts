import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { MissionsView } from '../../rules/views/missions-view.ts';

/** GET /missions */
export function fetchMissions(): Promise<MissionsView> {
  return call(api.missions);
}

export function missionsQueryOptions() {
  return queryOptions({ queryKey: ['missions'] as const, queryFn: fetchMissions });
}
