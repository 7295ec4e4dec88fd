import { settle } from '../ledger.ts';
import { emptyPlayerState, starterState } from '../new-player.ts';
import type { Rng } from '../rng.ts';
import type { Outcome, PlayerState } from '../state.ts';

/**
 * `player.created`: a new player receives the starter kit, its five traits drawn with `rng` and
 * worn. The ledger starts from an empty state, so every starting balance has its ledger row.
 */
export function playerCreated(now: number, rng: Rng): Outcome<{ state: PlayerState }> {
  const state = starterState(now, rng);
  return settle(emptyPlayerState(now), state, { state });
}
