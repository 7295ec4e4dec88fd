import { describe, expect, it } from 'vitest';
import { expeditionGear, nextStageIn, stageOutlook } from './expedition-stage.ts';
import { player } from '../../../tests/rules/fixtures.ts';
import { regionById } from '../catalog/regions.ts';

describe('expedition stage helpers', () => {
  it('reads weapons, energy cut, Earn percent and potions off the applied items', () => {
    const state = player({
      items: {
        '257': { level: 6, cards: 0, usagesLeft: 0 },
        '513': { level: 3, cards: 0, usagesLeft: 0 },
        '780': { level: 1, cards: 0, usagesLeft: 4 },
        '782': { level: 1, cards: 0, usagesLeft: 9 },
      },
      appliedItems: [257, 513, 780, 782],
    });
    expect(expeditionGear(state)).toEqual({
      weaponLevels: [6, 3],
      energyCut: 3,
      earnPercent: 130,
      potionIds: [780, 782],
    });
  });

  it('adds up two Earn potions (+30% each)', () => {
    const state = player({
      items: { '780': { level: 1, cards: 0, usagesLeft: 4 }, '781': { level: 1, cards: 0, usagesLeft: 8 } },
      appliedItems: [-1, -1, 780, 781],
    });
    expect(expeditionGear(state).earnPercent).toBe(160);
  });

  it('starts a region from stage 1 unless the active run is there', () => {
    const active = player({
      expedition: { region: 2, stage: 2, passed: true, hidden: false, gained: { shards: 0, crates: [] } },
    });
    expect(nextStageIn(player(), 1)).toBe(1);
    expect(nextStageIn(active, 2)).toBe(2);
    expect(nextStageIn(active, 1)).toBe(1);
  });

  it('includes weapon stats in the odds of a stage', () => {
    // A level-6 Dagger adds (0 + 12) * 2 = 24 power: 124 against 99.
    const state = player({
      items: { '257': { level: 6, cards: 0, usagesLeft: 0 } },
      appliedItems: [257, -1, -1, -1],
    });
    const outlook = stageOutlook(state, regionById(1)!, 1, false);
    expect(outlook).toMatchObject({
      level: 1,
      stage: 1,
      requirements: { power: 99, stealth: 105 },
      energy: 19,
    });
    expect(outlook.odds.power).toBeCloseTo(0.84, 10);
    expect(outlook.odds.stealth).toBeCloseTo(0.47875, 10);
  });
});
