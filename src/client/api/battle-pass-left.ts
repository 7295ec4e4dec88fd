import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { AnswerOf } from '../../contract/request.ts';
import { useSignedIn } from './signed-in.ts';

/** One entry of GET /battle-pass/left. */
export type BattlePassLimit = AnswerOf<typeof api.battlePassLeft>[number];

/** GET /battle-pass/left */
export function fetchBattlePassLeft(): Promise<BattlePassLimit[]> {
  return call(api.battlePassLeft);
}

export function battlePassLeftQueryOptions() {
  return queryOptions({ queryKey: ['battle-pass-left'] as const, queryFn: fetchBattlePassLeft });
}

export function useBattlePassLeft() {
  return useQuery({ ...battlePassLeftQueryOptions(), enabled: useSignedIn() });
}
