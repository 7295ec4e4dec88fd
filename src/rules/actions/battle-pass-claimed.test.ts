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
    expect(out.result).toEqual({ level: 1, reward: [{ kind: 'items', itemId: 780, amount: 1 }] });
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
    expect(out.result.level).toBe(3);
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
