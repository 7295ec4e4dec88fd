import { energyAt } from '../formulas/energy.ts';
import { warlordProgress, warlordRarity, warlordStats, type Stats } from '../formulas/stats.ts';
import type { PlayerState } from '../state.ts';

/** The Warlord as GET /warlord answers it (api.md), with its current energy. */
export interface WarlordView {
  level: number;
  rank: number;
  rarity: number;
  /** XP gained inside the current level. */
  points: number;
  /** XP the current level takes: 100 * level. */
  requiredPoints: number;
  stats: Stats;
  appliedTraits: number[];
  /** Two weapon slots then two consumable slots; -1 is an empty slot. */
  appliedItems: [number, number, number, number];
  /** Energy now, regenerated. */
  energy: number;
  maxEnergy: number;
  /** ISO instant of the last whole regeneration tick (now when energy is at or above the maximum). */
  energyUpdatedAt: string;
}

/**
 * Current energy, its maximum and the instant the next tick counts from. `maxEnergy` is the
 * Warlord's (warlordProgress); a caller that already holds it passes it in.
 */
export function energyView(
  state: PlayerState,
  now: number,
  maxEnergy = warlordProgress(state).maxEnergy,
): { energy: number; maxEnergy: number; energyUpdatedAt: string } {
  const cur = energyAt(state.energy, state.energyUpdatedAt, maxEnergy, now);
  return { energy: cur.energy, maxEnergy, energyUpdatedAt: new Date(cur.updatedAt).toISOString() };
}

/** The Warlord of a player as of `now`. */
export function warlordView(state: PlayerState, now: number): WarlordView {
  const { level, rank, points, requiredPoints } = warlordProgress(state);
  return {
    level,
    rank,
    rarity: warlordRarity(state),
    points,
    requiredPoints,
    stats: warlordStats(state),
    appliedTraits: [...state.appliedTraits],
    appliedItems: [...state.appliedItems],
    ...energyView(state, now),
  };
}
