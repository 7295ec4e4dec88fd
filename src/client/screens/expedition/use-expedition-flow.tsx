import { useState } from 'react';
import { useClaimExpedition, useSendExpedition } from '../../api/expedition-actions.ts';
import type { ExpeditionRunView, ExpeditionView } from '../../api/types.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { ClaimSummary } from './claim-summary.tsx';

/** A stage run stays on screen at least this long (product-spec section 4). */
export const MIN_STAGE_MS = 2000;

export interface StageResult {
  region: number;
  stage: number;
  passed: boolean;
  finished: boolean;
  shardsGained: number;
  chance: number;
  how?: 'stealth' | 'power' | 'defeat';
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The send / result / claim flow of the expedition screen. */
export function useExpeditionFlow() {
  const send = useSendExpedition();
  const claim = useClaimExpedition();
  const [running, setRunning] = useState<{ region: number; stage: number } | null>(null);
  const [result, setResult] = useState<StageResult | null>(null);
  // The map as it was when the stage began: shown while the stage plays, so the answer (which
  // arrives sooner) does not give the result away.
  const [frozen, setFrozen] = useState<ExpeditionView | null>(null);

  const sendStage = async (
    region: number,
    stage: number,
    maxStage: number,
    chance: number,
    view: ExpeditionView,
  ) => {
    const before = view.expedition;
    setResult(null);
    setFrozen(view);
    setRunning({ region, stage });
    const [outcome] = await Promise.allSettled([send.mutateAsync(region), wait(MIN_STAGE_MS)]);
    setRunning(null);
    setFrozen(null);
    if (outcome.status !== 'fulfilled') return;
    const after = outcome.value.expedition;
    const gainedBefore = before.hidden || before.region !== region ? 0 : before.gainedRewards.shards;
    setResult({
      region,
      stage,
      passed: after.passed,
      // An older server may not send `finished`: a failed stage or a stage past the last one ends the run.
      finished: after.finished ?? (!after.passed || after.stage > maxStage),
      shardsGained: Math.max(0, after.gainedRewards.shards - gainedBefore),
      chance,
      how: outcome.value.how,
    });
  };

  const claimRun = async (run: ExpeditionRunView, regionName: string) => {
    const res = await claim.mutateAsync().catch(() => null);
    if (!res) return;
    setResult(null);
    await openDialog({
      title: run.passed ? `${regionName}: rewards` : `${regionName}: expedition lost`,
      body: <ClaimSummary run={run} answer={res} />,
      confirmText: 'Continue',
    });
  };

  return {
    running,
    result,
    frozen,
    sendStage,
    claimRun,
    dismissResult: () => setResult(null),
    busy: running !== null || send.isPending || claim.isPending,
  };
}

export type ExpeditionFlow = ReturnType<typeof useExpeditionFlow>;
