import { describe, expect, it } from 'vitest';
import {
  battlePassFill,
  battlePassLevel,
  battlePassMedals,
  battlePassRewards,
  upcomingBattlePassRewards,
} from './battle-pass.ts';

describe('battle pass', () => {
  it('earns a medal per 100 XP and a level per 10 medals', () => {
    expect(battlePassMedals(0)).toBe(0);
    expect(battlePassMedals(99)).toBe(0);
    expect(battlePassMedals(2345)).toBe(23);
    expect(battlePassLevel(23)).toBe(2);
    expect(battlePassLevel(30)).toBe(3);
  });

  it('stops at level 50', () => {
    expect(battlePassLevel(499)).toBe(49);
    expect(battlePassLevel(500)).toBe(50);
    expect(battlePassLevel(1234)).toBe(50);
  });

  it('fills the level being earned in tenths, full once level 50 is reached', () => {
    expect(battlePassFill(23)).toBeCloseTo(0.3, 12);
    expect(battlePassFill(30)).toBe(0);
    expect(battlePassFill(499)).toBeCloseTo(0.9, 12);
    expect(battlePassFill(505)).toBe(1);
  });

  it('gives a Basic crate at level 9', () => {
    expect(battlePassRewards(9, 500)).toEqual([{ kind: 'crate', crateKind: 0, amount: 1 }]);
  });

  it('gives a Whitelist voucher at level 10 while the stock lasts', () => {
    expect(battlePassRewards(10, 1)).toEqual([{ kind: 'voucher', voucher: 'Whitelist', amount: 1 }]);
  });

  it('gives an FCFS voucher at level 10 once the Whitelist stock is out', () => {
    expect(battlePassRewards(10, 0)).toEqual([{ kind: 'voucher', voucher: 'FCFS', amount: 1 }]);
    expect(battlePassRewards(10, 0, 3)).toEqual([{ kind: 'voucher', voucher: 'FCFS', amount: 1 }]);
  });

  it('gives an Advanced crate at level 10 when both voucher stocks are out', () => {
    expect(battlePassRewards(10, 0, 0)).toEqual([{ kind: 'crate', crateKind: 1, amount: 1 }]);
  });

  it('gives 30 energy at level 11 (ceil(11/4)*10)', () => {
    expect(battlePassRewards(11, 500)).toEqual([{ kind: 'energy', amount: 30 }]);
  });

  it('gives a MintTicket at level 20', () => {
    expect(battlePassRewards(20, 500)).toEqual([{ kind: 'voucher', voucher: 'MintTicket', amount: 1 }]);
  });

  it('gives an Advanced crate at level 21', () => {
    expect(battlePassRewards(21, 500)).toEqual([{ kind: 'crate', crateKind: 1, amount: 1 }]);
  });

  it('gives a Small Earn potion up to level 10 and a Big Earn potion beyond', () => {
    expect(battlePassRewards(1, 500)).toEqual([{ kind: 'items', itemId: 780, amount: 1 }]);
    expect(battlePassRewards(7, 500)).toEqual([{ kind: 'items', itemId: 780, amount: 1 }]);
    expect(battlePassRewards(13, 500)).toEqual([{ kind: 'items', itemId: 781, amount: 1 }]);
  });

  it('caps level energy at 50', () => {
    expect(battlePassRewards(2, 500)).toEqual([{ kind: 'energy', amount: 10 }]);
    expect(battlePassRewards(17, 500)).toEqual([{ kind: 'energy', amount: 50 }]);
    expect(battlePassRewards(50, 500)).toEqual([{ kind: 'energy', amount: 50 }]);
  });

  it('lists the next ten levels from the next unclaimed one, none past 50', () => {
    const next = upcomingBattlePassRewards(3, 0);
    expect(next.map((n) => n.level)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(next[6]!.reward).toEqual([{ kind: 'voucher', voucher: 'FCFS', amount: 1 }]);
    expect(upcomingBattlePassRewards(45, 500).map((n) => n.level)).toEqual([46, 47, 48, 49, 50]);
    expect(upcomingBattlePassRewards(50, 500)).toEqual([]);
  });
});
