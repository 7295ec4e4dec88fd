import { materializeEnergy } from './formulas/energy.ts';
import { warlordProgress } from './formulas/stats.ts';
import { utcDay } from './formulas/time.ts';
import type { PlayerState } from './state.ts';

/**
 * The state as of `now`, before any action applies: regenerated energy written in, and today's
 * activity counts reset when the UTC day has changed. Every reducer starts from this.
 */
export function prepare(state: PlayerState, now: number): PlayerState {
  const day = utcDay(now);
  const fresh = state.today.day === day ? state : { ...state, today: { day, counts: {} } };
  return materializeEnergy(fresh, warlordProgress(fresh).maxEnergy, now);
}
