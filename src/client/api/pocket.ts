import { queryOptions, useQuery } from '@tanstack/react-query';
import { authGet } from './client.ts';
import type { PocketView } from './types.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /pocket */
export function fetchPocket(): Promise<PocketView> {
  return authGet<PocketView>('/pocket');
}

export function pocketQueryOptions() {
  return queryOptions({ queryKey: ['pocket'] as const, queryFn: fetchPocket });
}

export function usePocket() {
  return useQuery({ ...pocketQueryOptions(), enabled: useSignedIn() });
}
