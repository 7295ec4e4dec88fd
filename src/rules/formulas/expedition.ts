import { CrateKind } from '../catalog/crate-kinds.ts';
import type { RegionInfo } from '../catalog/regions.ts';
import { pickWeighted, type Rng } from '../rng.ts';
import { weaponEnergyCost } from './cards.ts';
import {
  RUSH_CHANCE_BONUS,
  RUSH_CHANCE_CAP,
  RUSH_COOLDOWN_DIVISOR,
  RUSH_ENERGY_DEN,
  RUSH_ENERGY_NUM,
  RUSH_SHARDS_PERCENT,
} from './golden-rush.ts';
import { MINUTE_MS } from './time.ts';

/** Energy every expedition stage costs before weapons and potions. */
export const BASE_STAGE_ENERGY = 15;
/** A stage never costs less energy than this, whatever the potions. */
export const MIN_STAGE_ENERGY = 1;
/** The four shard hints of a stage are these fifths of its base shards... */
export const SHARD_HINT_FIFTHS = [3, 6, 9, 12] as const;
/** ...awarded with these percent chances. */
export const SHARD_HINT_WEIGHTS = [40, 30, 20, 10] as const;

/** Effective level L = the player's region level + the region's level offset. */
export function effectiveLevel(regionLevel: number, region: RegionInfo): number {
  return regionLevel + region.levelOffset;
}

/** Base shards of one stage: B = floor((900 + 25L) / (maxStage - 1)). */
export function stageBaseShards(level: number, maxStage: number): number {
  return Math.floor((900 + 25 * level) / (maxStage - 1));
}

/** The stage's four shard hints (`shardRP.values`): floor(B * 3/5, 6/5, 9/5, 12/5). */
export function shardHints(level: number, maxStage: number): number[] {
  const base = stageBaseShards(level, maxStage);
  return SHARD_HINT_FIFTHS.map((fifths) => Math.floor((base * fifths) / 5));
}

/**
 * The shards a passed stage adds on average, from its four hints (`shardRP.gained` or `.values`)
 * and their chances: a region's stages may pay less each than an easier region's (the base is
 * split over more stages), but a whole run of a harder region pays more, and the card says so.
 */
export function meanStageShards(hints: readonly number[]): number {
  return hints.reduce((sum, v, i) => sum + (v * (SHARD_HINT_WEIGHTS[i] ?? 0)) / 100, 0);
}

/** Draws the shards of a passed stage: one hint, with probability 40%, 30%, 20%, 10%. */
export function rollStageShards(rng: Rng, level: number, maxStage: number): number {
  const entries = shardHints(level, maxStage).map((value, i) => ({ value, weight: SHARD_HINT_WEIGHTS[i]! }));
  return pickWeighted(rng, entries).value;
}

/** Yield gain: ceil(amount * yield / 100). */
export function yieldGain(amount: number, yieldStat: number): number {
  return Math.ceil((amount * yieldStat) / 100);
}

/**
 * The shards a passed stage adds to the run: the drawn amount times yield/100, times the Earn
 * potions' percent (130 with one applied), times 1.25 in golden rush, rounded up once at the end
 * (in whole-number arithmetic, so no multiplier's rounding feeds the next).
 */
export function stageShardsGained(
  amount: number,
  yieldStat: number,
  earnPercent: number,
  rush: boolean,
): number {
  const rushPercent = rush ? RUSH_SHARDS_PERCENT : 100;
  return Math.ceil((amount * yieldStat * earnPercent * rushPercent) / 1_000_000);
}

/** The crate the last stage awards: L < 20 Expedition I, < 40 II, < 60 III, else IV. */
export function rewardCrate(level: number): CrateKind {
  if (level < 20) return CrateKind.DungeonSmall;
  if (level < 40) return CrateKind.DungeonMedium;
  if (level < 60) return CrateKind.DungeonBig;
  return CrateKind.DungeonGreat;
}

/**
 * What a run can still win from `stage` (the next stage to attempt): the base shards of the stages
 * not yet passed and the crate; zero past the last stage.
 */
export function rewardLeft(
  level: number,
  maxStage: number,
  stage: number,
): { shards: number; crates: number } {
  const stagesLeft = Math.max(0, maxStage - stage + 1);
  return { shards: stagesLeft * stageBaseShards(level, maxStage), crates: stagesLeft > 0 ? 1 : 0 };
}

/** Region complexity, the base of every stage requirement: 94 + 2L. */
export function regionComplexity(level: number): number {
  return 94 + 2 * level;
}

/** Power and stealth stage `stage` (1-based) requires: 94 + 2L + 3*(stage - 1 + bias). */
export function stageRequirements(
  level: number,
  region: RegionInfo,
  stage: number,
): { power: number; stealth: number } {
  const base = regionComplexity(level);
  return {
    power: base + 3 * (stage - 1 + region.powerBias),
    stealth: base + 3 * (stage - 1 + region.stealthBias),
  };
}

/** One stat's part of the pass chance: 0.5 + 0.34 * sign(d) * min(1, (d/20)^2), d = stat - requirement. */
export function statPassChance(stat: number, requirement: number): number {
  const diff = stat - requirement;
  return 0.5 + 0.34 * Math.sign(diff) * Math.min(1, (diff / 20) ** 2);
}

/**
 * The chance to pass a stage: sqrt(1 - (1-s)(1-p)) from the stealth part s and the power part p;
 * golden rush adds 0.15, capped at 0.99. Returns the parts too (the larger tells how a pass went).
 */
export function passChance(
  stats: { power: number; stealth: number },
  requirements: { power: number; stealth: number },
  rush: boolean,
): { chance: number; power: number; stealth: number } {
  const power = statPassChance(stats.power, requirements.power);
  const stealth = statPassChance(stats.stealth, requirements.stealth);
  const chance = Math.sqrt(1 - (1 - stealth) * (1 - power));
  return { chance: rush ? Math.min(RUSH_CHANCE_CAP, chance + RUSH_CHANCE_BONUS) : chance, power, stealth };
}

/**
 * Energy one stage costs: 15 + 2 + floor(level/3) per applied weapon or spell, minus the applied
 * energy potions' cut, never below 1; golden rush then multiplies by 2/3, rounded up.
 */
export function stageEnergy(weaponLevels: readonly number[], energyCut: number, rush: boolean): number {
  const weapons = weaponLevels.reduce((sum, level) => sum + weaponEnergyCost(level), 0);
  const energy = Math.max(MIN_STAGE_ENERGY, BASE_STAGE_ENERGY + weapons - energyCut);
  return rush ? Math.ceil((energy * RUSH_ENERGY_NUM) / RUSH_ENERGY_DEN) : energy;
}

/** Minutes of cooldown a claim starts per stage of the region (game-design section 3). */
export const COOLDOWN_MINUTES_PER_STAGE = 30;

/**
 * The cooldown a claim starts: `30 min * maxStage` (1 h for a two-stage region, 2.5 h for
 * Region X's five), halved in golden rush.
 */
export function expeditionCooldownMs(maxStage: number, rush: boolean): number {
  return (COOLDOWN_MINUTES_PER_STAGE * MINUTE_MS * maxStage) / (rush ? RUSH_COOLDOWN_DIVISOR : 1);
}
