import { queryOptions, useQuery } from '@tanstack/react-query';
import { authGet } from './client.ts';
import type { BattlePassLimit } from './types.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /battle-pass/left */
export function fetchBattlePassLeft(): Promise<BattlePassLimit[]> {
  return authGet<BattlePassLimit[]>('/battle-pass/left');
}

export function battlePassLeftQueryOptions() {
  return queryOptions({ queryKey: ['battle-pass-left'] as const, queryFn: fetchBattlePassLeft });
}

export function useBattlePassLeft() {
  return useQuery({ ...battlePassLeftQueryOptions(), enabled: useSignedIn() });
}
