import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { holdViews, releaseViews } from '../game/reveal-hold.ts';
import { invalidate, setPocket, setWarlord } from './cache.ts';
import { expeditionQueryOptions } from './expedition.ts';
import type { AnswerOf } from '../../contract/request.ts';

/** The answer of POST /expedition/claim: how the run ended and what it granted. */
export type ClaimResult = AnswerOf<typeof api.expeditionClaim>;

/** POST /expedition/send: one stage of the region. */
export function useSendExpedition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (region: number) => call(api.expeditionSend, { body: { region } }),
    onSuccess: (res) => {
      setWarlord(qc, res.warlord);
      qc.setQueryData(expeditionQueryOptions().queryKey, (old) =>
        old ? { ...old, expedition: res.expedition } : old,
      );
      invalidate(qc, 'expedition', 'pocket');
    },
  });
}

/** POST /expedition/claim: ends the run, granting what it gathered unless it failed. */
export function useClaimExpedition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.expeditionClaim, { body: {} }),
    onMutate: () => {
      // Held from the moment the write is sent: the live stream may bring the new pocket before
      // the write's own answer, and the HUD keeps the old balances until the reveal has shown them.
      holdViews();
    },
    onError: () => {
      releaseViews();
      // Refused (already claimed elsewhere, say) or unanswered: what the server holds now, so no
      // screen goes on offering a claim of a run that has ended.
      invalidate(qc, 'expedition', 'pocket');
    },
    onSuccess: (res) => {
      // What the claim grants is revealed in its pop-up; with nothing to reveal, nothing is held.
      if (
        res.outcome === 'failed' ||
        ((res.granted?.shards ?? 0) === 0 && (res.granted?.crates.length ?? 0) === 0)
      )
        releaseViews();
      setPocket(qc, res.pocket);
      qc.setQueryData(expeditionQueryOptions().queryKey, (old) =>
        old
          ? {
              expedition: { ...old.expedition, hidden: true },
              regions: old.regions.map((r) => (r.id === res.region.id ? res.region : r)),
            }
          : old,
      );
      invalidate(qc, 'expedition', 'pocket', 'missions', 'warlord');
    },
  });
}
