import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MintView } from '../../rules/views/mint-view.ts';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /mint: the mint window, the five passes and the player's reservations. */
export function fetchMint(): Promise<MintView> {
  return call(api.mint);
}

export function mintQueryOptions() {
  return queryOptions({ queryKey: ['mint'] as const, queryFn: fetchMint });
}

export function useMint() {
  return useQuery({ ...mintQueryOptions(), enabled: useSignedIn() });
}
