import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from './client.ts';
import { invalidate, patchPocket, setWarlord } from './cache.ts';
import type { OwnedItemView, WarlordView } from './types.ts';

/** POST /items/apply or /items/unapply */
export function useApplyItem(action: 'apply' | 'unapply') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => authPost<{ warlord: WarlordView }>(`/items/${action}`, { itemId }),
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
    mutationFn: (itemId: number) =>
      authPost<{
        warlord: WarlordView;
        ownedItems: OwnedItemView[];
        upgradedItem: OwnedItemView;
        shards: number;
      }>('/items/upgrade', { itemId }),
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
    mutationFn: (itemId: number) =>
      authPost<{ ownedItems: OwnedItemView[]; shards: number; xp: number }>('/items/cleave', { itemId }),
    onSuccess: (res) => {
      patchPocket(qc, { ownedItems: res.ownedItems, shards: res.shards });
      invalidate(qc, 'pocket', 'missions', 'warlord');
    },
  });
}
