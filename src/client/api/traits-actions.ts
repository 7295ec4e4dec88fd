import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { invalidate, patchPocket, setWarlord } from './cache.ts';

/** POST /traits/apply */
export function useApplyTrait() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (traitId: number) => call(api.traitsApply, { body: { traitId } }),
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
    mutationFn: (traitId: number) => call(api.traitsUpgrade, { body: { traitId } }),
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
    mutationFn: (traitId: number) => call(api.traitsCleave, { body: { traitId } }),
    onSuccess: (res) => {
      patchPocket(qc, { ownedTraits: res.ownedTraits });
      invalidate(qc, 'pocket', 'missions', 'warlord');
    },
  });
}
