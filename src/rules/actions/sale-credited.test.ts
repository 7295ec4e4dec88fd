import { describe, expect, it } from 'vitest';
import { saleCredited } from './sale-credited.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';

describe('sale.credited', () => {
  it('credits the gross minus a 5% fee, and shows the sale and the fee as two ledger rows', () => {
    const out = saleCredited(player({ shards: 100 }), { gross: 3000 }, ctx());
    expect(out.result).toEqual({ net: 2850, fee: 150 });
    expect(out.state.shards).toBe(2950);
    expect(out.ledger).toEqual([
      { what: 'shards', delta: 3000, balanceAfter: 3100 },
      { what: 'shards', delta: -150, balanceAfter: 2950, note: 'market.fee' },
    ]);
  });

  it('rounds the fee up', () => {
    // 5% of 1,981 is 99.05: the fee is 100, the seller gets 1,881.
    expect(saleCredited(player({ shards: 0 }), { gross: 1981 }, ctx()).result).toEqual({
      net: 1881,
      fee: 100,
    });
  });

  it('charges at least 1 shard on the smallest sale', () => {
    const out = saleCredited(player({ shards: 0 }), { gross: 1 }, ctx());
    expect(out.result).toEqual({ net: 0, fee: 1 });
    expect(out.ledger).toEqual([
      { what: 'shards', delta: 1, balanceAfter: 1 },
      { what: 'shards', delta: -1, balanceAfter: 0, note: 'market.fee' },
    ]);
  });

  it('never charges a purchase split into single units less than the whole one', () => {
    // 19 units at 19: whole, 5% of 361 is 18.05 -> 19; one by one, 19 x ceil(0.95) = 19.
    const whole = saleCredited(player({ shards: 0 }), { gross: 361 }, ctx()).result.fee;
    const split = 19 * saleCredited(player({ shards: 0 }), { gross: 19 }, ctx()).result.fee;
    expect(whole).toBe(19);
    expect(split).toBe(19);
    for (const price of [1, 7, 19, 20, 21, 39, 333]) {
      for (const units of [2, 3, 10]) {
        const once = saleCredited(player(), { gross: price * units }, ctx()).result.fee;
        const each = units * saleCredited(player(), { gross: price }, ctx()).result.fee;
        expect(each).toBeGreaterThanOrEqual(once);
      }
    }
  });

  it.each([0, -5, 2.5])('refuses a gross of %s with 400', (gross) => {
    expect(() => saleCredited(player(), { gross }, ctx())).toThrow(
      expect.objectContaining({ message: 'A sale is a whole number of 1 shard or more', status: 400 }),
    );
  });
});
