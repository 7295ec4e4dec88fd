import { describe, expect, it } from 'vitest';
import { crateBought } from './crate-bought.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';

describe('crate.bought', () => {
  it('buys a Basic crate for 4,000 shards', () => {
    const out = crateBought(player({ shards: 5000 }), { kind: 0, currency: 'shards', count: 1 }, ctx());
    expect(out.state.shards).toBe(1000);
    expect(out.state.crates['0']).toBe(2);
    expect(out.result).toEqual({ kind: 0, count: 1, paid: { currency: 'shards', amount: 4000 } });
    expect(out.ledger).toEqual([
      { what: 'crate:0', delta: 1, balanceAfter: 2 },
      { what: 'shards', delta: -4000, balanceAfter: 1000 },
    ]);
  });

  it('buys three Epic crates for 180 TWC (the shards price / 1000)', () => {
    const out = crateBought(player({ TWC: 200 }), { kind: 2, currency: 'TWC', count: 3 }, ctx());
    expect(out.state.TWC).toBe(20);
    expect(out.state.crates['2']).toBe(3);
    expect(out.result.paid).toEqual({ currency: 'TWC', amount: 180 });
  });

  it('refuses when the shards do not cover the price times the count', () => {
    expect(() =>
      crateBought(player({ shards: 1200 }), { kind: 0, currency: 'shards', count: 1 }, ctx()),
    ).toThrow('Not enough shards: 4000 needed, 1200 held');
    expect(() =>
      crateBought(player({ shards: 7999 }), { kind: 0, currency: 'shards', count: 2 }, ctx()),
    ).toThrow(expect.objectContaining({ message: 'Not enough shards: 8000 needed, 7999 held', status: 409 }));
  });

  it('refuses when the TWC do not cover the price', () => {
    expect(() => crateBought(player({ TWC: 11 }), { kind: 1, currency: 'TWC', count: 1 }, ctx())).toThrow(
      'Not enough TWC: 12 needed, 11 held',
    );
  });

  it.each([0, 11, 1.5, -1])('refuses a count of %s with 400', (count) => {
    expect(() => crateBought(player(), { kind: 0, currency: 'shards', count }, ctx())).toThrow(
      expect.objectContaining({ message: 'You can buy 1 to 10 crates at a time', status: 400 }),
    );
  });

  it.each([-1, 11, 2.5])('refuses an unknown crate kind %s with 400', (kind) => {
    expect(() => crateBought(player(), { kind, currency: 'shards', count: 1 }, ctx())).toThrow(
      expect.objectContaining({ message: `Unknown crate kind ${kind}`, status: 404 }),
    );
  });

  it('refuses a currency other than shards or TWC with 400', () => {
    const action = { kind: 0, currency: 'gold' as 'shards', count: 1 };
    expect(() => crateBought(player(), action, ctx())).toThrow(
      expect.objectContaining({ message: 'Pay with shards or TWC', status: 400 }),
    );
  });
});
