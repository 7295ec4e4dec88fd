import { describe, expect, it } from 'vitest';
import {
  burstFlags,
  cheapBuyFlags,
  incomeFlags,
  quantile,
  referralChainFlags,
  xpBand,
} from '../../src/server/ops/anomaly-rules.ts';

describe('anomaly rules', () => {
  it('computes quantiles by interpolation', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([5], 0.999)).toBe(5);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('puts total XP into bands by power of ten', () => {
    expect([0, 999, 1000, 9999, 10_000, 250_000].map(xpBand)).toEqual([0, 0, 1, 1, 2, 3]);
  });

  it('flags an income over 10x the median of its band, not one of another band', () => {
    const rows = [100, 120, 90, 110].map((income, i) => ({
      playerId: `p${i}`,
      day: '2026-01-10',
      income,
      band: 0,
    }));
    rows.push({ playerId: 'rich', day: '2026-01-10', income: 1200, band: 0 });
    rows.push({ playerId: 'veteran', day: '2026-01-10', income: 1200, band: 3 });
    expect(incomeFlags(rows).map((f) => [f.playerId, f.why])).toEqual([
      ['rich', "1200 shards, over 10x the band's median 110"],
    ]);
  });

  it('flags sign-ups in a burst', () => {
    const quiet = Array.from({ length: 6 }, (_, i) => ({ playerId: `q${i}`, at: i * 3_600_000 }));
    const burst = Array.from({ length: 12 }, (_, i) => ({
      playerId: `b${i}`,
      at: 50 * 3_600_000 + i * 1000,
    }));
    const flags = burstFlags([...quiet, ...burst]);
    expect(flags.map((f) => f.playerId)).toEqual(burst.map((b) => b.playerId));
    expect(flags[0]!.why).toBe('one of 12 sign-ups in the 10 minutes from 1970-01-03T02:00:00.000Z');
  });

  it('flags the end of a referral chain of 5 links', () => {
    const referrers = new Map([
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
    ]);
    expect(referralChainFlags(referrers).map((f) => [f.playerId, f.why])).toEqual([
      ['f', 'referred through a chain of 5 players'],
    ]);
  });

  it('flags a buyer of 3 listings far under the median from one seller', () => {
    const fair = Array.from({ length: 6 }, (_, i) => ({
      buyerId: `x${i}`,
      sellerId: 's',
      good: 'crate:0',
      price: 300,
    }));
    const cheap = Array.from({ length: 3 }, () => ({
      buyerId: 'mule',
      sellerId: 'farm',
      good: 'crate:0',
      price: 10,
    }));
    expect(cheapBuyFlags([...fair, ...cheap])).toEqual([
      {
        kind: 'cheap-buys',
        playerId: 'mule',
        why: 'bought 3 listings of farm at under a third of the median price',
      },
    ]);
  });
});
