import { REGIONS } from '../../../rules/catalog/regions.ts';
import { EMBLEM_WORLD, WORLD } from './map-layout.ts';

/** A box on the world picture (world units). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * What each region shows on the map, generously: its emblem with its rings, and under it its
 * title (34 px serif, about 20 units a letter) and status line ("Cooling 2h 29m", 28 px).
 */
export function regionBoxes(): Box[] {
  return REGIONS.flatMap((r) => {
    const x = r.position.x * WORLD.width;
    const y = r.position.y * WORLD.height;
    const half = EMBLEM_WORLD / 2 + 16;
    const label = Math.max(r.title.length * 20, 260) / 2;
    return [
      { left: x - half, top: y - half, right: x + half, bottom: y + half },
      { left: x - label, top: y + EMBLEM_WORLD / 2, right: x + label, bottom: y + EMBLEM_WORLD / 2 + 84 },
    ];
  });
}

/** What the player's Warlord covers standing at `at` (feet), `height` tall, its name of `nameWidth` under it. */
export function tokenBoxes(at: { x: number; y: number }, height: number, nameWidth: number): Box[] {
  return [
    { left: at.x - 36, top: at.y - height, right: at.x + 36, bottom: at.y },
    { left: at.x - nameWidth / 2, top: at.y + 4, right: at.x + nameWidth / 2, bottom: at.y + 42 },
  ];
}

/** Whether the Warlord at `at` leaves every region's emblem and label uncovered. */
export function clearOfLabels(at: { x: number; y: number }, height: number, nameWidth: number): boolean {
  const mine = tokenBoxes(at, height, nameWidth);
  return !regionBoxes().some((b) => mine.some((m) => overlaps(m, b)));
}

/**
 * The spot nearest the path's point at `t` (`point(t)`, t in 0..1) where the Warlord covers no
 * region's emblem or label: along the path (within 0.3 of `t`, between 0.05 and 0.95) and up to
 * 160 units off it, a step along the path weighing as much as 8 units aside. `point(t)` itself
 * when no such spot exists.
 */
export function clearSpot(
  point: (t: number) => { x: number; y: number },
  t: number,
  height: number,
  nameWidth: number,
): { x: number; y: number } {
  let best: { x: number; y: number } | null = null;
  let bestCost = Infinity;
  for (let i = -15; i <= 15; i++) {
    const at = t + i * 0.02;
    if (at < 0.05 || at > 0.95) continue;
    const p = point(at);
    for (let dx = -160; dx <= 160; dx += 20)
      for (let dy = -160; dy <= 160; dy += 20) {
        const cost = Math.abs(i) * 8 + Math.hypot(dx, dy);
        if (cost >= bestCost) continue;
        const q = { x: p.x + dx, y: p.y + dy };
        if (!clearOfLabels(q, height, nameWidth)) continue;
        best = q;
        bestCost = cost;
      }
  }
  return best ?? point(t);
}
