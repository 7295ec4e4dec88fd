import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';

/** GET /warlord */
export function fetchWarlord(): Promise<WarlordView> {
  return call(api.warlord);
}

export function warlordQueryOptions() {
  return queryOptions({ queryKey: ['warlord'] as const, queryFn: fetchWarlord });
}
