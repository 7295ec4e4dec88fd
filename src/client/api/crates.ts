import { queryOptions, useQuery } from '@tanstack/react-query';
import { authGet } from './client.ts';
import type { CratesView } from './types.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /crates */
export function fetchCrates(): Promise<CratesView> {
  return authGet<CratesView>('/crates');
}

export function cratesQueryOptions() {
  return queryOptions({ queryKey: ['crates'] as const, queryFn: fetchCrates });
}

export function useCrates() {
  return useQuery({ ...cratesQueryOptions(), enabled: useSignedIn() });
}
