/** Whole numbers with thousands separators, as players read balances. */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 3 });

/**
 * A balance where room is short (the HUD): as `formatNumber` below 100,000, then three figures and
 * a letter: 505K, 1.23M. The full figure stays in the element's title and accessible name.
 */
export function formatCompact(n: number): string {
  return Math.abs(n) < 100_000 ? formatNumber(n) : COMPACT.format(n);
}

/** A 0..1 chance as a whole percentage. */
export function formatPercent(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

/** Roman numerals of the regions and battle pass tiers (1-20 are enough). */
export function roman(n: number): string {
  const table: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  let rest = n;
  for (const [v, s] of table) {
    while (rest >= v) {
      out += s;
      rest -= v;
    }
  }
  return out;
}

/** "a Basic", "an Advanced", "an Epic": the article a name takes (by its first letter's sound). */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
