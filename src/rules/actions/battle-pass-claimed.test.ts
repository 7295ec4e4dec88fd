import { describe, expect, it } from 'vitest';
import { battlePassClaimed } from './battle-pass-claimed.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';
import { emptyMissions } from '../new-player.ts';
import type { PlayerState } from '../state.ts';

/** A player with `xp` XP (as engage XP) and `claimed` levels claimed. */
const withXp = (xp: number, claimed: number): PlayerState =>
  player({ missions: { ...emptyMissions(), engageXp: xp }, battlePassLevelClaimed: claimed });
const stock = (Whitelist: number, FCFS = 1000) =>
  ctx({ world: { goldenRush: [], voucherStock: { Whitelist, FCFS } } });

describe('battlePass.claimed', () => {
  it('claims level 1 at 10 medals and grants a Small Earn potion', () => {
    const out = battlePassClaimed(withXp(1000, 0), {}, stock(500));
    expect(out.result).toEqual({ levels: [1, 1], reward: [{ kind: 'items', itemId: 780, amount: 1 }] });
    expect(out.state.battlePassLevelClaimed).toBe(1);
    expect(out.state.items['780']!.usagesLeft).toBe(4);
    expect(out.events).toEqual([]);
  });

  it('grants a Whitelist voucher at level 10 and tells the world to take one from the stock', () => {
    const out = battlePassClaimed(withXp(10_000, 9), {}, stock(1));
    expect(out.result.reward).toEqual([{ kind: 'voucher', voucher: 'Whitelist', amount: 1 }]);
    expect(out.state.vouchers.Whitelist).toBe(1);
    expect(out.events).toEqual([{ type: 'voucher.stock.used', voucher: 'Whitelist' }]);
    expect(out.ledger).toContainEqual({ what: 'voucher:Whitelist', delta: 1, balanceAfter: 1 });
  });

  it('grants an FCFS voucher at level 10 once the Whitelist stock is out', () => {
    const out = battlePassClaimed(withXp(10_000, 9), {}, stock(0));
    expect(out.result.reward).toEqual([{ kind: 'voucher', voucher: 'FCFS', amount: 1 }]);
    expect(out.events).toEqual([{ type: 'voucher.stock.used', voucher: 'FCFS' }]);
  });

  it('takes a world without a stock as having none left', () => {
    const out = battlePassClaimed(withXp(10_000, 9), {}, ctx());
    expect(out.result.reward).toEqual([{ kind: 'crate', crateKind: 1, amount: 1 }]);
    expect(out.events).toEqual([]);
  });

  it('grants a MintTicket at level 20 without touching the stock', () => {
    const out = battlePassClaimed(withXp(20_000, 19), {}, stock(500));
    expect(out.result.reward).toEqual([{ kind: 'voucher', voucher: 'MintTicket', amount: 1 }]);
    expect(out.state.vouchers.MintTicket).toBe(1);
    expect(out.events).toEqual([]);
  });

  it('claims one level at a time, the next unclaimed one', () => {
    const out = battlePassClaimed(withXp(5_000, 2), {}, stock(500));
    expect(out.result.levels).toEqual([3, 3]);
    expect(out.state.crates['0']).toBe(2);
  });

  it('refuses a level not reached yet', () => {
    expect(() => battlePassClaimed(withXp(2_099, 2), {}, stock(500))).toThrow(
      expect.objectContaining({ message: 'Level 3 is not reached yet: 20 of 30 medals', status: 409 }),
    );
  });

  it('refuses once all 50 levels are claimed', () => {
    expect(() => battlePassClaimed(withXp(1_000_000, 50), {}, stock(500))).toThrow(
      expect.objectContaining({ message: 'All 50 battle pass levels are claimed', status: 409 }),
    );
  });
});

