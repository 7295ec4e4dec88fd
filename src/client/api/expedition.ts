import { queryOptions, useQuery } from '@tanstack/react-query';
import { authGet } from './client.ts';
import type { ExpeditionView } from './types.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /expedition */
export function fetchExpedition(): Promise<ExpeditionView> {
  return authGet<ExpeditionView>('/expedition');
}

export function expeditionQueryOptions() {
  return queryOptions({ queryKey: ['expedition'] as const, queryFn: fetchExpedition });
}

export function useExpedition() {
  return useQuery({ ...expeditionQueryOptions(), enabled: useSignedIn() });
}
