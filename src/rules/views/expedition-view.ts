import { REGIONS, regionById } from '../catalog/regions.ts';
import { rewardLeft, regionComplexity, shardHints, stageShardsGained } from '../formulas/expedition.ts';
import {
  expeditionGear,
  isExpeditionFinished,
  nextStageIn,
  stageOutlook,
} from '../formulas/expedition-stage.ts';
import { isGoldenRush } from '../formulas/golden-rush.ts';
import { warlordProgress, warlordStats } from '../formulas/stats.ts';
import type { PlayerState, World } from '../state.ts';

export { isExpeditionFinished };

/** What the next send to a region would attempt, cost and can still win. */
export interface StageInfoView {
  /** The stage the next send attempts: the active run's stage in its region, else 1. */
  stage: number;
  /** Region complexity 94 + 2L. */
  complexity: number;
  energyRequired: number;
  /** Base shards of the stages not yet passed, and the crate (1 until the last stage is passed). */
  rewardLeft: { shards: number; crates: number };
  /**
   * The four shard amounts a passed stage can draw (40/30/20/10%), before yield and multipliers
   * (`values`), and what each adds to the run for this player now (`gained`: yield, Earn potions
   * and golden rush, the figure the send action adds, stageShardsGained).
   */
  shardRP: { values: number[]; gained: number[] };
  /**
   * Every stage of the region for this Warlord now: what it requires and the chance to pass it
   * (the send action's own formula, with the effective power and stealth and golden rush).
   */
  stages: StageChanceView[];
}

/** One stage's requirements and pass chance, as the send action would roll it now. */
export interface StageChanceView {
  stage: number;
  power: number;
  stealth: number;
  chance: number;
}

/** One region as GET /expedition shows it. */
export interface RegionView {
  id: number;
  level: number;
  maxStage: number;
  name: string;
  rankRequired: number;
  /** ISO time the cooldown ends, or null when the region is not cooling down. */
  cooldownTill: string | null;
  locked: boolean;
  /** The chance to pass the stage of `stageInfo`, golden rush included. */
  chance: number;
  stageInfo: StageInfoView;
}

/** The player's expedition as GET /expedition shows it. */
export interface ExpeditionRunView {
  region: number;
  regionLevel: number;
  stage: number;
  passed: boolean;
  /** True when there is no active expedition. */
  hidden: boolean;
  /** Whether the active run waits for its claim (failed, or past its last stage). */
  finished: boolean;
  gainedRewards: { shards: number; crates: number[] };
  /** The power and stealth the stage of `stageInfo` requires, per region. */
  complexities: { regionId: number; power: number; stealth: number }[];
}

/** The answer of GET /expedition. */
export interface ExpeditionView {
  expedition: ExpeditionRunView;
  regions: RegionView[];
}

/**
 * The first instant after `now` at which the expedition view of `state` changes with time alone:
 * the end of the nearest cooldown still running (Infinity when none runs). Golden rush aside,
 * `expeditionView(state, t, world)` is the same for every `t` from `now` up to that instant.
 */
export function expeditionViewChangesAt(state: PlayerState, now: number): number {
  let next = Infinity;
  for (const region of REGIONS) {
    const till = state.regions[region.id]?.cooldownTill ?? 0;
    if (till > now && till < next) next = till;
  }
  return next;
}

/**
 * The expedition screen's data: the player's run and every region, as of `now`. Time enters only
 * through golden rush and the running cooldowns (see expeditionViewChangesAt).
 */
export function expeditionView(state: PlayerState, now: number, world: World): ExpeditionView {
  const rush = isGoldenRush(world, now);
  const { rank } = warlordProgress(state);
  const yieldStat = warlordStats(state).yield;
  const { earnPercent } = expeditionGear(state);
  const complexities: ExpeditionRunView['complexities'] = [];
  const regions = REGIONS.map((region): RegionView => {
    const progress = state.regions[region.id] ?? { level: 1, cooldownTill: 0 };
    const stage = nextStageIn(state, region.id);
    const outlook = stageOutlook(state, region, stage, rush);
    complexities.push({ regionId: region.id, ...outlook.requirements });
    return {
      id: region.id,
      level: progress.level,
      maxStage: region.maxStage,
      name: region.name,
      rankRequired: region.rankRequired,
      cooldownTill: progress.cooldownTill > now ? new Date(progress.cooldownTill).toISOString() : null,
      locked: rank < region.rankRequired,
      chance: outlook.odds.chance,
      stageInfo: {
        stage,
        complexity: regionComplexity(outlook.level),
        energyRequired: outlook.energy,
        rewardLeft: rewardLeft(outlook.level, region.maxStage, stage),
        shardRP: shardOutlook(shardHints(outlook.level, region.maxStage), yieldStat, earnPercent, rush),
        stages: Array.from({ length: region.maxStage }, (_, i): StageChanceView => {
          const each = stageOutlook(state, region, i + 1, rush);
          return { stage: i + 1, ...each.requirements, chance: each.odds.chance };
        }),
      },
    };
  });
  const run = state.expedition;
  const runRegion = regionById(run.region) ?? REGIONS[0]!;
  return {
    expedition: {
      region: run.region,
      regionLevel: state.regions[run.region]?.level ?? 1,
      stage: run.stage,
      passed: run.passed,
      hidden: run.hidden,
      finished: isExpeditionFinished(run, runRegion.maxStage),
      gainedRewards: { shards: run.gained.shards, crates: [...run.gained.crates] },
      complexities,
    },
    regions,
  };
}

/** A stage's shard hints and what each would add to the run (see StageInfoView.shardRP). */
function shardOutlook(values: number[], yieldStat: number, earnPercent: number, rush: boolean) {
  return { values, gained: values.map((v) => stageShardsGained(v, yieldStat, earnPercent, rush)) };
}
