import { isPotion, isWeapon, itemById } from '../catalog/items.ts';
import type { RegionInfo } from '../catalog/regions.ts';
import type { ExpeditionRun, PlayerState } from '../state.ts';
import { effectiveLevel, passChance, stageEnergy, stageRequirements } from './expedition.ts';
import { warlordStats } from './stats.ts';

/** What the Warlord's applied items bring to an expedition stage. */
export interface ExpeditionGear {
  /** Levels of the applied weapons and spells (each costs energy). */
  weaponLevels: number[];
  /** Energy cut of the applied energy potions, summed. */
  energyCut: number;
  /** Stage shards percent from Earn potions: 100, plus 30 per applied Earn potion. */
  earnPercent: number;
  /** Ids of the applied potions; each send uses one usage of every one. */
  potionIds: number[];
}

/** Reads the applied items into what an expedition stage needs of them. */
export function expeditionGear(state: PlayerState): ExpeditionGear {
  const gear: ExpeditionGear = { weaponLevels: [], energyCut: 0, earnPercent: 100, potionIds: [] };
  for (const id of state.appliedItems) {
    const info = id >= 0 ? itemById(id) : undefined;
    if (!info) continue;
    if (isWeapon(info)) gear.weaponLevels.push(state.items[id]?.level ?? 1);
    if (!isPotion(info)) continue;
    gear.potionIds.push(id);
    if (info.effect.kind === 'energy') gear.energyCut += info.effect.cut;
    if (info.effect.kind === 'earn') gear.earnPercent += Math.round(info.effect.bonus * 100);
  }
  return gear;
}

/**
 * Finished: an active run (not hidden) whose last stage sent failed, or that passed its last stage.
 * A finished run waits for its claim.
 */
export function isExpeditionFinished(run: ExpeditionRun, maxStage: number): boolean {
  return !run.hidden && (run.stage > maxStage || !run.passed);
}

/** The stage the next send to `region` attempts: the active run's stage there, else 1. */
export function nextStageIn(state: PlayerState, regionId: number): number {
  const run = state.expedition;
  return !run.hidden && run.region === regionId ? run.stage : 1;
}

/** The next stage of a region as the player stands now: its level, requirements, odds and energy. */
export interface StageOutlook {
  /** Effective level L. */
  level: number;
  /** The stage attempted (for a run past its last stage, the last stage). */
  stage: number;
  requirements: { power: number; stealth: number };
  /** The pass chance and its power and stealth parts. */
  odds: { chance: number; power: number; stealth: number };
  energy: number;
}

/** The outlook of stage `stage` of `region` for this player, with golden rush on or off. */
export function stageOutlook(
  state: PlayerState,
  region: RegionInfo,
  stage: number,
  rush: boolean,
): StageOutlook {
  const level = effectiveLevel(state.regions[region.id]?.level ?? 1, region);
  const attempted = Math.min(stage, region.maxStage);
  const requirements = stageRequirements(level, region, attempted);
  const gear = expeditionGear(state);
  return {
    level,
    stage: attempted,
    requirements,
    odds: passChance(warlordStats(state), requirements, rush),
    energy: stageEnergy(gear.weaponLevels, gear.energyCut, rush),
  };
}
