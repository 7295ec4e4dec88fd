import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { invalidate, setMissions, setPocket } from './cache.ts';
import { battlePassLeftQueryOptions } from './battle-pass-left.ts';
import { holdViews, releaseViews } from '../game/reveal-hold.ts';

/**
 * POST /battle-pass/claim: the next `count` unclaimed levels in one write (the server claims those
 * reached, and answers which). Its Idempotency-Key is the write's own, as every POST's.
 */
export function useClaimBattlePass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => call(api.battlePassClaim, { body: { count } }),
    onMutate: () => {
      // Held from the moment the write is sent: the live stream may bring the new pocket before
      // the write's own answer, and the HUD keeps the old balances until the reveal has shown them.
      holdViews();
    },
    onError: () => releaseViews(),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      setMissions(qc, res.missions);
      invalidate(qc, 'warlord');
      void qc.invalidateQueries({ queryKey: battlePassLeftQueryOptions().queryKey });
    },
  });
}
