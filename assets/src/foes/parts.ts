/**
 * What every foe drawing shares: its gradients, its glowing eyes, and how a pose turns it. A pose
 * moves the parts of the one design (the body leans about its hips, a limb swings about its
 * joint) and changes its face: glaring with its mouth open as it strikes, eyes squeezed shut as it
 * is hurt. The feet never move, so every frame stands where the still picture stands.
 */
import type { FoePose } from '../../../src/client/scenes/stage-run/stage-foes.ts';
import { blur, dark, inked, light, line, linear, radial, INK } from '../svg.ts';

export type Pose = FoePose;

/** A value for each pose. */
export type ByPose<T> = Record<Pose, T>;

/** A vertical gradient from a lit top to a shaded foot of `color`, under the id `id`. */
export const shade = (id: string, color: string) =>
  linear(id, [
    [0, light(color, 0.28)],
    [0.55, color],
    [1, dark(color, 0.32)],
  ]);

/** A round gradient lit from the upper left. */
export const orb = (id: string, color: string) =>
  radial(
    id,
    [
      [0, light(color, 0.35)],
      [0.7, color],
      [1, dark(color, 0.3)],
    ],
    0.38,
    0.32,
    0.7,
  );

/** The shared filters (a soft glow) and a drawing's own gradients. */
export const defs = (body: string) => `<defs>${blur('glow', 6)}${body}</defs>`;

/** `body` turned `deg` degrees about (x, y): negative leans it forward (left, at the Warlord), positive back. */
export function turn(deg: number, x: number, y: number, body: string): string {
  return deg === 0 ? body : `<g transform="rotate(${deg} ${x} ${y})">${body}</g>`;
}

/** `body` moved by (dx, dy). */
export function shift(dx: number, dy: number, body: string): string {
  return dx === 0 && dy === 0 ? body : `<g transform="translate(${dx} ${dy})">${body}</g>`;
}

/** Where a pose holds a limb or weapon: its joint carried to (x, y), turned `deg` degrees, `scale` its size. */
export interface Hold {
  x: number;
  y: number;
  deg: number;
  scale?: number;
}

/**
 * `body` drawn about its joint (x, y) carried to where `to` holds it: a limb or weapon swung (a
 * positive turn is clockwise: it lifts what points left), foreshortened where it swings at the
 * Warlord (`scale`).
 */
export function carry(body: string, x: number, y: number, to: Hold): string {
  const scale = to.scale ?? 1;
  if (x === to.x && y === to.y && to.deg === 0 && scale === 1) return body;
  const size = scale === 1 ? '' : ` scale(${scale})`;
  return `<g transform="translate(${to.x} ${to.y}) rotate(${to.deg})${size} translate(${-x} ${-y})">${body}</g>`;
}

/** A point at `r` from (x, y) at `deg` degrees (0 to the right, 90 down), as "x,y". */
const polar = (x: number, y: number, r: number, deg: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
};

/**
 * A blow's swoosh: the pale crescent a weapon's head swept through about (x, y), from `from`
 * degrees down to `to` (counter-clockwise on screen: a chop down in front), `r` out and `width`
 * thick at its widest.
 */
export function swoosh(x: number, y: number, r: number, width: number, from: number, to: number): string {
  const inner = r - width;
  return `<path d="M${polar(x, y, r, from)} A${r},${r} 0 0 0 ${polar(x, y, r, to)} Q${polar(x, y, inner, (from + to) / 2)} ${polar(x, y, r - 4, from)}Z" fill="#ffffff" opacity="0.5"/>`;
}

/** Glowing eyes: a soft halo and a bright core; brighter as it strikes. */
function glowing(points: readonly [number, number][], color: string, r: number, fierce: boolean): string {
  return points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${r * (fierce ? 2.6 : 2.2)}" fill="${color}" opacity="${fierce ? 0.55 : 0.35}" filter="url(#glow)"/>` +
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${light(color, 0.55)}" stroke="${INK}" stroke-width="3"/>`,
    )
    .join('');
}

/**
 * Brows slanting down toward the middle of the face (the front eye's toward the back one): the
 * glare of a blow. One eye (a head in profile) frowns toward the snout.
 */
function brows(points: readonly [number, number][], r: number): string {
  const w = Math.max(4, r * 0.7);
  return points
    .map(([x, y], i) => {
      const inward = points.length > 1 && i === 0 ? 1 : -1;
      const from = `${x - inward * r * 1.4},${y - r * 2}`;
      const to = `${x + inward * r * 1.2},${y - r * 1.05}`;
      return `<path d="M${from} L${to}" stroke="${INK}" stroke-width="${w}" stroke-linecap="round"/>`;
    })
    .join('');
}

