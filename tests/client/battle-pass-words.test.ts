import { describe, expect, it } from 'vitest';
import {
  battlePassFill,
  battlePassLevel,
  battlePassMedals,
  battlePassRewards,
} from '../../src/rules/formulas/battle-pass.ts';
import {
  laterLevelsLine,
  nextLevelLine,
  nextLevelShare,
  shownLevelsLine,
} from '../../src/client/screens/missions/battle-pass-words.ts';

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

  it('agrees with the bar: the bar is filled by the medals the line says, of those it needs', () => {
    for (const xp of [0, 999, 1_000, 1_150, 3_000, 12_340, 49_999]) {
      const { medals, level } = pass(xp);
      const [have, need] = nextLevelLine(medals, level)
        .match(/^([\d,]+) of ([\d,]+)/)!
        .slice(1)
        .map((n) => Number(n.replace(',', '')));
      expect(have).toBe(medals);
      expect(need).toBe((level + 1) * 10);
      expect(nextLevelShare(medals, level)).toBeCloseTo(have! / need!);
    }
  });

  it('fills the bar three quarters at 30 of 40 medals, not empty (review r30)', () => {
    const { medals, level, fill } = pass(3_000);
    expect(nextLevelLine(medals, level)).toMatch(/^30 of 40 medals for level 4\./);
    expect(fill).toBe(0);
    expect(nextLevelShare(medals, level)).toBe(0.75);
    expect(nextLevelShare(500, 50)).toBe(1);
  });

  it('says so once all 50 levels are reached', () => {
    const { medals, level } = pass(60_000);
    expect(nextLevelLine(medals, level)).toBe(
      'All 50 levels reached. 10 medals a level, one medal per 100 XP.',
    );
  });
});

describe('the levels the battle pass lists, and those past the list', () => {
  it('names the levels shown as the next to claim', () => {
    expect(shownLevelsLine([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe('Levels 1 to 10, the next to claim:');
    expect(shownLevelsLine([50])).toBe('Level 50, the next to claim:');
    expect(shownLevelsLine([])).toBe('All 50 levels claimed.');
  });

  it('says what levels 11 to 50 give when the list shows 1 to 10 (the review saw "Level 50 of 50")', () => {
    expect(laterLevelsLine(10)).toBe(
      'Levels 11 to 50 show here as you claim: energy (up to 50), an Advanced crate or a Big Earn Potion each, and a Presale Pass at level 20.',
    );
  });

  it('agrees with the rules for every level it speaks of', () => {
    for (let level = 11; level <= 50; level++) {
      const [r] = battlePassRewards(level, 1);
      if (level === 20) expect(r).toEqual({ kind: 'voucher', voucher: 'MintTicket', amount: 1 });
      else expect(['items', 'energy', 'crate']).toContain(r!.kind);
      if (r!.kind === 'energy') expect(r!.amount).toBeLessThanOrEqual(50);
    }
    expect(laterLevelsLine(25)).toBe(
      'Levels 26 to 50 show here as you claim: energy (up to 50), an Advanced crate or a Big Earn Potion each.',
    );
  });

  it('says nothing past the list once it reaches level 50', () => {
    expect(laterLevelsLine(50)).toBeNull();
    expect(laterLevelsLine(49)).toBe(
      'Level 50 shows here once you claim the levels before it: energy (up to 50).',
    );
  });
});
