import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { invalidate, patchPocket, setWarlord } from './cache.ts';

/** POST /items/apply or /items/unapply */
export function useApplyItem(action: 'apply' | 'unapply') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) =>
      call(action === 'apply' ? api.itemsApply : api.itemsUnapply, { body: { itemId } }),
    onSuccess: (res) => {
      setWarlord(qc, res.warlord);
      invalidate(qc, 'pocket', 'expedition');
    },
  });
}

/** POST /items/upgrade */
export function useUpgradeItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => call(api.itemsUpgrade, { body: { itemId } }),
    onSuccess: (res) => {
      setWarlord(qc, res.warlord);
      patchPocket(qc, { ownedItems: res.ownedItems, shards: res.shards });
      invalidate(qc, 'pocket', 'expedition');
    },
  });
}

/** POST /items/cleave */
export function useCleaveItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => call(api.itemsCleave, { body: { itemId } }),
    onSuccess: (res) => {
      patchPocket(qc, { ownedItems: res.ownedItems, shards: res.shards });
      invalidate(qc, 'pocket', 'missions', 'warlord');
    },
  });
}