/**
 * Eyes squeezed shut, as chevrons pointing into the face ("> <"), each with a dim ember of its
 * glow behind: hurt.
 */
function squeezed(points: readonly [number, number][], color: string, r: number, helmed: boolean): string {
  const w = Math.max(4, r * 0.6);
  // Behind a visor's dark slit, ink would not show: the shut eyes are drawn in their own light.
  const stroke = helmed ? light(color, 0.4) : INK;
  return points
    .map(([x, y], i) => {
      const point = points.length > 1 && i === 0 ? 1 : -1;
      const s = r * 1.1;
      return (
        `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${color}" opacity="0.25" filter="url(#glow)"/>` +
        `<path d="M${x - point * s},${y - s} L${x + point * s * 0.8},${y} L${x - point * s},${y + s}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    })
    .join('');
}

/**
 * A foe's eyes in `pose`: glowing (idle), glowing fiercer under frowning brows (strike; `helmed`
 * eyes behind a visor flare without brows), squeezed shut (hurt).
 */
export function eyesIn(
  pose: Pose,
  points: readonly [number, number][],
  color: string,
  r = 9,
  helmed = false,
): string {
  if (pose === 'hurt') return squeezed(points, color, r, helmed);
  if (pose === 'idle') return glowing(points, color, r, false);
  return glowing(points, color, r, true) + (helmed ? '' : brows(points, r));
}

/** The dark of an open mouth, and a tongue's red in it. */
export const MAW = '#3a0f14';

/**
 * What dresses a foe as its chief (a region's last stage): the art direction's gold and ember
 * as its accents, a crown or horns, spikes, scars. Each design takes a `chief` flag and adds these
 * to its own parts, so the chief stays its kind at a glance and is told from it at one.
 */
export const GOLD = '#d4a017';
export const EMBER = '#f97316';

/**
 * A spiked crown: its band `width` wide from (x, y) at its left foot, `points` spikes `tall`
 * high, an ember gem at its middle.
 */
export function crown(x: number, y: number, width: number, tall: number, points = 5, metal = GOLD): string {
  const step = width / (points - 1);
  const band = tall * 0.34;
  // Tips, the middle and the ends tallest, with a notch between each two.
  const rim = Array.from({ length: points }, (_, i) => {
    const up = i % 2 === 0 ? tall : tall * 0.62;
    const tip = `${(x + i * step).toFixed(1)},${(y - up).toFixed(1)}`;
    return i === points - 1
      ? tip
      : `${tip} ${(x + (i + 0.5) * step).toFixed(1)},${(y - tall * 0.15).toFixed(1)}`;
  }).join(' ');
  return (
    inked(`M${x},${y + band} L${rim} L${x + width},${y + band}Z`, metal, 5) +
    line(`M${x + 4},${y + band * 0.45} L${x + width - 4},${y + band * 0.45}`, light(metal, 0.45), 3) +
    `<circle cx="${x + width / 2}" cy="${y + band * 0.2}" r="${Math.max(5, tall * 0.15)}" fill="${EMBER}" stroke="${INK}" stroke-width="3"/>`
  );
}

/** A thorn `long` from its base at (x, y), pointing `deg` degrees (0 right, -90 up), `wide` at its base. */
export function spike(x: number, y: number, deg: number, long: number, wide: number, fill: string): string {
  const a = (deg * Math.PI) / 180;
  const [nx, ny] = [-Math.sin(a) * (wide / 2), Math.cos(a) * (wide / 2)];
  const tip = `${(x + Math.cos(a) * long).toFixed(1)},${(y + Math.sin(a) * long).toFixed(1)}`;
  return inked(
    `M${(x + nx).toFixed(1)},${(y + ny).toFixed(1)} L${tip} L${(x - nx).toFixed(1)},${(y - ny).toFixed(1)}Z`,
    fill,
    4,
  );
}

/** A healed scar across a face or a hide: a pale welt from `from` to `to`, with its stitches. */
export function scar(from: readonly [number, number], to: readonly [number, number], skin: string): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const stitches = [0.25, 0.5, 0.75]
    .map((t) => {
      const [x, y] = [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t];
      const [dx, dy] = [(y2 - y1) * 0.12, -(x2 - x1) * 0.12];
      return `M${(x - dx).toFixed(1)},${(y - dy).toFixed(1)} L${(x + dx).toFixed(1)},${(y + dy).toFixed(1)}`;
    })
    .join(' ');
  return (
    line(`M${x1},${y1} L${x2},${y2}`, INK, 8) +
    line(`M${x1},${y1} L${x2},${y2}`, light(skin, 0.45), 4) +
    line(stitches, INK, 2.5)
  );
}
