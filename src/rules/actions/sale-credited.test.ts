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

  it('rounds the fee down', () => {
    // 5% of 1,999 is 99.95: the fee is 99, the seller gets 1,900.
    expect(saleCredited(player({ shards: 0 }), { gross: 1999 }, ctx()).result).toEqual({
      net: 1900,
      fee: 99,
    });
  });

  it('writes no fee row when the fee rounds to zero', () => {
    const out = saleCredited(player({ shards: 0 }), { gross: 19 }, ctx());
    expect(out.result).toEqual({ net: 19, fee: 0 });
    expect(out.ledger).toEqual([{ what: 'shards', delta: 19, balanceAfter: 19 }]);
  });

  it.each([0, -5, 2.5])('refuses a gross of %s with 400', (gross) => {
    expect(() => saleCredited(player(), { gross }, ctx())).toThrow(
      expect.objectContaining({ message: 'A sale is a whole number of 1 shard or more', status: 400 }),
    );
  });
});
