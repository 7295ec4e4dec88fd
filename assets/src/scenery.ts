/**
 * Landscape pieces shared by portrait backgrounds, the world map and the landing hero:
 * ridges, trees, clouds, stars, columns. Randomness is seeded, so the same call draws the same scene.
 */
import { seededRng, type Rng } from '../../src/rules/rng.ts';
import { dark, flat, inked, light, line } from './svg.ts';

export { seededRng, type Rng };

/** A number in [min, max). */
export function between(rng: Rng, min: number, max: number): number {
  return min + rng.next() * (max - min);
}

/** A jagged ridge from x0 to x1 around height y, closed down to `bottom`. */
export function ridge(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  step: number,
  bottom: number,
): string {
  let d = `M${x0},${bottom} L${x0},${y}`;
  for (let x = x0 + step; x < x1 + step; x += step) {
    d += ` L${Math.min(x, x1).toFixed(0)},${(y - between(rng, -0.3, 1) * amp).toFixed(0)}`;
  }
  return `${d} L${x1},${bottom}Z`;
}

/** Soft rolling hills: a smooth wave from x0 to x1 around height y. */
export function hills(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  step: number,
  bottom: number,
): string {
  let d = `M${x0},${bottom} L${x0},${y}`;
  for (let x = x0; x < x1; x += step) {
    const peak = y - between(rng, 0.2, 1) * amp;
    d += ` Q${(x + step / 2).toFixed(0)},${peak.toFixed(0)} ${Math.min(x + step, x1).toFixed(0)},${y.toFixed(0)}`;
  }
  return `${d} L${x1},${bottom}Z`;
}

/** A pine tree standing at (x, y) of height h. */
export function pine(x: number, y: number, h: number, color: string, outline = false): string {
  const w = h * 0.36;
  const d =
    `M${x},${y - h} L${x + w * 0.55},${y - h * 0.55} L${x + w * 0.3},${y - h * 0.55} L${x + w},${y - h * 0.12}` +
    ` L${x - w},${y - h * 0.12} L${x - w * 0.3},${y - h * 0.55} L${x - w * 0.55},${y - h * 0.55}Z`;
  const trunk = `M${x - h * 0.04},${y - h * 0.13} h${h * 0.08} v${h * 0.13} h${-h * 0.08}Z`;
  return outline ? inked(trunk, '#4a3020', 2) + inked(d, color, 2.5) : flat(d, color);
}

/** A round broadleaf tree at (x, y) of height h. */
export function leafTree(x: number, y: number, h: number, color: string): string {
  return (
    flat(
      `M${x - h * 0.05},${y} L${x - h * 0.03},${y - h * 0.5} L${x + h * 0.03},${y - h * 0.5} L${x + h * 0.05},${y}Z`,
      '#4a3020',
    ) +
    `<circle cx="${x}" cy="${y - h * 0.65}" r="${h * 0.32}" fill="${color}"/>` +
    `<circle cx="${x - h * 0.1}" cy="${y - h * 0.74}" r="${h * 0.16}" fill="${light(color, 0.18)}"/>`
  );
}

/** A puffy cloud centred at (x, y), scale s. */
export function cloud(x: number, y: number, s: number, color: string, opacity = 1): string {
  return `<g opacity="${opacity}" fill="${color}"><ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${22 * s}"/><circle cx="${x - 24 * s}" cy="${y - 12 * s}" r="${22 * s}"/><circle cx="${x + 14 * s}" cy="${y - 20 * s}" r="${28 * s}"/></g>`;
}

/** n little stars scattered over a rectangle. */
export function stars(rng: Rng, n: number, w: number, h: number, color = '#ffffff', y0 = 0): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const r = between(rng, 0.6, 2.2);
    out += `<circle cx="${between(rng, 0, w).toFixed(1)}" cy="${between(rng, y0, y0 + h).toFixed(1)}" r="${r.toFixed(2)}" fill="${color}" opacity="${between(rng, 0.4, 1).toFixed(2)}"/>`;
  }
  return out;
}

/** A classical column from (x, top) to (x, bottom); broken tops lean. */
export function column(
  x: number,
  top: number,
  bottom: number,
  w: number,
  color: string,
  broken = false,
): string {
  const topLine = broken
    ? `L${x + w / 2},${top + 14} L${x + w / 6},${top + 4} L${x - w / 6},${top + 12}`
    : `L${x + w / 2},${top}`;
  return (
    inked(`M${x - w / 2},${bottom} L${x - w / 2},${top} ${topLine} L${x + w / 2},${bottom}Z`, color, 3) +
    line(
      `M${x - w / 6},${bottom - 4} L${x - w / 6},${top + 18} M${x + w / 6},${bottom - 4} L${x + w / 6},${top + 18}`,
      dark(color, 0.25),
      3,
    ) +
    inked(`M${x - w / 2 - 8},${bottom} h${w + 16} v-12 h${-w - 16}Z`, light(color, 0.1), 3) +
    (broken ? '' : inked(`M${x - w / 2 - 8},${top} h${w + 16} v12 h${-w - 16}Z`, light(color, 0.1), 3))
  );
}

/** A zig-zag lightning bolt from (x, y) downward. */
export function bolt(rng: Rng, x: number, y: number, length: number, segments: number): string {
  let d = `M${x},${y}`;
  let cx = x;
  for (let i = 1; i <= segments; i++) {
    cx += between(rng, -length / segments, length / segments) * 0.8;
    d += ` L${cx.toFixed(0)},${(y + (length * i) / segments).toFixed(0)}`;
  }
  return d;
}
