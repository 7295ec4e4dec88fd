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
 * A region title's width on the map (world units): the widest of its fonts, DejaVu Serif bold at
 * 34 px (Georgia is narrower), measured in Chromium at 20.6 to 21.8 units a letter, and its 7-unit
 * outline. The estimate of 20 a letter it replaced left "Mirefen Marsh" 24 units short, and the
 * Warlord stood on its "M" on the portrait tablet.
 */
export const titleWidth = (title: string): number => title.length * 22 + 7;

/** The widest status line under a title: "Cooling 23h 59m", 265 units at 28 px, with its outline. */
const STATUS_WIDTH = 272;

/** The room kept between the Warlord and any word or emblem of a region, so it never touches one. */
export const CLEARANCE = 12;

/** What a region shows on the map, as boxes: its emblem with its rings, and its words under it. */
export interface RegionBoxes {
  id: number;
  emblem: Box;
  label: Box;
}

/**
 * What each region shows on the map: its emblem with its rings, and under it its title (34 px
 * serif, top 70 units under the emblem's centre) and status line ("Cooling 2h 29m", 28 px, ending
 * 150 under it), each with CLEARANCE around it.
 */
export function regionBoxes(): RegionBoxes[] {
  return REGIONS.map((r) => {
    const x = r.position.x * WORLD.width;
    const y = r.position.y * WORLD.height;
    const half = EMBLEM_WORLD / 2 + 16 + CLEARANCE;
    const label = Math.max(titleWidth(r.title), STATUS_WIDTH) / 2 + CLEARANCE;
    return {
      id: r.id,
      emblem: { left: x - half, top: y - half, right: x + half, bottom: y + half },
      label: {
        left: x - label,
        top: y + EMBLEM_WORLD / 2 - CLEARANCE,
        right: x + label,
        bottom: y + EMBLEM_WORLD / 2 + 84 + CLEARANCE,
      },
    };
  });
}

/** Half the Warlord's width on the map for each unit of its height: its arms, and a held blade past them. */
const HALF_WIDTH_PER_HEIGHT = 0.34;

/**
 * What the player's Warlord covers standing at `at` (feet), `height` tall (its figure, arms and a
 * held weapon, and the shadow at its feet), its name of `nameWidth` under it (30 px, 4 under the feet).
 */
export function tokenBoxes(at: { x: number; y: number }, height: number, nameWidth: number): Box[] {
  const half = height * HALF_WIDTH_PER_HEIGHT;
  const boxes = [{ left: at.x - half, top: at.y - height, right: at.x + half, bottom: at.y + 8 }];
  if (nameWidth > 0)
    boxes.push({ left: at.x - nameWidth / 2, top: at.y + 4, right: at.x + nameWidth / 2, bottom: at.y + 44 });
  return boxes;
}

/**
 * Whether the Warlord at `at` leaves every region's words and emblem uncovered; but the emblem of
 * `arriving` (the region of its run), which it may stand in front of: in the crowded west, the
 * way to Region I has no room for it beside the words of Regions II and III and the emblems.
 */
export function clearOfLabels(
  at: { x: number; y: number },
  height: number,
  nameWidth: number,
  arriving?: number,
): boolean {
  const mine = tokenBoxes(at, height, nameWidth);
  return !regionBoxes().some(
    (r) =>
      mine.some((m) => overlaps(m, r.label)) ||
      (r.id !== arriving && mine.some((m) => overlaps(m, r.emblem))),
  );
}

/**
 * The spot nearest the path's point at `t` (`point(t)`, t in 0..1) where the Warlord covers no
 * region's words nor any emblem but its destination's (`arriving`): along the path (within 0.3 of
 * `t`, between 0.05 and 0.95) and up to 160 units off it, a step along the path weighing as much
 * as 8 units aside. `point(t)` itself when no such spot exists.
 */
export function clearSpot(
  point: (t: number) => { x: number; y: number },
  t: number,
  height: number,
  nameWidth: number,
  arriving?: number,
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
        if (!clearOfLabels(q, height, nameWidth, arriving)) continue;
        best = q;
        bestCost = cost;
      }
  }
  return best ?? point(t);
}
