import { seededRng } from '../../src/rules/rng.ts';
import { starterState } from '../../src/rules/new-player.ts';
import type { Ctx, PlayerState } from '../../src/rules/state.ts';

/** 2026-01-10T12:00:00Z: a fixed instant for tests. */
export const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

/** A new player's state at NOW, with `patch` spread over it. */
export function player(patch: Partial<PlayerState> = {}): PlayerState {
  return { ...starterState(NOW), ...patch };
}

/** A context at NOW (or `now`) with a seeded generator and no golden rush. */
export function ctx(patch: Partial<Ctx> = {}, seed = 1): Ctx {
  return { now: NOW, rng: seededRng(seed), world: { goldenRush: [] }, ...patch };
}
