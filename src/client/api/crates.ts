import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { CratesView } from '../../rules/views/crates-view.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /crates */
export function fetchCrates(): Promise<CratesView> {
  return call(api.crates);
}

export function cratesQueryOptions() {
  return queryOptions({ queryKey: ['crates'] as const, queryFn: fetchCrates });
}

export function useCrates() {
  return useQuery({ ...cratesQueryOptions(), enabled: useSignedIn() });
}
