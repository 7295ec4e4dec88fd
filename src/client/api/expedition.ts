import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';

/** GET /expedition */
export function fetchExpedition(): Promise<ExpeditionView> {
  return call(api.expedition);
}

export function expeditionQueryOptions() {
  return queryOptions({ queryKey: ['expedition'] as const, queryFn: fetchExpedition });
}
