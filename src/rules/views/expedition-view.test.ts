import { describe, expect, it } from 'vitest';
import { expeditionView, expeditionViewChangesAt, isExpeditionFinished } from './expedition-view.ts';
import { NOW, player } from '../../../tests/rules/fixtures.ts';
import { HOUR_MS } from '../formulas/time.ts';
import type { ExpeditionRun } from '../state.ts';

const calm = { goldenRush: [] };
const rush = { goldenRush: [], goldenRushForced: true };

function run(patch: Partial<ExpeditionRun>): ExpeditionRun {
  return { region: 1, stage: 1, passed: false, hidden: false, gained: { shards: 0, crates: [] }, ...patch };
}

describe('expedition view', () => {
  it('shows a new player no expedition and every region from stage 1', () => {
    const view = expeditionView(player(), NOW, calm);
    expect(view.expedition).toMatchObject({
      region: 1,
      regionLevel: 1,
      stage: 1,
      passed: false,
      hidden: true,
      finished: false,
      gainedRewards: { shards: 0, crates: [] },
    });
    expect(view.regions).toHaveLength(10);
    expect(view.regions[0]).toEqual({
      id: 1,
      level: 1,
      maxStage: 2,
      name: 'Region I',
      rankRequired: 1,
      cooldownTill: null,
      locked: false,
      // Power 100 vs 99 and stealth 100 vs 105: sqrt(1 - 0.49915 * 0.52125).
      chance: expect.closeTo(0.86012677118, 10),
      stageInfo: {
        stage: 1,
        complexity: 96,
        energyRequired: 15,
        rewardLeft: { shards: 1850, crates: 1 },
        // Yield 100, no Earn potion, no rush: a passed stage adds what it draws.
        shardRP: { values: [555, 1110, 1665, 2220], gained: [555, 1110, 1665, 2220] },
        stages: [
          { stage: 1, power: 99, stealth: 105, chance: expect.closeTo(0.86012677118, 10) },
          // Stage 2 asks 3 more of each: power 100 vs 102, stealth 100 vs 108.
          { stage: 2, power: 102, stealth: 108, chance: expect.closeTo(0.849067, 5) },
        ],
      },
    });
  });

  it("gives each region its own chances: its requirements against the Warlord's power and stealth", () => {
    const view = expeditionView(player(), NOW, calm);
    const first = view.regions.map((r) => r.stageInfo.stages[0]!);
    // Requirements grow with the region's level offset: Region X asks far more than Region I.
    expect(first[9]).toMatchObject({ power: 277, stealth: 277 });
    // Far below the requirement (by 20 or more) each stat's part bottoms out at 0.16: sqrt(1 - 0.84^2).
    expect(view.regions[9]!.chance).toBeCloseTo(Math.sqrt(1 - 0.84 ** 2), 10);
    expect(view.regions[0]!.chance).toBeGreaterThan(view.regions[9]!.chance + 0.3);
    // The region's chance is its next stage's, and later stages are never easier.
    for (const r of view.regions) {
      expect(r.chance).toBe(r.stageInfo.stages[0]!.chance);
      expect(r.stageInfo.stages).toHaveLength(r.maxStage);
      const chances = r.stageInfo.stages.map((s) => s.chance);
      expect([...chances].sort((a, b) => b - a)).toEqual(chances);
    }
  });

  it('raises the chances with an applied weapon, and more with a potion of its element', () => {
    const bare = expeditionView(player(), NOW, calm).regions[4]!;
    // Hellfire Axe (Epic melee, Fire) at level 5: (2*2 + 2*5)*2 = 28 power.
    const items = { 265: { level: 5, cards: 0, usagesLeft: 0 }, 776: { level: 1, cards: 0, usagesLeft: 12 } };
    const armed = expeditionView(player({ items, appliedItems: [265, -1, -1, -1] }), NOW, calm).regions[4]!;
    const brewed = expeditionView(player({ items, appliedItems: [265, -1, 776, -1] }), NOW, calm).regions[4]!;
    expect(armed.chance).toBeGreaterThan(bare.chance);
    expect(brewed.chance).toBeGreaterThan(armed.chance);
  });

  it('locks the regions above the Warlord rank', () => {
    const view = expeditionView(player(), NOW, calm);
    expect(view.regions.map((r) => r.locked)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('lists the requirements of the next stage of every region', () => {
    const view = expeditionView(player(), NOW, calm);
    expect(view.expedition.complexities).toHaveLength(10);
    expect(view.expedition.complexities[0]).toEqual({ regionId: 1, power: 99, stealth: 105 });
    // Region X at level 1: L = 87, complexity 268, power bias 3, stealth bias 3.
    expect(view.expedition.complexities[9]).toEqual({ regionId: 10, power: 277, stealth: 277 });
    expect(view.regions[9]!.stageInfo.complexity).toBe(268);
  });

  it('follows the active run in its region', () => {
    const state = player({
      expedition: run({ stage: 2, passed: true, gained: { shards: 555, crates: [] } }),
    });
    const view = expeditionView(state, NOW, calm);
    expect(view.expedition).toMatchObject({ hidden: false, finished: false, stage: 2 });
    expect(view.expedition.gainedRewards).toEqual({ shards: 555, crates: [] });
    expect(view.regions[0]!.stageInfo).toMatchObject({ stage: 2, rewardLeft: { shards: 925, crates: 1 } });
    expect(view.expedition.complexities[0]).toEqual({ regionId: 1, power: 102, stealth: 108 });
    expect(view.regions[1]!.stageInfo.stage).toBe(1);
  });

  it('shows a completed run as finished, with nothing left to win', () => {
    const state = player({
      expedition: run({ stage: 3, passed: true, gained: { shards: 2775, crates: [4] } }),
    });
    const view = expeditionView(state, NOW, calm);
    expect(view.expedition).toMatchObject({ finished: true, gainedRewards: { shards: 2775, crates: [4] } });
    expect(view.regions[0]!.stageInfo).toMatchObject({ stage: 3, rewardLeft: { shards: 0, crates: 0 } });
    // Past the last stage the requirements stay those of the last stage.
    expect(view.expedition.complexities[0]).toEqual({ regionId: 1, power: 102, stealth: 108 });
  });

  it('gives the cooldown end as an ISO time while it lasts, else null', () => {
    const regions = { ...player().regions, '1': { level: 2, cooldownTill: NOW + HOUR_MS } };
    const state = player({ regions });
    expect(expeditionView(state, NOW, calm).regions[0]).toMatchObject({
      level: 2,
      cooldownTill: '2026-01-10T13:00:00.000Z',
    });
    expect(expeditionView(state, NOW + HOUR_MS, calm).regions[0]!.cooldownTill).toBeNull();
  });

  it('shows golden rush odds and energy', () => {
    const region = expeditionView(player(), NOW, rush).regions[0]!;
    expect(region.chance).toBe(0.99);
    expect(region.stageInfo.energyRequired).toBe(10);
  });

  it('shows what each shard hint adds to the run: Earn potion and golden rush, as the send adds them', () => {
    const state = player({
      items: { '780': { level: 1, cards: 0, usagesLeft: 18 } },
      appliedItems: [-1, -1, 780, -1],
    });
    // ceil(555 * 100 * 130 / 10^4) = 722; with golden rush's 125% too, ceil(901.875) = 902.
    expect(expeditionView(state, NOW, calm).regions[0]!.stageInfo.shardRP).toEqual({
      values: [555, 1110, 1665, 2220],
      gained: [722, 1443, 2165, 2886],
    });
    expect(expeditionView(state, NOW, rush).regions[0]!.stageInfo.shardRP.gained[0]).toBe(902);
  });

  it('counts applied weapons and energy potions in the energy a stage needs', () => {
    const state = player({
      items: { '257': { level: 6, cards: 0, usagesLeft: 0 }, '783': { level: 1, cards: 0, usagesLeft: 18 } },
      appliedItems: [257, -1, 783, -1],
    });
    expect(expeditionView(state, NOW, calm).regions[0]!.stageInfo.energyRequired).toBe(14);
  });
});

describe('expeditionViewChangesAt', () => {
  const cooling = {
    ...player().regions,
    '1': { level: 2, cooldownTill: NOW + 2 * HOUR_MS },
    '3': { level: 1, cooldownTill: NOW + HOUR_MS },
    '4': { level: 1, cooldownTill: NOW - 1 },
  };
  const state = player({ regions: cooling });

  it('is the end of the nearest cooldown still running, and the view holds until then', () => {
    expect(expeditionViewChangesAt(state, NOW)).toBe(NOW + HOUR_MS);
    expect(expeditionView(state, NOW + HOUR_MS - 1, calm)).toEqual(expeditionView(state, NOW, calm));
    expect(expeditionView(state, NOW + HOUR_MS, calm)).not.toEqual(expeditionView(state, NOW, calm));
  });

  it('moves on to the next cooldown once one has ended', () => {
    expect(expeditionViewChangesAt(state, NOW + HOUR_MS)).toBe(NOW + 2 * HOUR_MS);
  });

  it('is Infinity when no cooldown runs', () => {
    expect(expeditionViewChangesAt(state, NOW + 2 * HOUR_MS)).toBe(Infinity);
    expect(expeditionViewChangesAt(player(), NOW)).toBe(Infinity);
  });
});

describe('isExpeditionFinished', () => {
  it('is false with no active run', () => {
    expect(isExpeditionFinished(run({ hidden: true }), 2)).toBe(false);
  });
  it('is false after a passed stage that is not the last', () => {
    expect(isExpeditionFinished(run({ stage: 2, passed: true }), 2)).toBe(false);
  });
  it('is true past the last stage', () => {
    expect(isExpeditionFinished(run({ stage: 3, passed: true }), 2)).toBe(true);
  });
  it('is true after a failed stage', () => {
    expect(isExpeditionFinished(run({ stage: 1, passed: false }), 2)).toBe(true);
  });
});
