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

/** How often a page whose mint window is not open asks again (ms): an operator may open it any time. */
export const MINT_RECHECK_MS = 30_000;

/**
 * When the mint page asks the server again: at the window's next edge (its opening, its closing,
 * a quarter second past it), and every MINT_RECHECK_MS while it is not open, since an operator
 * may set or move the window at any time (a fresh review's page said "closed" until a reload).
 */
export function mintRefetchMs(view: MintView | undefined, now: number): number | false {
  if (!view) return false;
  const { opensAt, closesAt, open } = view.window;
  const edges = [opensAt, closesAt]
    .map((at) => (at ? Date.parse(at) - now : Number.NaN))
    .filter((ms) => ms > 0);
  const wait = Math.min(
    edges.length ? Math.min(...edges) + 250 : Infinity,
    open ? Infinity : MINT_RECHECK_MS,
  );
  return Number.isFinite(wait) ? wait : false;
}

export function useMint() {
  return useQuery({
    ...mintQueryOptions(),
    enabled: useSignedIn(),
    refetchInterval: (query) => mintRefetchMs(query.state.data, Date.now()),
  });
}
