import { describe, expect, it } from 'vitest';
import { battlePassFill, battlePassLevel, battlePassMedals } from '../../src/rules/formulas/battle-pass.ts';
import { nextLevelLine } from '../../src/client/screens/missions/battle-pass-words.ts';

/** The battle pass's figures for a total XP, as the missions view gives them. */
const pass = (xp: number) => {
  const medals = battlePassMedals(xp);
  return { medals, level: battlePassLevel(medals), fill: battlePassFill(medals) };
};

describe("the battle pass's words", () => {
  it('counts the medals as the head does: 11 medals are 11 of 20 for level 2', () => {
    const { medals, level } = pass(1_150);
    expect([medals, level]).toEqual([11, 1]);
    expect(nextLevelLine(medals, level)).toBe(
      '11 of 20 medals for level 2. 10 medals a level, one medal per 100 XP.',
    );
  });

  it('agrees with the bar: the medals past the level reached, out of 10', () => {
    for (const xp of [0, 999, 1_000, 1_150, 12_340, 49_999]) {
      const { medals, level, fill } = pass(xp);
      const [have, need] = nextLevelLine(medals, level)
        .match(/^([\d,]+) of ([\d,]+)/)!
        .slice(1)
        .map((n) => Number(n.replace(',', '')));
      expect(have).toBe(medals);
      expect(need).toBe((level + 1) * 10);
      expect((have! - level * 10) / 10).toBeCloseTo(fill);
    }
  });

  it('says so once all 50 levels are reached', () => {
    const { medals, level } = pass(60_000);
    expect(nextLevelLine(medals, level)).toBe(
      'All 50 levels reached. 10 medals a level, one medal per 100 XP.',
    );
  });
});
