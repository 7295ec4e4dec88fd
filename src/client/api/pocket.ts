import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';

/** GET /pocket */
export function fetchPocket(): Promise<PocketView> {
  return call(api.pocket);
}

export function pocketQueryOptions() {
  return queryOptions({ queryKey: ['pocket'] as const, queryFn: fetchPocket });
}
