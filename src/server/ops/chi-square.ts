/**
 * Pearson's chi-square goodness-of-fit test, small enough to read: the statistic, its degrees of
 * freedom and its p-value from the chi-square distribution's upper tail (the regularized upper
 * incomplete gamma function, computed as in Numerical Recipes: a series below a + 1, a continued
 * fraction above).
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients: about 15 significant digits). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lnGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPS = 1e-15;
const TINY = 1e-300;

/** P(a, x), the regularized lower incomplete gamma function, by its series (x < a + 1). */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < 1000; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** Q(a, x) = 1 - P(a, x), by its continued fraction (x >= a + 1), modified Lentz. */
function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** Q(a, x): the regularized upper incomplete gamma function. */
export function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** The chi-square distribution's CDF: the chance that a draw with `df` degrees of freedom is <= x. */
export function chiSquareCdf(x: number, df: number): number {
  return 1 - upperGamma(df / 2, x / 2);
}

/** The chance of a statistic at least x under the hypothesis (the test's p-value). */
export function chiSquarePValue(x: number, df: number): number {
  return upperGamma(df / 2, x / 2);
}

export interface ChiSquareTest {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
  /** The categories as tested, after pooling: the indexes of the original ones in each. */
  groups: number[][];
}

/** The smallest expected count a category may have in the test; smaller ones are pooled. */
export const MIN_EXPECTED = 5;

/**
 * Pearson's test of `observed` counts against `probabilities` (summing to 1). Categories expected
 * fewer than 5 times are pooled, smallest first, into one category until it reaches 5 (a pool still
 * short at the end joins the smallest category left). Null when fewer than two categories remain
 * (nothing to test) or nothing was observed.
 */
export function chiSquareTest(
  observed: readonly number[],
  probabilities: readonly number[],
): ChiSquareTest | null {
  const n = observed.reduce((s, o) => s + o, 0);
  if (n === 0) return null;
  const expected = probabilities.map((p) => p * n);
  const order = expected.map((_, i) => i).sort((a, b) => expected[a]! - expected[b]! || a - b);
  const groups: number[][] = [];
  let pool: number[] = [];
  let poolExpected = 0;
  for (const i of order) {
    if (expected[i]! >= MIN_EXPECTED && pool.length === 0) groups.push([i]);
    else {
      pool.push(i);
      poolExpected += expected[i]!;
      if (poolExpected >= MIN_EXPECTED) {
        groups.push(pool);
        pool = [];
        poolExpected = 0;
      }
    }
  }
  if (pool.length > 0) {
    if (groups.length === 0) groups.push(pool);
    else groups[0] = [...groups[0]!, ...pool];
  }
  if (groups.length < 2) return null;
  let statistic = 0;
  for (const g of groups) {
    const o = g.reduce((s, i) => s + observed[i]!, 0);
    const e = g.reduce((s, i) => s + expected[i]!, 0);
    statistic += ((o - e) * (o - e)) / e;
  }
  const degreesOfFreedom = groups.length - 1;
  return { statistic, degreesOfFreedom, pValue: chiSquarePValue(statistic, degreesOfFreedom), groups };
}
