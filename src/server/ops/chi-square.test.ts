import { describe, expect, it } from 'vitest';
import { chiSquareCdf, chiSquarePValue, chiSquareTest, lnGamma } from './chi-square.ts';

describe('ln Γ', () => {
  it('matches factorials and Γ(1/2) = √π', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGamma(11)).toBeCloseTo(Math.log(3_628_800), 10);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });
});

describe('chi-square distribution', () => {
  // Critical values of the published tables (e.g. NIST/SEMATECH e-Handbook 1.3.6.7.4).
  it.each([
    [3.841459, 1, 0.05],
    [6.634897, 1, 0.01],
    [5.991465, 2, 0.05],
    [11.070498, 5, 0.05],
    [15.086272, 5, 0.01],
    [18.307038, 10, 0.05],
    [43.772972, 30, 0.05],
    [124.342113, 100, 0.05],
  ])('leaves %f with %i degrees of freedom a tail of %f', (x, df, p) => {
    expect(chiSquarePValue(x, df)).toBeCloseTo(p, 6);
    expect(chiSquareCdf(x, df)).toBeCloseTo(1 - p, 6);
  });

  it('is exp(-x/2) for two degrees of freedom and 1 - erf for one', () => {
    for (const x of [0.1, 1, 4, 9, 30]) expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
    // df = 1: P(X <= 1) = P(|Z| <= 1) = 0.682689492137.
    expect(chiSquareCdf(1, 1)).toBeCloseTo(0.682689492137, 10);
    expect(chiSquareCdf(0, 3)).toBe(0);
  });
});

describe("Pearson's test", () => {
  it('computes the statistic of a fair die (textbook: 60 throws)', () => {
    // Observed 5, 8, 9, 8, 10, 20 against 10 each: sum (o - e)^2 / e = 13.4, df 5, p = 0.0199.
    const test = chiSquareTest([5, 8, 9, 8, 10, 20], Array(6).fill(1 / 6))!;
    expect(test.statistic).toBeCloseTo(13.4, 10);
    expect(test.degreesOfFreedom).toBe(5);
    expect(test.pValue).toBeCloseTo(0.019905, 5);
  });

  it('pools categories expected fewer than 5 times', () => {
    // n = 100: expected 50, 40, 6, 3, 1 -> the 3 and 1 are pooled with the 6 (3 + 1 < 5, then + 6).
    const test = chiSquareTest([52, 38, 4, 5, 1], [0.5, 0.4, 0.06, 0.03, 0.01])!;
    expect(test.groups).toEqual([[4, 3, 2], [1], [0]]);
    expect(test.degreesOfFreedom).toBe(2);
    const expected = (52 - 50) ** 2 / 50 + (38 - 40) ** 2 / 40 + (10 - 10) ** 2 / 10;
    expect(test.statistic).toBeCloseTo(expected, 12);
    expect(test.pValue).toBeCloseTo(Math.exp(-expected / 2), 12);
  });

  it('has nothing to test without observations or with one category left', () => {
    expect(chiSquareTest([0, 0], [0.5, 0.5])).toBeNull();
    expect(chiSquareTest([3, 1], [0.5, 0.5])).toBeNull();
  });
});