describe('battlePass.claimed with a count', () => {
  it('claims 3 of 3 reached levels in one action, every level granted as alone, one ledger', () => {
    const out = battlePassClaimed(withXp(3_000, 0), { count: 3 }, stock(500));
    expect(out.result).toEqual({
      levels: [1, 3],
      reward: [
        { kind: 'items', itemId: 780, amount: 1 },
        { kind: 'energy', amount: 10 },
        { kind: 'crate', crateKind: 0, amount: 1 },
      ],
    });
    expect(out.state.battlePassLevelClaimed).toBe(3);
    expect(out.ledger).toEqual([
      { what: 'crate:0', delta: 1, balanceAfter: 2 },
      { what: 'energy', delta: 10, balanceAfter: 90 },
      { what: 'item:780:level', delta: 1, balanceAfter: 1 },
      { what: 'item:780:usages', delta: 4, balanceAfter: 4 },
    ]);
    expect(out.events).toEqual([]);
  });

  it('claims the levels reached when the count asks for more, and says which', () => {
    const out = battlePassClaimed(withXp(5_000, 2), { count: 50 }, stock(500));
    expect(out.result.levels).toEqual([3, 5]);
    expect(out.result.reward).toEqual([
      { kind: 'crate', crateKind: 0, amount: 1 },
      { kind: 'items', itemId: 780, amount: 1 },
      { kind: 'energy', amount: 20 },
    ]);
    expect(out.state.battlePassLevelClaimed).toBe(5);
  });

  it("grants level 10's stocked voucher inside a claim of levels 8 to 12, taking one from the stock", () => {
    const out = battlePassClaimed(withXp(12_000, 7), { count: 5 }, stock(1));
    expect(out.result.levels).toEqual([8, 12]);
    expect(out.result.reward).toEqual([
      { kind: 'energy', amount: 20 },
      { kind: 'crate', crateKind: 0, amount: 1 },
      { kind: 'voucher', voucher: 'Whitelist', amount: 1 },
      { kind: 'energy', amount: 30 },
      { kind: 'crate', crateKind: 1, amount: 1 },
    ]);
    expect(out.events).toEqual([{ type: 'voucher.stock.used', voucher: 'Whitelist' }]);
    expect(out.ledger).toContainEqual({ what: 'voucher:Whitelist', delta: 1, balanceAfter: 1 });
    // The Whitelist stock out: the same claim gives FCFS; both out, an Advanced crate and no event.
    const fcfs = battlePassClaimed(withXp(12_000, 7), { count: 5 }, stock(0, 1));
    expect(fcfs.result.reward[2]).toEqual({ kind: 'voucher', voucher: 'FCFS', amount: 1 });
    expect(fcfs.events).toEqual([{ type: 'voucher.stock.used', voucher: 'FCFS' }]);
    const none = battlePassClaimed(withXp(12_000, 7), { count: 5 }, stock(0, 0));
    expect(none.result.reward[2]).toEqual({ kind: 'crate', crateKind: 1, amount: 1 });
    expect(none.events).toEqual([]);
  });

  it('grants all 50 levels at once exactly as 50 claims one after another would', () => {
    const all = battlePassClaimed(withXp(50_000, 0), { count: 50 }, stock(500));
    let state = withXp(50_000, 0);
    const reward = [];
    const events = [];
    for (let level = 1; level <= 50; level++) {
      const one = battlePassClaimed(state, {}, stock(500));
      state = one.state;
      reward.push(...one.result.reward);
      events.push(...one.events);
    }
    expect(all.result).toEqual({ levels: [1, 50], reward });
    expect(all.state).toEqual(state);
    expect(all.events).toEqual(events);
    expect(all.result.reward).toHaveLength(50);
  });

  it('refuses a claim whose first level is not reached, whatever the count', () => {
    expect(() => battlePassClaimed(withXp(2_099, 2), { count: 5 }, stock(500))).toThrow(
      expect.objectContaining({ message: 'Level 3 is not reached yet: 20 of 30 medals', status: 409 }),
    );
  });

  it('refuses a count once all 50 levels are claimed', () => {
    expect(() => battlePassClaimed(withXp(1_000_000, 50), { count: 3 }, stock(500))).toThrow(
      expect.objectContaining({ message: 'All 50 battle pass levels are claimed', status: 409 }),
    );
  });

  it('refuses a count below one or not whole', () => {
    for (const count of [0, -1, 1.5]) {
      expect(() => battlePassClaimed(withXp(3_000, 0), { count }, stock(500))).toThrow(
        expect.objectContaining({ message: 'Claim 1 level or more', status: 400 }),
      );
    }
  });
});
