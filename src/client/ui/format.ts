/** Whole numbers with thousands separators, as players read balances. */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

/** The letters of a compact figure, largest first, with the power of ten each stands for. */
const UNITS = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
] as const;

/**
 * A balance where room is short (the HUD): as `formatNumber` below 100,000, then three figures and
 * a letter, cut toward zero, never rounded up past what the player has: 210,786 reads 210K (not
 * 211K), 1,239,999 reads 1.23M, 999,999 reads 999K. The full figure stays in the element's title
 * and accessible name.
 */
export function formatCompact(n: number): string {
  const abs = Math.trunc(Math.abs(n));
  if (abs < 100_000) return formatNumber(n);
  const digits = String(abs).length;
  const [power, letter] = UNITS.find(([p]) => digits > p) ?? UNITS[3];
  // The first three figures, cut: an integer divided by a power of ten rounds correctly, so the
  // cut never lands one below (1,150,000 keeps 115).
  const kept = Math.trunc(abs / 10 ** Math.max(0, digits - 3));
  const decimals = Math.max(0, 3 - (digits - power));
  const text = decimals > 0 ? (kept / 10 ** decimals).toFixed(decimals).replace(/\.?0+$/, '') : String(kept);
  const whole = digits - power > 3 ? formatNumber(Math.trunc(abs / 10 ** power)) : text;
  return `${n < 0 ? '-' : ''}${whole}${letter}`;
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
