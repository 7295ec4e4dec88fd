import type { World } from '../state.ts';

/** Golden rush multiplies stage shards by 1.25, kept as a percent so shard sums stay whole numbers. */
export const RUSH_SHARDS_PERCENT = 125;
/** Golden rush multiplies stage energy by 2/3, rounded up. */
export const RUSH_ENERGY_NUM = 2;
export const RUSH_ENERGY_DEN = 3;
/** Golden rush adds this to the pass chance, */
export const RUSH_CHANCE_BONUS = 0.15;
/** but never lifts it above this. */
export const RUSH_CHANCE_CAP = 0.99;
/** Golden rush divides the region cooldown by this. */
export const RUSH_COOLDOWN_DIVISOR = 2;

/**
 * Whether golden rush is on at `now`: forced by the environment flag, or inside any of the
 * operators' windows [startsAt, endsAt).
 */
export function isGoldenRush(world: World, now: number): boolean {
  if (world.goldenRushForced) return true;
  return world.goldenRush.some((w) => now >= w.startsAt && now < w.endsAt);
}
