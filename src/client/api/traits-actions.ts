import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from './client.ts';
import { invalidate, patchPocket, setWarlord } from './cache.ts';
import type { OwnedTraitView, WarlordView } from './types.ts';

/** POST /traits/apply */
export function useApplyTrait() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (traitId: number) => authPost<{ warlord: WarlordView }>('/traits/apply', { traitId }),
    onSuccess: (res) => {
      setWarlord(qc, res.warlord);
      invalidate(qc, 'pocket', 'expedition');
    },
  });
}

/** POST /traits/upgrade */
export function useUpgradeTrait() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (traitId: number) =>
      authPost<{ warlord: WarlordView; ownedTraits: OwnedTraitView[]; upgradedTrait: OwnedTraitView }>(
        '/traits/upgrade',
        { traitId },
      ),
    onSuccess: (res) => {
      setWarlord(qc, res.warlord);
      patchPocket(qc, { ownedTraits: res.ownedTraits });
      invalidate(qc, 'pocket', 'expedition');
    },
  });
}

/** POST /traits/cleave */
export function useCleaveTrait() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (traitId: number) =>
      authPost<{ ownedTraits: OwnedTraitView[]; xp: number }>('/traits/cleave', { traitId }),
    onSuccess: (res) => {
      patchPocket(qc, { ownedTraits: res.ownedTraits });
      invalidate(qc, 'pocket', 'missions', 'warlord');
    },
  });
}
