import { describe, expect, it } from 'vitest';
import { expeditionClaimed } from '../../src/rules/actions/expedition-claimed.ts';
import { expeditionSent } from '../../src/rules/actions/expedition-sent.ts';
import { granted } from '../../src/rules/actions/granted.ts';
import { playerCreated } from '../../src/rules/actions/player-created.ts';
import { GameError } from '../../src/rules/errors.ts';
import { xpForLevel } from '../../src/rules/formulas/progression.ts';
import { seededRng } from '../../src/rules/rng.ts';
import type { PlayerState, World } from '../../src/rules/state.ts';
import { expeditionView } from '../../src/rules/views/expedition-view.ts';
import { expeditionJson } from '../../src/server/views/expedition-json.ts';
import { NOW } from '../rules/fixtures.ts';

const MINUTE = 60_000;
const worlds: World[] = [{ goldenRush: null }, { goldenRush: null, goldenRushForced: true }];

/** Every state a player passes through in `sends` sends and claims over the regions, as the rules play them. */
function statesOfPlay(seed: number, sends: number, xpLevel: number): { state: PlayerState; now: number }[] {
  const rng = seededRng(seed);
  let now = NOW;
  let state = playerCreated(now).state;
  const seen = [{ state, now }];
  const world = worlds[seed % 2]!;
  state = granted(state, { energy: 5000, xp: xpForLevel(xpLevel) }, { now, rng, world }).state;
  seen.push({ state, now });
  const attempt = (step: () => PlayerState) => {
    try {
      state = step();
      seen.push({ state, now });
    } catch (err) {
      if (!(err instanceof GameError)) throw err; // locked, cooling down, under way, nothing to claim
    }
  };
  for (let i = 0; i < sends; i++) {
    now += 7 * MINUTE;
    const region = 1 + Math.floor(rng.next() * 10);
    attempt(() => expeditionSent(state, { region }, { now, rng, world }).state);
    if (rng.next() < 0.7) attempt(() => expeditionClaimed(state, {}, { now, rng, world }).state);
  }
  return seen;
}

describe("GET /expedition's compiled serializer", () => {
  it('writes the same bytes as JSON.stringify for every state of many plays, with and without golden rush', () => {
    let compared = 0;
    const met = { underWay: false, finished: false, coolingDown: false, locked: false };
    for (let seed = 1; seed <= 12; seed++) {
      for (const { state, now } of statesOfPlay(seed, 60, 1 + seed * 4)) {
        for (const world of worlds) {
          const view = expeditionView(state, now, world);
          expect(expeditionJson(view)).toBe(JSON.stringify(view));
          compared++;
          met.underWay ||= !view.expedition.hidden;
          met.finished ||= view.expedition.finished;
          met.coolingDown ||= view.regions.some((r) => r.cooldownTill !== null);
          met.locked ||= view.regions.some((r) => r.locked);
        }
      }
    }
    expect(compared).toBeGreaterThan(600);
    // The plays met every kind of view: a run under way, a finished one, cooldowns, locked regions.
    expect(met).toEqual({ underWay: true, finished: true, coolingDown: true, locked: true });
  });

  it('drops nothing the view adds: a property missing from the schema fails this test', () => {
    const view = expeditionView(playerCreated(NOW).state, NOW, worlds[0]!);
    const widened = { ...view, regions: view.regions.map((r) => ({ ...r, extra: 1 })) };
    expect(expeditionJson(widened)).not.toBe(JSON.stringify(widened));
  });
});
