import { describe, expect, it } from 'vitest';
import { expeditionSent } from './expedition-sent.ts';
import { ctx, NOW, player } from '../../../tests/rules/fixtures.ts';
import type { Rng } from '../rng.ts';
import type { ExpeditionRun, PlayerState } from '../state.ts';

/** An Rng that returns these draws in order: first the pass roll, then (on a pass) the shard roll. */
function draws(...values: number[]): Rng {
  return {
    next() {
      const v = values.shift();
      if (v === undefined) throw new Error('no draw left');
      return v;
    },
  };
}

const PASS = 0.1;
const FAIL = 0.99;
const FIRST_HINT = 0.05; // 40% band
const LAST_HINT = 0.95; // 10% band

function run(patch: Partial<ExpeditionRun>): ExpeditionRun {
  return { region: 1, stage: 1, passed: false, hidden: false, gained: { shards: 0, crates: [] }, ...patch };
}

/** A starter player with a level-6 Dagger and a Big Energy potion applied. */
function armed(usagesLeft: number): PlayerState {
  return player({
    items: { '257': { level: 6, cards: 0, usagesLeft: 0 }, '783': { level: 1, cards: 0, usagesLeft } },
    appliedItems: [257, -1, 783, -1],
  });
}

describe('expedition.sent', () => {
  it('passes the first stage of Region I: spends 15 energy and gathers the drawn shards', () => {
    const out = expeditionSent(player(), { region: 1 }, ctx({ rng: draws(PASS, FIRST_HINT) }));
    expect(out.result).toEqual({
      passed: true,
      newStage: 2,
      how: 'power',
      energySpent: 15,
      shardsGained: 555,
      crateGained: null,
      finished: false,
    });
    expect(out.state.expedition).toEqual(
      run({ stage: 2, passed: true, gained: { shards: 555, crates: [] } }),
    );
    expect(out.state.energy).toBe(65);
    expect(out.state.shards).toBe(5000);
    expect(out.ledger).toEqual([{ what: 'energy', delta: -15, balanceAfter: 65 }]);
  });

  it('passes the last stage: adds its shards and the reward crate and finishes the run', () => {
    const state = player({
      expedition: run({ stage: 2, passed: true, gained: { shards: 555, crates: [] } }),
    });
    const out = expeditionSent(state, { region: 1 }, ctx({ rng: draws(PASS, LAST_HINT) }));
    expect(out.result).toMatchObject({
      passed: true,
      newStage: 3,
      shardsGained: 2220,
      crateGained: 4,
      finished: true,
    });
    expect(out.state.expedition.gained).toEqual({ shards: 2775, crates: [4] });
  });

  it('fails a stage: nothing gathered, the run finished and waiting for its claim', () => {
    const state = player({
      expedition: run({ stage: 2, passed: true, gained: { shards: 555, crates: [] } }),
    });
    const out = expeditionSent(state, { region: 1 }, ctx({ rng: draws(FAIL) }));
    expect(out.result).toEqual({
      passed: false,
      newStage: 2,
      how: 'defeat',
      energySpent: 15,
      shardsGained: 0,
      crateGained: null,
      finished: true,
    });
    expect(out.state.expedition).toEqual(
      run({ stage: 2, passed: false, gained: { shards: 555, crates: [] } }),
    );
  });

  it('tells a pass through stealth when the stealth part of the odds is the larger', () => {
    // Region II: power bias 3, stealth bias 1, so a plain Warlord is closer on stealth.
    const out = expeditionSent(player(), { region: 2 }, ctx({ rng: draws(PASS, FIRST_HINT) }));
    expect(out.result.how).toBe('stealth');
  });

  it('raises the stage shards by yield, an Earn potion and golden rush, rounding up once', () => {
    const state = player({
      items: { '780': { level: 1, cards: 0, usagesLeft: 4 } },
      appliedItems: [-1, -1, 780, -1],
    });
    const rush = { goldenRush: [], goldenRushForced: true };
    const out = expeditionSent(state, { region: 1 }, ctx({ rng: draws(PASS, FIRST_HINT), world: rush }));
    // 555 * 1.3 * 1.25 = 901.875; golden rush energy 15 * 2/3 = 10.
    expect(out.result).toMatchObject({ shardsGained: 902, energySpent: 10 });
  });

  it('spends 14 energy with a level-6 weapon and a Big Energy potion, using one potion usage', () => {
    const out = expeditionSent(armed(5), { region: 1 }, ctx({ rng: draws(PASS, FIRST_HINT) }));
    expect(out.result.energySpent).toBe(14);
    expect(out.state.items['783']).toEqual({ level: 1, cards: 0, usagesLeft: 4 });
    expect(out.state.appliedItems).toEqual([257, -1, 783, -1]);
    expect(out.ledger).toEqual([
      { what: 'energy', delta: -14, balanceAfter: 66 },
      { what: 'item:783:usages', delta: -1, balanceAfter: 4 },
    ]);
  });

  it('uses potions on a failed stage too', () => {
    const out = expeditionSent(armed(5), { region: 1 }, ctx({ rng: draws(FAIL) }));
    expect(out.state.items['783']?.usagesLeft).toBe(4);
  });

  it('frees the slot of a potion whose last usage is spent and drops it from the pocket', () => {
    const out = expeditionSent(armed(1), { region: 1 }, ctx({ rng: draws(PASS, FIRST_HINT) }));
    expect(out.result.energySpent).toBe(14);
    expect(out.state.items['783']).toBeUndefined();
    expect(out.state.appliedItems).toEqual([257, -1, -1, -1]);
    expect(out.ledger).toContainEqual({ what: 'item:783:usages', delta: -1, balanceAfter: 0 });
  });

  it('keeps the partial energy tick when spending below the maximum', () => {
    // 40 energy, 100 s ago: one tick (41) and 10 s towards the next.
    const state = player({ energy: 40, energyUpdatedAt: NOW - 100_000 });
    const out = expeditionSent(state, { region: 1 }, ctx({ rng: draws(PASS, FIRST_HINT) }));
    expect(out.state.energy).toBe(26);
    expect(out.state.energyUpdatedAt).toBe(NOW - 10_000);
    // The ledger nets the regenerated point and the 15 spent.
    expect(out.ledger).toContainEqual({ what: 'energy', delta: -14, balanceAfter: 26 });
  });

  it('starts regeneration now when spending from a full bar', () => {
    const state = player({ energy: 80, energyUpdatedAt: NOW - 86_400_000 });
    const out = expeditionSent(state, { region: 1 }, ctx({ rng: draws(PASS, FIRST_HINT) }));
    expect(out.state.energy).toBe(65);
    expect(out.state.energyUpdatedAt).toBe(NOW);
  });

  it('refuses an unknown region with 404', () => {
    for (const region of [0, 11, 1.5]) {
      expect(() => expeditionSent(player(), { region }, ctx())).toThrow(
        expect.objectContaining({ status: 404, message: `Unknown region ${region}` }),
      );
    }
  });

  it('refuses a region above the Warlord rank', () => {
    expect(() => expeditionSent(player(), { region: 3 }, ctx())).toThrow(
      expect.objectContaining({ status: 409, message: 'Region III needs rank 2' }),
    );
  });

  it('refuses a send while the region cools down, telling the time left', () => {
    const state = player({
      regions: { ...player().regions, '1': { level: 1, cooldownTill: NOW + 3_900_000 } },
    });
    expect(() => expeditionSent(state, { region: 1 }, ctx())).toThrow('Region I is cooling down: 1h 5m left');
  });

  it('sends again once the cooldown is over', () => {
    const state = player({ regions: { ...player().regions, '1': { level: 1, cooldownTill: NOW } } });
    expect(expeditionSent(state, { region: 1 }, ctx({ rng: draws(FAIL) })).result.passed).toBe(false);
  });

  it('refuses a send without enough energy', () => {
    const state = player({ energy: 9, energyUpdatedAt: NOW });
    expect(() => expeditionSent(state, { region: 1 }, ctx())).toThrow('Not enough energy: 15 needed, 9 left');
  });

  it('refuses a send to another region while an expedition is under way', () => {
    const state = player({ expedition: run({ region: 2, stage: 2, passed: true }) });
    expect(() => expeditionSent(state, { region: 1 }, ctx())).toThrow(
      'Your Warlord is on an expedition in Region II: continue it or claim it first',
    );
  });

  it('refuses a send while a finished run waits for its claim', () => {
    const completed = player({ expedition: run({ stage: 3, passed: true }) });
    const failed = player({ expedition: run({ stage: 1, passed: false }) });
    for (const state of [completed, failed]) {
      expect(() => expeditionSent(state, { region: 1 }, ctx())).toThrow(
        'Your expedition in Region I is over: claim it first',
      );
    }
  });

  it('is a pure function of the state, the action and the seed', () => {
    const a = expeditionSent(player(), { region: 1 }, ctx({}, 7));
    const b = expeditionSent(player(), { region: 1 }, ctx({}, 7));
    expect(a).toEqual(b);
  });
});
