import { regionById } from '../catalog/regions.ts';
import { ensure } from '../errors.ts';
import { rewardCrate, rollStageShards, stageShardsGained } from '../formulas/expedition.ts';
import {
  expeditionGear,
  isExpeditionFinished,
  nextStageIn,
  stageOutlook,
} from '../formulas/expedition-stage.ts';
import { isGoldenRush } from '../formulas/golden-rush.ts';
import { warlordProgress, warlordStats } from '../formulas/stats.ts';
import { remainingText } from '../formulas/time.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { type ExpeditionRun, type PlayerState, reducer } from '../state.ts';

/** The answer of a send: how the stage went and what it cost and gave. */
export interface ExpeditionSentResult {
  passed: boolean;
  /** The run's stage after this send (the next stage to attempt; past the last once it is passed). */
  newStage: number;
  /** How a pass went (the Warlord's stronger part of the odds), or 'defeat'. */
  how: 'stealth' | 'power' | 'defeat';
  energySpent: number;
  /** Shards the stage added to the run (granted by the claim). */
  shardsGained: number;
  /** The crate kind the last stage added to the run, else null. */
  crateGained: number | null;
  /** Whether the run now waits for its claim (failed, or past its last stage). */
  finished: boolean;
}

/**
 * `expedition.sent`: the Warlord attempts the next stage of a region. Spends the stage's energy,
 * uses one usage of every applied potion, then rolls the pass (one draw) and, on a pass, the stage
 * shards (a second draw). Passing the last stage also wins the region's reward crate.
 */
export const expeditionSent = reducer<{ region: number }, ExpeditionSentResult>(
  'expedition.sent',
  (before, action, { now, rng, world }) => {
    const region = regionById(action.region);
    ensure(region, `Unknown region ${action.region}`, 404);
    const state = prepare(before, now);
    const run = state.expedition;
    if (!run.hidden) {
      const active = regionById(run.region)!;
      ensure(
        !isExpeditionFinished(run, active.maxStage),
        `Your expedition in ${active.name} is over: claim it first`,
      );
      ensure(
        run.region === region.id,
        `Your Warlord is on an expedition in ${active.name}: continue it or claim it first`,
      );
    }
    const { rank, maxEnergy } = warlordProgress(state);
    ensure(rank >= region.rankRequired, `${region.name} needs rank ${region.rankRequired}`);
    const cooldownTill = state.regions[region.id]?.cooldownTill ?? 0;
    ensure(cooldownTill <= now, `${region.name} is cooling down: ${remainingText(cooldownTill - now)} left`);

    const rush = isGoldenRush(world, now);
    const stage = nextStageIn(state, region.id);
    const outlook = stageOutlook(state, region, stage, rush);
    ensure(
      state.energy >= outlook.energy,
      `Not enough energy: ${outlook.energy} needed, ${state.energy} left`,
    );

    const passed = rng.next() < outlook.odds.chance;
    const gear = expeditionGear(state);
    const shardsGained = passed
      ? stageShardsGained(
          rollStageShards(rng, outlook.level, region.maxStage),
          warlordStats(state).yield,
          gear.earnPercent,
          rush,
        )
      : 0;
    const crateGained = passed && stage === region.maxStage ? rewardCrate(outlook.level) : null;
    const gained = run.hidden ? { shards: 0, crates: [] } : run.gained;
    const expedition: ExpeditionRun = {
      region: region.id,
      stage: passed ? stage + 1 : stage,
      passed,
      hidden: false,
      gained: {
        shards: gained.shards + shardsGained,
        crates: crateGained === null ? gained.crates : [...gained.crates, crateGained],
      },
    };
    const after: PlayerState = {
      ...spendPotionUsages(state, gear.potionIds),
      // Spending keeps the partial tick; from a full bar, regeneration starts now.
      energy: state.energy - outlook.energy,
      energyUpdatedAt: state.energy >= maxEnergy ? now : state.energyUpdatedAt,
      expedition,
    };
    return settle(
      before,
      after,
      {
        passed,
        newStage: expedition.stage,
        how: !passed ? 'defeat' : outlook.odds.stealth >= outlook.odds.power ? 'stealth' : 'power',
        energySpent: outlook.energy,
        shardsGained,
        crateGained,
        finished: isExpeditionFinished(expedition, region.maxStage),
      },
      // Every send, for the counts: its energy row is net of the energy regenerated since.
      [{ type: 'expedition.sent', region: region.id, energySpent: outlook.energy }],
    );
  },
);

/** One usage off each potion; a potion at zero leaves its slot and the pocket. */
function spendPotionUsages(state: PlayerState, potionIds: readonly number[]): PlayerState {
  const items = { ...state.items };
  const appliedItems = [...state.appliedItems] as PlayerState['appliedItems'];
  for (const id of potionIds) {
    const owned = items[id];
    if (!owned) continue;
    if (owned.usagesLeft > 1) {
      items[id] = { ...owned, usagesLeft: owned.usagesLeft - 1 };
      continue;
    }
    delete items[id];
    const slot = appliedItems.indexOf(id);
    if (slot >= 0) appliedItems[slot] = -1;
  }
  return { ...state, items, appliedItems };
}
