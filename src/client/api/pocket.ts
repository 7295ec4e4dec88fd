import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { PocketView } from './types.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /pocket */
export function fetchPocket(): Promise<PocketView> {
  return call(api.pocket);
}

export function pocketQueryOptions() {
  return queryOptions({ queryKey: ['pocket'] as const, queryFn: fetchPocket });
}

export function usePocket() {
  return useQuery({ ...pocketQueryOptions(), enabled: useSignedIn() });
}
