import type { Graphics } from 'pixi.js';
import type { Reward } from '../../api/types.ts';

const INK = 0x1b1f2a;

/**
 * A currency's drawn icon, centred on (0, 0) and `r` in radius: the same shapes as the shell's
 * icons (ui/icons.tsx): a gold shard, an arcane TWC coin, a frost bolt of energy, a green XP star.
 */
export function drawCurrency(g: Graphics, kind: Reward['kind'], r = 30): void {
  const k = r / 12;
  // The icons' 24-unit box, centred.
  const pts = (list: number[]) => list.map((v) => (v - 12) * k);
  g.clear();
  const line = { color: INK, width: Math.max(2, 1.5 * k), join: 'round' as const };
  switch (kind) {
    case 'shards':
      g.poly(pts([12, 1.5, 4, 9, 12, 22.5, 20, 9]))
        .fill(0xe8b730)
        .stroke(line)
        .poly(pts([12, 1.5, 9, 9, 12, 22.5, 15, 9]))
        .fill(0xf6d77a)
        .stroke({ ...line, width: k });
      return;
    case 'TWC':
      g.circle(0, 0, 10 * k)
        .fill(0x7b4fd6)
        .stroke(line)
        .circle(0, 0, 6.5 * k)
        .fill(0xa78bfa)
        .stroke({ ...line, width: k })
        .poly(pts([12, 7.5, 14.6, 12, 12, 16.5, 9.4, 12]))
        .fill(0xf3e6c8);
      return;
    case 'energy':
      g.poly(pts([13.5, 1.5, 3.5, 14, 10.5, 14, 9, 22.5, 20.5, 9.5, 13.3, 9.5]))
        .fill(0x7cc4dd)
        .stroke(line);
      return;
    default:
      g.star(0, 0, 5, 10 * k, 4.6 * k)
        .fill(0x4ade80)
        .stroke(line)
        .circle(0, 0, 2.6 * k)
        .fill(0xd9fbe5);
  }
}
