import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { holdViews, releaseViews } from '../game/reveal-hold.ts';
import { invalidate, setPocket } from './cache.ts';

export interface BuyCrate {
  kind: number;
  currency: 'shards' | 'TWC';
  count: number;
}

/** POST /crates/buy */
export function useBuyCrate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (buy: BuyCrate) => call(api.cratesBuy, { body: buy }),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      invalidate(qc, 'crates');
    },
  });
}

/** POST /crates/open (crateId is the crate kind) or /crates/gumball. */
export function useOpenCrate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (crateId: number | 'gumball') =>
      crateId === 'gumball'
        ? call(api.cratesGumball, { body: {} })
        : call(api.cratesOpen, { body: { crateId } }),
    onMutate: () => {
      // Held from the moment the write is sent: the live stream may bring the new pocket before
      // the write's own answer, and the HUD keeps the old balances until the reveal has shown them.
      holdViews();
    },
    onError: () => releaseViews(),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      invalidate(qc, 'crates', 'missions', 'warlord');
    },
  });
}
