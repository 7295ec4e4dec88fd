import type { PlayerState } from '../state.ts';

/** One energy point regenerates every 90 seconds. */
export const ENERGY_TICK_MS = 90_000;
/** Hard cap of the maximum energy. */
export const ENERGY_CAP = 450;

/** Maximum energy = min(450, (rank+1)*40 + floor((exploration - 100)/2)). */
export function maxEnergy(rank: number, exploration: number): number {
  return Math.min(ENERGY_CAP, (rank + 1) * 40 + Math.floor((exploration - 100) / 2));
}

/**
 * Energy as of `now`: +1 per 90 s from `energyUpdatedAt` up to `max`. Energy above the maximum
 * (from rewards) stays as it is and does not regenerate. Returns the energy and the instant of the
 * last whole tick, so spending keeps the partial tick.
 */
export function energyAt(
  energy: number,
  energyUpdatedAt: number,
  max: number,
  now: number,
): { energy: number; updatedAt: number } {
  if (energy >= max) return { energy, updatedAt: now };
  const ticks = Math.max(0, Math.floor((now - energyUpdatedAt) / ENERGY_TICK_MS));
  if (energy + ticks >= max) return { energy: max, updatedAt: now };
  return { energy: energy + ticks, updatedAt: energyUpdatedAt + ticks * ENERGY_TICK_MS };
}

/** Milliseconds until the next energy point, or null when energy is at or above the maximum. */
export function msToNextEnergy(
  energy: number,
  energyUpdatedAt: number,
  max: number,
  now: number,
): number | null {
  const cur = energyAt(energy, energyUpdatedAt, max, now);
  if (cur.energy >= max) return null;
  return cur.updatedAt + ENERGY_TICK_MS - now;
}

/** The state with regenerated energy written in (the change shows in the ledger as energy). */
export function materializeEnergy(state: PlayerState, max: number, now: number): PlayerState {
  const cur = energyAt(state.energy, state.energyUpdatedAt, max, now);
  return { ...state, energy: cur.energy, energyUpdatedAt: cur.updatedAt };
}
