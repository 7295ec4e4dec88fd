import { crateOpened } from '../../src/rules/actions/crate-opened.ts';
import { expeditionClaimed } from '../../src/rules/actions/expedition-claimed.ts';
import { expeditionSent } from '../../src/rules/actions/expedition-sent.ts';
import { granted } from '../../src/rules/actions/granted.ts';
import { playerCreated } from '../../src/rules/actions/player-created.ts';
import { CRATE_KINDS } from '../../src/rules/catalog/crate-kinds.ts';
import { GameError } from '../../src/rules/errors.ts';
import { xpForLevel } from '../../src/rules/formulas/progression.ts';
import { seededRng } from '../../src/rules/rng.ts';
import type { PlayerState, World } from '../../src/rules/state.ts';
import { NOW } from './fixtures.ts';

const MINUTE = 60_000;
export const worlds: World[] = [{ goldenRush: [] }, { goldenRush: [], goldenRushForced: true }];

/**
 * Every state a player passes through in `steps` steps of play as the rules play them, 7 minutes
 * apart: a send to a random region, mostly a claim, sometimes a crate opened (a few of every kind
 * are granted at the start). Even seeds also grant plenty of energy; odd seeds run short of it
 * and wait for it to come back.
 */
export function statesOfPlay(
  seed: number,
  steps: number,
  xpLevel: number,
): { state: PlayerState; now: number }[] {
  const rng = seededRng(seed);
  let now = NOW;
  let state = playerCreated(now, rng).state;
  const seen = [{ state, now }];
  const world = worlds[seed % 2]!;
  const grant = {
    energy: seed % 2 === 0 ? 5000 : 0,
    xp: xpForLevel(xpLevel),
    crates: CRATE_KINDS.map((kind) => ({ kind, count: 2 })),
  };
  state = granted(state, grant, { now, rng, world }).state;
  seen.push({ state, now });
  const attempt = (step: () => PlayerState) => {
    try {
      state = step();
      seen.push({ state, now });
    } catch (err) {
      if (!(err instanceof GameError)) throw err; // locked, cooling down, under way, no energy, nothing to claim
    }
  };
  for (let i = 0; i < steps; i++) {
    now += 7 * MINUTE;
    const region = 1 + Math.floor(rng.next() * 10);
    attempt(() => expeditionSent(state, { region }, { now, rng, world }).state);
    if (rng.next() < 0.7) attempt(() => expeditionClaimed(state, {}, { now, rng, world }).state);
    if (rng.next() < 0.3) {
      const kind = CRATE_KINDS[Math.floor(rng.next() * CRATE_KINDS.length)]!;
      attempt(() => crateOpened(state, { kind }, { now, rng, world }).state);
    }
  }
  return seen;
}
