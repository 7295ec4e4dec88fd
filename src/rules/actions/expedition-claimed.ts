import { regionById } from '../catalog/regions.ts';
import { TaskType } from '../catalog/tasks.ts';
import { creditActivity } from '../activity.ts';
import { ensure } from '../errors.ts';
import { expeditionCooldownMs } from '../formulas/expedition.ts';
import { isGoldenRush } from '../formulas/golden-rush.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { receive } from '../reward.ts';
import { type PlayerState, reducer } from '../state.ts';

/** The answer of a claim: how the run ended and what it granted. */
export interface ExpeditionClaimedResult {
  region: number;
  /** completed: past the last stage; retreated: stopped after a passed stage; failed: the last stage sent failed. */
  outcome: 'completed' | 'retreated' | 'failed';
  /** What the run gathered and the claim granted (nothing after a failure). */
  granted: { shards: number; crates: number[] };
  /** Expedition XP granted: 25 for a completed run, 0 past the daily cap or otherwise. */
  xpGranted: number;
  /** Epoch milliseconds the region cools down until. */
  cooldownTill: number;
}

/**
 * `expedition.claimed`: ends the active run. A completed run grants what it gathered, raises the
 * region level and pays Expedition XP; a retreat grants what was gathered; a failure grants nothing.
 * Every claim starts the region's cooldown and hides the expedition.
 */
export const expeditionClaimed = reducer<Record<string, never>, ExpeditionClaimedResult>(
  'expedition.claimed',
  (before, _action, { now, world }) => {
    let state = prepare(before, now);
    const run = state.expedition;
    // A run only becomes visible through its first send, so hidden also means "no stage sent yet".
    ensure(!run.hidden, 'No expedition to claim');
    const region = regionById(run.region)!;
    const completed = run.passed && run.stage > region.maxStage;
    const outcome = !run.passed ? 'failed' : completed ? 'completed' : 'retreated';
    const granted = outcome === 'failed' ? { shards: 0, crates: [] } : run.gained;

    if (granted.shards > 0) state = receive(state, { kind: 'shards', amount: granted.shards }).state;
    for (const crateKind of granted.crates) {
      state = receive(state, { kind: 'crate', crateKind, amount: 1 }).state;
    }
    let xpGranted = 0;
    if (completed) {
      const credit = creditActivity(state, TaskType.Expedition);
      state = credit.state;
      xpGranted = credit.xpGranted;
    }

    const progress = state.regions[region.id] ?? { level: 1, cooldownTill: 0 };
    const cooldownTill = now + expeditionCooldownMs(region.maxStage, isGoldenRush(world, now));
    const after: PlayerState = {
      ...state,
      regions: {
        ...state.regions,
        [region.id]: { level: progress.level + (completed ? 1 : 0), cooldownTill },
      },
      expedition: {
        region: region.id,
        stage: 1,
        passed: false,
        hidden: true,
        gained: { shards: 0, crates: [] },
      },
    };
    return settle(before, after, { region: region.id, outcome, granted, xpGranted, cooldownTill });
  },
);
