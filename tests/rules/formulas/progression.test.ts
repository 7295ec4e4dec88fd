import { describe, expect, it } from 'vitest';
import {
  levelFromXp,
  progressFromXp,
  rankFromLevel,
  totalXp,
  xpForLevel,
  xpForRank,
} from '../../../src/rules/formulas/progression.ts';
import { emptyMissions } from '../../../src/rules/new-player.ts';
import { MISSION_FIELDS } from '../../../src/rules/state.ts';

describe('totalXp', () => {
  it('is 0 for a new player', () => {
    expect(totalXp(emptyMissions())).toBe(0);
  });

  it('sums every XP field, craftXp and rewardXp included', () => {
    const missions = Object.fromEntries(MISSION_FIELDS.map((f, i) => [f, i + 1])) as ReturnType<
      typeof emptyMissions
    >;
    expect(MISSION_FIELDS).toHaveLength(11);
    expect(totalXp(missions)).toBe(66);
    expect(totalXp({ ...emptyMissions(), craftXp: 70, rewardXp: 30 })).toBe(100);
  });
});

describe('xpForLevel', () => {
  it.each([
    [1, 0],
    [2, 100],
    [3, 300],
    [4, 600],
    [5, 1000],
    [6, 1500],
    [11, 5500],
    [50, 122_500],
  ])('level %i is reached at %i XP', (level, xp) => {
    expect(xpForLevel(level)).toBe(xp);
  });
});

describe('levelFromXp', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [299, 2],
    [300, 3],
    [599, 3],
    [600, 4],
    [999, 4],
    [1000, 5],
    [1499, 5],
    [1500, 6],
    [5499, 10],
    [5500, 11],
    [122_499, 49],
    [122_500, 50],
  ])('%i XP is level %i', (xp, level) => {
    expect(levelFromXp(xp)).toBe(level);
  });

  it('agrees with xpForLevel at every boundary up to level 200', () => {
    for (let level = 1; level <= 200; level++) {
      expect(levelFromXp(xpForLevel(level))).toBe(level);
      if (level > 1) expect(levelFromXp(xpForLevel(level) - 1)).toBe(level - 1);
    }
  });
});

describe('rankFromLevel', () => {
  it.each([
    [1, 1],
    [5, 1],
    [6, 2],
    [10, 2],
    [11, 3],
    [40, 8],
    [41, 9],
    [46, 10],
  ])('level %i is rank %i', (level, rank) => {
    expect(rankFromLevel(level)).toBe(rank);
  });
});

describe('progressFromXp', () => {
  it.each([
    [0, { level: 1, rank: 1, points: 0, requiredPoints: 100 }],
    [99, { level: 1, rank: 1, points: 99, requiredPoints: 100 }],
    [350, { level: 3, rank: 1, points: 50, requiredPoints: 300 }],
    [1500, { level: 6, rank: 2, points: 0, requiredPoints: 600 }],
    [2000, { level: 6, rank: 2, points: 500, requiredPoints: 600 }],
  ])('%i XP gives %o', (xp, progress) => {
    expect(progressFromXp(xp)).toEqual(progress);
  });
});

describe('xpForRank', () => {
  it("is the XP of the rank's first level: rank 2 at level 6, 1,500 XP", () => {
    expect([xpForRank(1), xpForRank(2), xpForRank(3)]).toEqual([0, 1500, 5500]);
    expect(rankFromLevel(levelFromXp(xpForRank(2)))).toBe(2);
    expect(rankFromLevel(levelFromXp(xpForRank(2) - 1))).toBe(1);
  });
});
