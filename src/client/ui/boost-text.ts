import type { Stats } from '../../rules/formulas/stats.ts';

/** "+4 yield, +4 power": the non-zero parts of a boost. */
export function boostText(boost: Stats): string {
  const parts = (Object.keys(boost) as (keyof Stats)[])
    .filter((k) => boost[k])
    .map((k) => `+${boost[k]} ${k}`);
  return parts.length ? parts.join(', ') : 'no boost';
}
