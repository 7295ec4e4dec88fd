import { settle } from '../ledger.ts';
import { emptyPlayerState, starterState } from '../new-player.ts';
import type { Rng } from '../rng.ts';
import { reducer, type Ctx, type Outcome, type PlayerState, type Reducer } from '../state.ts';

/**
 * `player.created`: a new player receives the starter kit, its five traits drawn with `rng` and
 * worn. The ledger starts from an empty state, so every starting balance has its ledger row.
 */
export function playerCreated(now: number, rng: Rng): Outcome<{ state: PlayerState }> {
  const state = starterState(now, rng);
  return settle(emptyPlayerState(now), state, { state });
}

/**
 * `player.created` as the write pipeline runs it, on the empty state of a player not written yet
 * (the store's `made` actor): the same starter kit and ledger rows, drawn with the write's rng.
 */
export const playerMade: Reducer<null, { state: PlayerState }> = reducer(
  'player.created',
  (_empty: PlayerState, _input: null, ctx: Ctx) => playerCreated(ctx.now, ctx.rng),
);
