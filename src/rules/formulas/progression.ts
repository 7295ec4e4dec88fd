import { MISSION_FIELDS, type MissionsXp } from '../state.ts';

/** Total XP: the sum of every XP field of the missions record. */
export function totalXp(missions: MissionsXp): number {
  return MISSION_FIELDS.reduce((sum, f) => sum + missions[f], 0);
}

/** XP needed to reach `level` from 0: going from L to L+1 costs 100*L. */
export function xpForLevel(level: number): number {
  return (100 * level * (level - 1)) / 2;
}

/** Warlord level from total XP: level 1 at 0 XP. */
export function levelFromXp(xp: number): number {
  // Solve 50 L (L-1) <= xp for the largest L, then correct for floating error.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + xp / 12.5)) / 2));
  while (xpForLevel(level + 1) <= xp) level++;
  while (level > 1 && xpForLevel(level) > xp) level--;
  return level;
}

/** Rank from level: levels 1-5 rank 1, 6-10 rank 2, and so on. */
export function rankFromLevel(level: number): number {
  return 1 + Math.floor((level - 1) / 5);
}

/** Level, rank, points inside the level and points required for the next, from total XP. */
export function progressFromXp(xp: number): {
  level: number;
  rank: number;
  points: number;
  requiredPoints: number;
} {
  const level = levelFromXp(xp);
  return { level, rank: rankFromLevel(level), points: xp - xpForLevel(level), requiredPoints: 100 * level };
}

/** Total XP at which `rank` is reached: the first level of the rank (rank 2 at level 6, 1,500 XP). */
export function xpForRank(rank: number): number {
  return xpForLevel(5 * (rank - 1) + 1);
}
