/** Whole numbers with thousands separators, as players read balances. */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
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
