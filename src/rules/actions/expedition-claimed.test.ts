import { describe, expect, it } from 'vitest';
import { expeditionClaimed } from './expedition-claimed.ts';
import { expeditionSent } from './expedition-sent.ts';
import { ctx, NOW, player } from '../../../tests/rules/fixtures.ts';
import { HOUR_MS, utcDay } from '../formulas/time.ts';
import { seededRng, type Rng } from '../rng.ts';
import type { ExpeditionRun, PlayerState } from '../state.ts';

function run(patch: Partial<ExpeditionRun>): ExpeditionRun {
  return { region: 1, stage: 1, passed: false, hidden: false, gained: { shards: 0, crates: [] }, ...patch };
}

const HIDDEN = { region: 1, stage: 1, passed: false, hidden: true, gained: { shards: 0, crates: [] } };

/** Always draws 0: every stage passes and draws the first shard hint. */
const luckiest: Rng = { next: () => 0 };

describe('expedition.claimed', () => {
  it('runs Region I end to end with a seeded rng: two passes, then the claim grants everything', () => {
    // Seed 1 draws 0.137 (< chance 0.860: pass) and 0.861 (third hint, 1665),
    // then 0.588 (< chance 0.849: pass) and 0.823 (third hint, 1665).
    const c = ctx({}, 1);
    const first = expeditionSent(player(), { region: 1 }, c);
    expect(first.result).toMatchObject({ passed: true, newStage: 2, shardsGained: 1665 });
    const second = expeditionSent(first.state, { region: 1 }, c);
    expect(second.result).toMatchObject({ passed: true, newStage: 3, shardsGained: 1665, crateGained: 4 });
    expect(second.state.energy).toBe(50);

    const out = expeditionClaimed(second.state, {}, c);
    expect(out.result).toEqual({
      region: 1,
      outcome: 'completed',
      granted: { shards: 3330, crates: [4] },
      xpGranted: 25,
      cooldownTill: NOW + HOUR_MS,
    });
    expect(out.state.shards).toBe(8330);
    expect(out.state.crates).toEqual({ '0': 1, '4': 1 });
    expect(out.state.missions.expeditionXp).toBe(25);
    expect(out.state.regions['1']).toEqual({ level: 2, cooldownTill: NOW + 3_600_000 });
    expect(out.state.expedition).toEqual(HIDDEN);
    expect(out.ledger).toEqual([
      { what: 'crate:4', delta: 1, balanceAfter: 1 },
      { what: 'shards', delta: 3330, balanceAfter: 8330 },
      { what: 'xp:expeditionXp', delta: 25, balanceAfter: 25 },
    ]);
  });

  it('lets the Warlord retreat after a passed stage: gathered rewards, no level rise, no XP', () => {
    const state = player({
      expedition: run({ stage: 2, passed: true, gained: { shards: 555, crates: [] } }),
    });
    const out = expeditionClaimed(state, {}, ctx());
    expect(out.result).toEqual({
      region: 1,
      outcome: 'retreated',
      granted: { shards: 555, crates: [] },
      xpGranted: 0,
      cooldownTill: NOW + 3_600_000,
    });
    expect(out.state.shards).toBe(5555);
    expect(out.state.regions['1']!.level).toBe(1);
    expect(out.state.expedition).toEqual(HIDDEN);
    expect(out.ledger).toEqual([{ what: 'shards', delta: 555, balanceAfter: 5555 }]);
  });

  it('loses everything gathered after a failed stage, and still cools the region down', () => {
    const state = player({
      expedition: run({ stage: 2, passed: false, gained: { shards: 555, crates: [] } }),
    });
    const out = expeditionClaimed(state, {}, ctx());
    expect(out.result).toEqual({
      region: 1,
      outcome: 'failed',
      granted: { shards: 0, crates: [] },
      xpGranted: 0,
      cooldownTill: NOW + 3_600_000,
    });
    expect(out.state.shards).toBe(5000);
    expect(out.state.regions['1']).toEqual({ level: 1, cooldownTill: NOW + 3_600_000 });
    expect(out.state.expedition).toEqual(HIDDEN);
    expect(out.ledger).toEqual([]);
  });

  it('halves the cooldown in golden rush', () => {
    const state = player({ expedition: run({ stage: 2, passed: true }) });
    const rush = { goldenRush: [{ startsAt: NOW - 1, endsAt: NOW + HOUR_MS }] };
    expect(expeditionClaimed(state, {}, ctx({ world: rush })).result.cooldownTill).toBe(NOW + 1_800_000);
  });

  it('cools a five-stage region down for two and a half hours', () => {
    const state = player({
      expedition: run({ region: 10, stage: 6, passed: true, gained: { shards: 0, crates: [7] } }),
    });
    const out = expeditionClaimed(state, {}, ctx());
    expect(out.result).toMatchObject({ outcome: 'completed', cooldownTill: NOW + 9_000_000 });
    expect(out.state.regions['10']!.level).toBe(2);
  });

  it('refuses a claim when there is no expedition (no stage sent yet)', () => {
    expect(() => expeditionClaimed(player(), {}, ctx())).toThrow(
      expect.objectContaining({ status: 409, message: 'No expedition to claim' }),
    );
  });

  it('refuses a second claim of the same run', () => {
    const state = player({ expedition: run({ stage: 2, passed: true }) });
    const once = expeditionClaimed(state, {}, ctx());
    expect(() => expeditionClaimed(once.state, {}, ctx())).toThrow('No expedition to claim');
  });

  it('pays Expedition XP for three completed runs a day, not the fourth', () => {
    let state: PlayerState = player({ energy: 450 });
    const xp: number[] = [];
    for (let i = 0; i < 4; i++) {
      const c = ctx({ now: NOW + i * 2 * HOUR_MS, rng: luckiest });
      state = expeditionSent(state, { region: 1 }, c).state;
      state = expeditionSent(state, { region: 1 }, c).state;
      const out = expeditionClaimed(state, {}, c);
      xp.push(out.result.xpGranted);
      state = out.state;
    }
    expect(xp).toEqual([25, 25, 25, 0]);
    expect(state.missions.expeditionXp).toBe(75);
    // The level still rises with every completed run.
    expect(state.regions['1']!.level).toBe(5);
  });

  it('pays Expedition XP again on a new UTC day', () => {
    const state = player({
      expedition: run({ stage: 3, passed: true }),
      today: { day: utcDay(NOW - 86_400_000), counts: { '6': 3 } },
    });
    expect(expeditionClaimed(state, {}, ctx()).result.xpGranted).toBe(25);
  });

  it('grants a deterministic outcome for a seed', () => {
    const c = () => ctx({ rng: seededRng(3) });
    const sent = expeditionSent(player(), { region: 1 }, c());
    expect(expeditionClaimed(sent.state, {}, c())).toEqual(expeditionClaimed(sent.state, {}, c()));
  });
});
