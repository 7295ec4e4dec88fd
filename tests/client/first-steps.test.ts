// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { utcDay } from '../../src/rules/formulas/time.ts';
import { starterState } from '../../src/rules/new-player.ts';
import { seededRng } from '../../src/rules/rng.ts';
import type { PlayerState } from '../../src/rules/state.ts';
import { cratesView } from '../../src/rules/views/crates-view.ts';
import { expeditionView } from '../../src/rules/views/expedition-view.ts';
import { missionsView } from '../../src/rules/views/missions-view.ts';
import { pocketView } from '../../src/rules/views/pocket-view.ts';
import type { HistoryRow } from '../../src/client/api/history.ts';
import {
  firstSteps,
  showFirstSteps,
  withRemembered,
  type FirstStep,
} from '../../src/client/game/first-steps.ts';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const HOUR = 3_600_000;

/** The steps of `state` as the client would read them from the server's views. */
function stepsOf(state: PlayerState, history: HistoryRow[] = [], now = T0): FirstStep[] {
  return firstSteps({
    pocket: pocketView(state, now),
    expedition: expeditionView(state, now, { goldenRush: [] }),
    missions: missionsView(state, now),
    crates: cratesView(state, now),
    crateHistory: history,
    now,
  });
}
const done = (steps: FirstStep[]) => Object.fromEntries(steps.map((s) => [s.key, s.done]));
const row = (action: string, what: string, delta: number): HistoryRow => ({
  id: 1,
  action,
  what,
  delta,
  balanceAfter: 0,
  at: new Date(T0).toISOString(),
});

const fresh = () => starterState(T0, seededRng(7));

describe('a new player’s first steps', () => {
  it('has four steps, none done, each a link to where it is done with a word on how', () => {
    const steps = stepsOf(fresh());
    expect(steps.map((s) => [s.key, s.to])).toEqual([
      ['send', '/expedition'],
      ['crate', '/pocket#crates-title'],
      ['trait', '/market'],
      ['gumball', '/pocket#gumball'],
    ]);
    expect(steps.every((s) => !s.done && s.how.length > 0)).toBe(true);
    expect(showFirstSteps(steps, false)).toBe(true);
  });

  it('ticks the send while a run is under way, while a region cools and after it (Expedition XP)', () => {
    const running = fresh();
    running.expedition = { ...running.expedition, hidden: false, region: 1 };
    expect(done(stepsOf(running)).send).toBe(true);

    const cooling = fresh();
    cooling.regions['1'] = { level: 1, cooldownTill: T0 + HOUR };
    expect(done(stepsOf(cooling)).send).toBe(true);
    // An hour later the region is ready again: the missions still tell the run (its XP).
    cooling.missions = { ...cooling.missions, expeditionXp: 25 };
    expect(done(stepsOf(cooling, [], T0 + 2 * HOUR)).send).toBe(true);
    // Without that XP nothing tells it: a region ready and at level 1 is a region never run.
    cooling.missions = { ...cooling.missions, expeditionXp: 0 };
    expect(done(stepsOf(cooling, [], T0 + 2 * HOUR)).send).toBe(false);
  });

  it('ticks the crate once the starting Basic crate is gone, or the history has one opened', () => {
    const opened = fresh();
    opened.crates = {};
    expect(done(stepsOf(opened)).crate).toBe(true);
    // A Basic crate won later is still in the pocket, but the ledger tells the first was opened.
    const won = fresh();
    expect(done(stepsOf(won, [row('crate.opened', 'crate:1', -1)])).crate).toBe(false);
    expect(done(stepsOf(won, [row('crate.opened', 'crate:0', -1)])).crate).toBe(true);
  });

  it('ticks the trait only for a worn trait rarer than Common or above level 1', () => {
    const state = fresh();
    const common = TRAITS.find((t) => t.rarity === 0 && !state.appliedTraits.includes(t.id))!;
    const rare = TRAITS.find((t) => t.rarity === 1 && t.category === common.category)!;
    // Another Common worn in its category: not finer.
    state.traits[common.id] = { level: 1, cards: 0 };
    state.appliedTraits = state.appliedTraits.filter(
      (id) => TRAITS.find((t) => t.id === id)!.category !== common.category,
    );
    state.appliedTraits.push(common.id);
    expect(done(stepsOf(state)).trait).toBe(false);

    // A Rare owned but not worn: the step sends the player to apply it.
    state.traits[rare.id] = { level: 1, cards: 0 };
    const owned = stepsOf(state).find((s) => s.key === 'trait')!;
    expect([owned.done, owned.to, owned.how]).toEqual([
      false,
      '/pocket#traits-title',
      `Apply ${rare.name} in your pocket.`,
    ]);

    state.appliedTraits = state.appliedTraits.filter((id) => id !== common.id).concat(rare.id);
    expect(done(stepsOf(state)).trait).toBe(true);

    // The Common upgraded to level 2 and worn again is finer too.
    state.traits[common.id] = { level: 2, cards: 0 };
    state.appliedTraits = state.appliedTraits.filter((id) => id !== rare.id).concat(common.id);
    expect(done(stepsOf(state)).trait).toBe(true);
  });

  it('sends to Craft when a trait has the cards for its upgrade', () => {
    const state = fresh();
    const worn = state.appliedTraits[0]!;
    state.traits[worn] = { level: 1, cards: 5 };
    const step = stepsOf(state).find((s) => s.key === 'trait')!;
    expect([step.done, step.to]).toEqual([false, '/craft']);
  });

  it('ticks the gumball when today’s free pull is taken, or the history has a pull', () => {
    const pulled = fresh();
    pulled.gumballFreeDay = utcDay(T0);
    expect(done(stepsOf(pulled)).gumball).toBe(true);
    // The next day the pull is free again: only the ledger tells it was taken.
    expect(done(stepsOf(pulled, [], T0 + 24 * HOUR)).gumball).toBe(false);
    expect(done(stepsOf(pulled, [row('gumball.pulled', 'shards', 500)], T0 + 24 * HOUR)).gumball).toBe(true);
  });

  it('keeps a step ticked once seen done, and goes when all are done or it is hidden', () => {
    const steps = stepsOf(fresh());
    const kept = withRemembered(steps, ['gumball', 'crate']);
    expect(done(kept)).toEqual({ send: false, crate: true, trait: false, gumball: true });
    expect(kept.find((s) => s.key === 'crate')!.how).toBe('');
    expect(showFirstSteps(kept, false)).toBe(true);
    expect(showFirstSteps(kept, true)).toBe(false);
    expect(showFirstSteps(withRemembered(steps, ['send', 'crate', 'trait', 'gumball']), false)).toBe(false);
  });
});
