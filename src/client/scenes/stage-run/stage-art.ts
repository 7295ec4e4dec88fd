import { FillGradient, type Graphics } from 'pixi.js';
import { hex, type Skyline, type StagePalette } from './stage-palette.ts';

export { hex, LOST_FILL, paletteOf, PILL_FILL, type Skyline, type StagePalette } from './stage-palette.ts';

/**
 * How fast each layer goes by while the Warlord marches (px a ms): the farther, the slower; the
 * air's motes stream by at `air` (times their depth) on top of their own drift.
 */
export const PARALLAX = {
  clouds: 0.01,
  far: 0.035,
  hills: 0.07,
  air: 0.12,
  ground: 0.22,
  front: 0.36,
} as const;

/** A repeatable pseudo-random number in 0..1 for the i-th feature (the same picture every time). */
const rnd = (i: number) => {
  const s = Math.sin(i * 127.1 + 311.7) * 43758.5453;
  return s - Math.floor(s);
};

const rgba = (color: number, alpha: number) =>
  `rgba(${(color >> 16) & 255}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;

/**
 * The sky as the canvas's CSS backdrop: a gradient from its top to the horizon, and the sun or moon
 * with its halo, for a stage `width` CSS px wide whose horizon is at `horizon`, and with `ground`,
 * the ground from that line down (groundBackground). The canvas over it is
 * transparent where the sky shows. On a software renderer, the sky drawn in WebGL was the largest
 * layer of the frame (a quarter of the run's frame time on SwiftShader); the page's compositor
 * paints a gradient for next to nothing, and it never changes during a run.
 */
export function skyBackground(width: number, horizon: number, p: StagePalette, ground?: number): string {
  const r = Math.max(28, Math.min(width, horizon) * 0.07);
  const at = `at ${Math.round(width * 0.78)}px ${Math.round(horizon * 0.32)}px`;
  const disc = (radius: number, color: string) =>
    `radial-gradient(circle ${at}, ${color} ${radius.toFixed(1)}px, transparent ${(radius + 1).toFixed(1)}px)`;
  return [
    disc(r, hex(p.light)),
    disc(r * 1.45, rgba(p.light, 0.3)),
    disc(r * 2.2, rgba(p.light, 0.18)),
    ...(ground === undefined ? [] : groundBackground(ground, p.ground)),
    `linear-gradient(${hex(p.skyTop)} 0, ${hex(p.sky)} ${Math.round(horizon)}px, ${hex(p.sky)})`,
  ].join(', ');
}

/**
 * The ground as CSS layers under the sky's: the region's ground colour from `top` down, its far
 * edge darker (6 px, 18% black). It never moves (the marks on it scroll in the canvas), and a
 * clash's sideways shake leaves a band that spans the width unchanged: in WebGL it was a seventh
 * of the frame's pixels to fill on every frame on SwiftShader, here it is painted once.
 */
function groundBackground(top: number, color: number): string[] {
  const y = Math.round(top);
  return [
    `linear-gradient(transparent ${y}px, rgba(0, 0, 0, 0.18) ${y}px ${y + 6}px, transparent ${y + 6}px)`,
    `linear-gradient(transparent ${y}px, ${hex(color)} ${y}px)`,
  ];
}

/** Soft clouds over one screen width, drawn twice side by side so they scroll seamlessly. */
export function drawClouds(g: Graphics, width: number, horizon: number, color = 0xffffff): void {
  g.clear();
  for (const offset of [0, width]) {
    for (let i = 0; i < 4; i++) {
      const x = offset + ((i + rnd(i) * 0.6) / 4) * width;
      const y = horizon * (0.12 + rnd(i + 9) * 0.4);
      const w = 60 + rnd(i + 3) * 90;
      g.ellipse(x, y, w, w * 0.22)
        .ellipse(x - w * 0.35, y + 4, w * 0.5, w * 0.18)
        .ellipse(x + w * 0.3, y - w * 0.08, w * 0.45, w * 0.2);
    }
  }
  g.fill({ color, alpha: color === 0xffffff ? 0.55 : 0.75 });
}

const INK = 0x1b1f2a;
/** The map's bold outline, softened for a far layer. */
const OUTLINE = { color: INK, width: 3, alpha: 0.5, join: 'round' } as const;

/**
 * What stands behind the skyline's silhouette, in its accent colour: the dunes' pyramids, the
 * caldera's glowing crater and smoke, the sunken ruins' water, the rift's floating crystals.
 */
function drawBehind(
  g: Graphics,
  kind: Skyline,
  o: number,
  width: number,
  base: number,
  tall: number,
  accent: number,
) {
  if (kind === 'dunes') {
    for (const [at, h] of [
      [0.22, 0.95],
      [0.3, 0.6],
      [0.68, 0.75],
    ] as const) {
      const x = o + width * at;
      g.poly([x - tall * h * 0.8, base, x, base - tall * h, x + tall * h * 0.8, base])
        .fill(accent)
        .stroke(OUTLINE)
        .poly([x, base - tall * h, x + tall * h * 0.8, base, x + tall * h * 0.2, base])
        .fill({ color: 0x000000, alpha: 0.12 });
    }
  } else if (kind === 'crystals') {
    for (let i = 0; i < 5; i++) {
      const x = o + (i + 0.3 + rnd(i + 40) * 0.4) * (width / 5);
      const y = base - tall * (1.1 + rnd(i + 41) * 0.6);
      const h = tall * (0.12 + rnd(i + 42) * 0.1);
      g.circle(x, y, h * 1.1)
        .fill({ color: accent, alpha: 0.18 })
        .poly([x, y - h, x + h * 0.35, y, x, y + h * 0.7, x - h * 0.35, y])
        .fill(accent)
        .stroke(OUTLINE);
    }
  }
}

/** What stands in front of the silhouette, in its accent colour (drawn after it). */
function drawFront(
  g: Graphics,
  kind: Skyline,
  o: number,
  width: number,
  base: number,
  tall: number,
  accent: number,
) {
  const n = 6;
  const step = width / n;
  if (kind === 'volcano') {
    for (let i = 1; i < n; i += 3) {
      const x = o + (i + 0.5) * step;
      // The crater's glow and a lava run down the cone, smoke above.
      g.ellipse(x, base - tall, step * 0.12, tall * 0.05)
        .fill(accent)
        .poly([
          x - 4,
          base - tall,
          x + 4,
          base - tall,
          x + step * 0.1,
          base - tall * 0.45,
          x + step * 0.04,
          base - tall * 0.4,
        ])
        .fill({ color: accent, alpha: 0.85 });
      for (let k = 0; k < 4; k++) {
        g.circle(x + k * step * 0.06, base - tall - 14 - k * tall * 0.14, 10 + k * 7).fill({
          color: 0x3b2a28,
          alpha: 0.45 - k * 0.08,
        });
      }
    }
  } else if (kind === 'storm') {
    for (let i = 0; i < 2; i++) {
      // A lightning bolt from the clouds onto a peak.
      const x = o + width * (0.3 + i * 0.45);
      const top = base - tall * 1.9;
      const y = (t: number) => top + tall * 1.3 * t;
      g.poly([
        x,
        y(0),
        x - 14,
        y(0.45),
        x - 2,
        y(0.45),
        x - 12,
        y(1),
        x + 14,
        y(0.38),
        x + 2,
        y(0.38),
        x + 12,
        y(0),
      ])
        .fill(accent)
        .stroke({ ...OUTLINE, width: 2 });
    }
  } else if (kind === 'ruins') {
    // The ruins stand in water: a band with its ripples.
    const top = base - tall * 0.16;
    g.rect(o, top, width, tall * 0.2 + 40).fill({ color: accent, alpha: 0.55 });
    for (let i = 0; i < 10; i++) {
      const x = o + (i + rnd(i + 60) * 0.5) * (width / 10);
      g.rect(x, top + 6 + rnd(i + 61) * tall * 0.1, 26 + rnd(i + 62) * 30, 3).fill({
        color: 0xffffff,
        alpha: 0.45,
      });
    }
  } else if (kind === 'palace') {
    // The Throne's palace at the middle of the skyline: a great hall, a dome, two spires with banners.
    const x = o + width * 0.5;
    const w = Math.min(width * 0.16, tall * 1.4);
    const h = tall * 0.7;
    g.rect(x - w, base - h, w * 2, h)
      .fill(accent)
      .stroke(OUTLINE)
      .ellipse(x, base - h, w * 0.36, h * 0.4)
      .fill(accent)
      .stroke(OUTLINE)
      .rect(x - w * 0.22, base - h * 0.55, w * 0.44, h * 0.55)
      .fill({ color: INK, alpha: 0.45 });
    for (const side of [-1, 1]) {
      const sx = x + side * w * 0.9;
      g.rect(sx - w * 0.12, base - h * 1.5, w * 0.24, h * 1.5)
        .fill(accent)
        .stroke(OUTLINE)
        .poly([sx - w * 0.18, base - h * 1.5, sx, base - h * 1.5 - w * 0.5, sx + w * 0.18, base - h * 1.5])
        .fill(0xd4a017)
        .stroke(OUTLINE)
        .poly([
          sx,
          base - h * 1.5 - w * 0.5,
          sx + side * w * 0.3,
          base - h * 1.5 - w * 0.42,
          sx,
          base - h * 1.5 - w * 0.34,
        ])
        .fill(0x9b1c2c);
    }
  }
}

/**
 * The glacier's farther range behind its skyline: paler peaks (the air between), each with its
 * snowcap, one ridge over both copies (no outline up the seam), its foot hidden behind the
 * skyline's, and no higher than the skyline's smoke and crystals reach elsewhere.
 */
function drawFarRange(g: Graphics, width: number, base: number, tall: number, color: number) {
  const n = 6;
  const step = width / n;
  const valley = base - tall * 0.5;
  const ridge: number[] = [];
  const caps: number[][] = [];
  for (const o of [0, width]) {
    ridge.push(o, valley);
    for (let i = 0; i < n; i++) {
      const x = o + (i + 0.5 + (rnd(i + 70) - 0.5) * 0.3) * step;
      const h = tall * (0.68 + rnd(i + 71) * 0.3);
      ridge.push(x - step * 0.12, base - h * 0.88, x, base - h, x + step * 0.18, base - h * 0.85);
      ridge.push(o + (i + 1) * step - step * 0.02, base - tall * (0.45 + rnd(i + 72) * 0.12));
      // Its snowcap, within the peak's sides: a jagged hem under the top.
      caps.push([
        x,
        base - h,
        x - step * 0.12,
        base - h * 0.88,
        x - step * 0.05,
        base - h * 0.9,
        x,
        base - h * 0.86,
        x + step * 0.07,
        base - h * 0.89,
        x + step * 0.18,
        base - h * 0.85,
      ]);
    }
  }
  ridge.push(2 * width, valley);
  const pale = mix(color, 0xffffff, 0.42);
  g.poly([0, base - tall * 0.25, ...ridge, 2 * width, base - tall * 0.25]).fill(pale);
  for (const cap of caps) g.poly(cap).fill({ color: 0xffffff, alpha: 0.9 });
  g.moveTo(ridge[0]!, ridge[1]!);
  for (let i = 2; i < ridge.length; i += 2) g.lineTo(ridge[i]!, ridge[i + 1]!);
  g.stroke({ ...OUTLINE, width: 2, alpha: 0.28 });
}

/** Where the glacier's props stand in its period (px from its left): its spire clusters and its ruin (none where it has no room). */
interface GlacierSpots {
  spires: number[];
  ruin: number | null;
}

/** How wide the glacier's props are, in its skyline's heights (`tall`): a spire cluster, the ruin. */
const SPIRES_WIDE = 0.34;
const RUIN_WIDE = 0.92;

/**
 * The stretch of the stage behind the fighters, in CSS px from its left edge: from left of the
 * Warlord's place to right of the foe's (they meet between the two to trade blows). The skyline's
 * props stand outside it (review r34: "the frozen-ruin pillar pokes out at the Warlord's hip").
 */
export interface ClearBand {
  from: number;
  to: number;
}

/**
 * Centres for props `sizes` wide (px) left of `clear`, packed leftward from the band's left end
 * `pad` px apart (the last may stand partly past the screen's left edge): the props as near the
 * Warlord as may be, the leftward march taking them away from the fighters. Nothing goes right of
 * the band, where the foe's pack stands. A prop with no room left is left out (null).
 */
export function clearSpots(
  width: number,
  clear: ClearBand,
  sizes: readonly number[],
  pad: number,
): (number | null)[] {
  const gap = Math.min(width - Math.max(0, clear.to - clear.from), clear.from + pad);
  let cursor = clear.from;
  let used = 0;
  return sizes.map((size) => {
    if (used + size > gap) return null;
    const at = cursor - size / 2;
    cursor -= size + pad;
    used += size + pad;
    return ((at % width) + width) % width;
  });
}

/** The glacier's props outside `clear`: a spire cluster nearest the Warlord, the ruin, a second cluster. */
function glacierSpots(width: number, tall: number, clear: ClearBand): GlacierSpots {
  const [a, ruin, b] = clearSpots(
    width,
    clear,
    [SPIRES_WIDE * tall, RUIN_WIDE * tall, SPIRES_WIDE * tall],
    tall * 0.08,
  );
  return { spires: [a, b].filter((x): x is number => x !== null && x !== undefined), ruin: ruin ?? null };
}

/**
 * What the glacier adds in front of its skyline: snowcaps and a shaded face on its peaks, clusters
 * of ice spires catching the light, and a frozen ruin (a broken colonnade under snow and icicles).
 */
function drawGlacierFront(
  g: Graphics,
  o: number,
  width: number,
  base: number,
  tall: number,
  color: number,
  ice: number,
  spots: GlacierSpots,
) {
  // The skyline's own peaks (drawSilhouette's 'peaks', six a period): shade and snow.
  const step = width / 6;
  for (let i = 0; i < 6; i++) {
    const x = o + (i + 0.5) * step;
    const h = tall * (0.45 + rnd(i) * 0.5);
    const foot = base - tall * 0.3;
    g.poly([x, base - h, x - step * 0.1, base - h * 0.8, x - step * 0.5, foot, x + step * 0.05, foot]).fill({
      color: INK,
      alpha: 0.08,
    });
    g.poly([
      x,
      base - h,
      x + step * 0.14,
      base - h * 0.79,
      x + step * 0.08,
      base - h * 0.85,
      x + step * 0.02,
      base - h * 0.81,
      x - step * 0.03,
      base - h * 0.87,
      x - step * 0.08,
      base - h * 0.84,
    ])
      .fill(0xffffff)
      .stroke({ ...OUTLINE, width: 2, alpha: 0.35 });
  }
  // Ice spires, in clusters of three, their lit faces toward the sun.
  for (const at of spots.spires) {
    const cx = o + at;
    const foot = base - tall * 0.06;
    for (const [dx, k] of [
      [-0.1, 0.6],
      [0, 1],
      [0.09, 0.7],
    ] as const) {
      const x = cx + dx * tall;
      const h = tall * k;
      const w = tall * 0.065;
      g.poly([
        x - w,
        foot,
        x - w * 0.35,
        foot - h * 0.72,
        x,
        foot - h,
        x + w * 0.4,
        foot - h * 0.7,
        x + w,
        foot,
      ])
        .fill(ice)
        .stroke(OUTLINE);
      g.poly([x, foot - h, x + w * 0.4, foot - h * 0.7, x + w, foot, x + w * 0.15, foot]).fill({
        color: 0xffffff,
        alpha: 0.4,
      });
    }
  }
  // A frozen ruin: a broken column, a whole one with its capital, a snapped lintel under snow.
  if (spots.ruin === null) return;
  const cx = o + spots.ruin;
  const foot = base - tall * 0.04;
  const cw = tall * 0.14;
  const ch = tall * 0.66;
  const span = tall * 0.62;
  const stone = mix(color, INK, 0.22);
  const x1 = cx - span / 2;
  const x2 = cx + span / 2;
  g.poly([
    x1 - cw / 2,
    foot,
    x1 - cw / 2,
    foot - ch * 0.62,
    x1 - cw * 0.1,
    foot - ch * 0.7,
    x1 + cw * 0.15,
    foot - ch * 0.6,
    x1 + cw / 2,
    foot - ch * 0.66,
    x1 + cw / 2,
    foot,
  ])
    .fill(stone)
    .stroke(OUTLINE);
  const capTop = foot - ch - cw * 0.35;
  g.rect(x2 - cw / 2, foot - ch, cw, ch)
    .fill(stone)
    .stroke(OUTLINE)
    .rect(x2 - cw * 0.8, capTop, cw * 1.6, cw * 0.35)
    .fill(stone)
    .stroke(OUTLINE);
  const lintel = capTop - cw * 0.45;
  g.poly([
    x2 + cw * 0.85,
    lintel,
    x2 + cw * 0.85,
    capTop,
    x2 - span * 0.62,
    capTop,
    x2 - span * 0.72,
    capTop - cw * 0.2,
    x2 - span * 0.66,
    lintel,
  ])
    .fill(stone)
    .stroke(OUTLINE);
  // A fallen drum between the columns, then fluting, snow on the tops, icicles under the lintel, ice round the broken column's foot.
  g.roundRect(cx - cw * 0.9, foot - cw * 0.75, cw * 1.5, cw * 0.75, 3)
    .fill(stone)
    .stroke(OUTLINE)
    .ellipse(cx - cw * 0.15, foot - cw * 0.75, cw * 0.8, cw * 0.16)
    .fill(0xffffff);
  g.rect(x2 - cw * 0.1, foot - ch, cw * 0.2, ch).fill({ color: INK, alpha: 0.12 });
  g.ellipse(x2 - span * 0.26, lintel, span * 0.44, cw * 0.2)
    .ellipse(x1, foot - ch * 0.66, cw * 0.55, cw * 0.18)
    .fill(0xffffff)
    .stroke({ ...OUTLINE, width: 2, alpha: 0.35 });
  for (let k = 0; k < 5; k++) {
    const x = x2 - span * 0.56 + k * span * 0.12;
    const len = cw * (0.4 + rnd(k + 80) * 0.6);
    g.poly([x - 3, capTop, x, capTop + len, x + 3, capTop]);
  }
  g.fill({ color: 0xffffff, alpha: 0.9 });
  g.poly([
    x1 - cw * 1.1,
    foot,
    x1 - cw * 0.4,
    foot - ch * 0.3,
    x1 + cw * 0.6,
    foot - ch * 0.22,
    x1 + cw * 1.2,
    foot,
  ])
    .fill({ color: ice, alpha: 0.55 })
    .stroke({ ...OUTLINE, width: 2, alpha: 0.3 });
}

/**
 * The far skyline of the region, standing on `base`, one screen wide and drawn twice so it scrolls
 * seamlessly; `tall` is the height of its highest feature. Its silhouette has the map's ink outline
 * (softened for distance); `accent` colours what the region adds to it (see drawBehind, drawFront).
 * Nothing of it reaches below `floor` (the ground line). The glacier's props stand outside `clear`
 * (the band behind the fighters) where the layer has not scrolled.
 */
export function drawSkyline(
  g: Graphics,
  kind: Skyline,
  width: number,
  base: number,
  tall: number,
  color: number,
  accent = color,
  floor = Infinity,
  clear: ClearBand = { from: width * 0.2, to: width * 0.85 },
) {
  g.clear();
  if (kind === 'peaks') drawFarRange(g, width, base, tall, color);
  const spots = kind === 'peaks' ? glacierSpots(width, tall, clear) : null;
  for (const o of [0, width]) drawBehind(g, kind, o, width, base, tall, accent);
  const shape = kind === 'storm' ? 'peaks' : kind === 'palace' ? 'towers' : kind;
  drawSilhouette(g, shape, width, base, tall, floor);
  g.fill(color).stroke(OUTLINE);
  for (const o of [0, width]) {
    if (spots) drawGlacierFront(g, o, width, base, tall, color, accent, spots);
    else drawFront(g, kind, o, width, base, tall, accent);
  }
}

/** The silhouette's shapes (filled and outlined by the caller). */
function drawSilhouette(
  g: Graphics,
  kind: Skyline,
  width: number,
  base: number,
  tall: number,
  floor: number,
) {
  // Under the hills, never past the ground line (the ground is the page's backdrop, under the canvas).
  const bottom = Math.min(base + 40, floor);
  // The ground line of both copies is one shape, so no outline runs up the seam between them.
  const ridge: number[] = [];
  for (const o of [0, width]) {
    const n = kind === 'pines' ? 18 : kind === 'reeds' ? 10 : kind === 'dunes' ? 3 : 6;
    const step = width / n;
    if (kind === 'dunes' || kind === 'reeds') {
      // Rolling ground, one whole wave a period, so both ends meet.
      const pts = ridge;
      for (let i = 0; i <= 48; i++) {
        const x = (i / 48) * width;
        const y =
          base -
          tall *
            (0.35 + 0.25 * Math.sin((x / width) * Math.PI * 2 * n) * Math.sin((x / width) * Math.PI * 2));
        pts.push(o + x, y);
      }
      if (kind === 'reeds') {
        for (let i = 0; i < n; i++) {
          // Dead trees on the marsh: a trunk and two bare branches.
          const x = o + (i + 0.5) * step;
          const h = tall * (0.6 + rnd(i) * 0.5);
          g.rect(x - 3, base - h, 6, h)
            .poly([
              x,
              base - h * 0.7,
              x + h * 0.25,
              base - h * 0.95,
              x + h * 0.27,
              base - h * 0.9,
              x + 2,
              base - h * 0.6,
            ])
            .poly([
              x,
              base - h * 0.55,
              x - h * 0.22,
              base - h * 0.78,
              x - h * 0.24,
              base - h * 0.73,
              x - 2,
              base - h * 0.45,
            ]);
        }
      }
    } else if (kind === 'peaks' || kind === 'volcano') {
      const pts = ridge;
      pts.push(o, base - tall * 0.3);
      for (let i = 0; i < n; i++) {
        const x = o + (i + 0.5) * step;
        const h = kind === 'volcano' && i % 3 === 1 ? tall : tall * (0.45 + rnd(i) * 0.5);
        if (kind === 'volcano' && i % 3 === 1) {
          pts.push(x - step * 0.45, base - tall * 0.3, x - step * 0.12, base - h, x + step * 0.12, base - h);
        } else {
          pts.push(x - step * 0.1, base - h * 0.8, x, base - h, x + step * 0.2, base - h * 0.7);
        }
        pts.push(o + (i + 1) * step, base - tall * 0.3);
      }
    } else if (kind === 'pines') {
      if (o === 0) g.rect(0, base - tall * 0.2, 2 * width, 40 + tall * 0.2);
      for (let i = 0; i < n; i++) {
        const x = o + (i + 0.5) * step;
        const h = tall * (0.55 + rnd(i) * 0.45);
        const w = step * 0.75;
        g.poly([x - w, base - tall * 0.15, x, base - h, x + w, base - tall * 0.15]);
      }
    } else if (kind === 'ruins' || kind === 'towers') {
      if (o === 0) g.rect(0, base - tall * 0.12, 2 * width, 40 + tall * 0.12);
      for (let i = 0; i < n; i++) {
        const x = o + (i + 0.2 + rnd(i) * 0.5) * step;
        const h = tall * (0.45 + rnd(i + 4) * 0.55);
        const w = step * (kind === 'towers' ? 0.22 : 0.12);
        if (kind === 'towers') {
          // A tower with a pointed roof and battlements at its shoulder.
          g.rect(x - w / 2, base - h, w, h)
            .poly([x - w * 0.7, base - h, x, base - h - w * 1.4, x + w * 0.7, base - h])
            .rect(x - w * 0.9, base - h * 0.55, w * 1.8, w * 0.3);
        } else {
          // Broken columns and an arch.
          g.rect(x - w / 2, base - h, w, h).rect(x - w * 0.8, base - h - 6, w * 1.6, 8);
          if (i % 2 === 0) {
            g.rect(x + w * 2, base - h * 0.8, w, h * 0.8).rect(x + w / 2, base - h * 0.8, w * 1.5, w * 0.6);
          }
        }
      }
    } else {
      // crystals: leaning shards of the rift.
      if (o === 0) g.rect(0, base - tall * 0.1, 2 * width, 40 + tall * 0.1);
      for (let i = 0; i < n * 2; i++) {
        const x = o + (i + 0.5) * (step / 2);
        const h = tall * (0.3 + rnd(i) * 0.7);
        const lean = (rnd(i + 2) - 0.5) * step * 0.3;
        const w = step * 0.1;
        g.poly([x - w, base, x + lean, base - h, x + w, base]);
      }
    }
  }
  if (ridge.length > 0) g.poly([0, bottom, ...ridge, 2 * width, bottom]);
}

/**
 * Rolling hills, one screen wide, drawn twice so they scroll seamlessly; with `snow`, snow lies
 * drifted along their crest in that colour (the glacier's).
 */
export function drawHills(
  g: Graphics,
  width: number,
  base: number,
  tall: number,
  color: number,
  snow?: number,
): void {
  g.clear();
  // Both copies as one shape, so no outline runs up the seam between them.
  // Down to the ground line and 2 px past it, over the skyline's outline there (the ground is the
  // page's backdrop, under the canvas: no sky may show between them); the outline runs along the
  // ridge only.
  const ridge: number[] = [];
  for (const o of [0, width]) {
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      const y = base - tall * (0.55 + 0.3 * Math.sin(t * Math.PI * 6) + 0.15 * Math.sin(t * Math.PI * 2));
      ridge.push(o + t * width, y);
    }
  }
  g.poly([0, base + 2, ...ridge, 2 * width, base + 2]).fill(color);
  if (snow !== undefined) {
    // The drift: the crest down to a hem that swells and thins (whole waves a period, so it meets
    // itself at the seam), and its blue shadow under it.
    const hem: number[] = [];
    const shadow: number[] = [];
    for (let i = ridge.length - 2; i >= 0; i -= 2) {
      const t = (ridge[i]! % width) / width;
      const d = tall * (0.1 + 0.12 * Math.sin(t * Math.PI * 10) ** 2);
      hem.push(ridge[i]!, ridge[i + 1]! + d);
      shadow.push(ridge[i]!, ridge[i + 1]! + d + tall * 0.05);
    }
    g.poly([...ridge, ...shadow]).fill({ color: INK, alpha: 0.07 });
    g.poly([...ridge, ...hem]).fill(snow);
  }
  g.moveTo(ridge[0]!, ridge[1]!);
  for (let i = 2; i < ridge.length; i += 2) g.lineTo(ridge[i]!, ridge[i + 1]!);
  g.stroke({ ...OUTLINE, alpha: 0.6 });
}

/** Stones and tufts on the ground, `period` px apart, drawn over two screen widths to scroll. */
export function drawGroundMarks(g: Graphics, width: number, top: number, depth: number, period: number) {
  g.clear();
  for (let x = 0, i = 0; x < width + period * 2; x += period, i++) {
    const y = top + 10 + rnd(i) * depth * 0.6;
    const s = 4 + rnd(i + 1) * 7;
    g.ellipse(x + rnd(i + 2) * period * 0.5, y, s * 1.6, s * 0.6);
    g.rect(x + period * 0.55, top + 14 + rnd(i + 5) * depth * 0.5, 18 + rnd(i + 6) * 14, 3);
  }
  g.fill({ color: 0x000000, alpha: 0.16 });
}

/** A soft shadow on the ground, centred on the feet. */
export function drawShadow(g: Graphics, width: number): void {
  g.clear()
    .ellipse(0, 0, width / 2, width / 9)
    .fill({ color: 0x000000, alpha: 0.22 });
}

/** The foe's height in its own units (scaled to the stage). */
export const FOE_HEIGHT = 200;

/** The foe of the stage: a hooded warden with a spear and glowing eyes, feet at (0, 0), facing left. */
export function drawFoe(g: Graphics, eyes: number): void {
  const ink = 0x1b1f2a;
  g.clear()
    // The spear behind it.
    .rect(-62, -196, 8, 196)
    .fill(0x6b4a2e)
    .stroke({ color: ink, width: 4 })
    .poly([-58, -230, -70, -192, -46, -192])
    .fill(0xc9d2dc)
    .stroke({ color: ink, width: 4 })
    // The cloak, wide at the hem.
    .poly([-40, -150, 40, -150, 62, 0, -62, 0])
    .fill(0x2b2230)
    .stroke({ color: ink, width: 5 })
    .rect(-48, -78, 96, 12)
    .fill(0x5a3c26)
    // The hood, and the dark under it.
    .circle(0, -160, 40)
    .fill(0x3a2e42)
    .stroke({ color: ink, width: 5 })
    .ellipse(-6, -154, 26, 22)
    .fill(0x0d0a12)
    .circle(-16, -158, 6)
    .circle(4, -158, 6)
    .fill(eyes)
    // The hand on the spear.
    .circle(-58, -104, 12)
    .fill(0x3a2e42)
    .stroke({ color: ink, width: 4 });
}

/** The flash of a blow or a burst: a many-pointed star. */
export function drawStar(g: Graphics, radius: number, color: number): void {
  const points: number[] = [];
  for (let i = 0; i < 20; i++) {
    const r = i % 2 ? radius * 0.45 : radius;
    const a = (i / 20) * Math.PI * 2;
    points.push(Math.cos(a) * r, Math.sin(a) * r);
  }
  g.clear().poly(points).fill(color);
}

/** A puff of smoke (the stealth pass's cover at the clash), `radius` wide, centred on (0, 0). */
export function drawSmoke(g: Graphics, radius: number): void {
  g.clear();
  // Puffs round a core, each inked as the map's art is, lighter toward the middle.
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const r = radius * (0.4 + rnd(i + 20) * 0.22);
    g.circle(Math.cos(a) * radius * 0.55, Math.sin(a) * radius * 0.38, r)
      .fill(i % 2 ? 0x9aa0ad : 0x858b99)
      .stroke({ color: 0x1b1f2a, width: 3, alpha: 0.6 });
  }
  g.circle(0, 0, radius * 0.62)
    .fill(0xc9ccd4)
    .circle(-radius * 0.15, -radius * 0.12, radius * 0.3)
    .fill(0xe6e8ee);
}

/**
 * The glow a region's chief stands in (its last stage): an ember haze `width` wide, its foot on
 * (0, 0), hottest at the middle of the body (review r32: "the stage-2 boss is the same scorpion").
 */
export function drawChiefAura(g: Graphics, width: number, height: number): void {
  g.clear();
  const rings = 14;
  for (let i = 0; i < rings; i++) {
    const k = 1 - i / rings;
    g.ellipse(0, -height * 0.45, (width / 2) * k, (height / 2) * (0.35 + 0.65 * k)).fill({
      color: i < rings / 2 ? 0xc8321e : 0xffa23a,
      alpha: 0.07,
    });
  }
}

/** Light rays behind the verdict of a pass, centred on (0, 0). */
export function drawRays(g: Graphics, radius: number, color: number): void {
  g.clear();
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const b = a + Math.PI / 24;
    g.poly([0, 0, Math.cos(a) * radius, Math.sin(a) * radius, Math.cos(b) * radius, Math.sin(b) * radius]);
  }
  g.fill({ color, alpha: 0.35 });
}

/**
 * A shard: the HUD's gold gem (ui/icons.tsx ShardIcon: its crown at a third of its height, its
 * point below), a pale facet down its middle, and a warm white glow round it, so over the sand,
 * the sky or the clash's sparks it reads as loot, the same coin as the counters'.
 */
export function drawShard(g: Graphics, size = 9): void {
  const crown = -size * 0.45;
  g.clear()
    .circle(0, 0, size * 1.3)
    .fill({ color: 0xfff8e7, alpha: 0.4 })
    .poly([0, -size, size * 0.75, crown, 0, size, -size * 0.75, crown])
    .fill(0xe8b730)
    .stroke({ color: 0x1b1f2a, width: 2.5 })
    .poly([0, -size, size * 0.28, crown, 0, size, -size * 0.28, crown])
    .fill(0xf6d77a);
}

/** A shade of ink from `top` fading out over `depth` px: the caption's ground under the HUD. */
export function drawShade(g: Graphics, width: number, top: number, depth: number): void {
  const gradient = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: 'rgba(27, 31, 42, 0.6)' },
      { offset: 1, color: 'rgba(27, 31, 42, 0)' },
    ],
    textureSpace: 'local',
  });
  g.clear()
    .rect(0, 0, width, top + depth)
    .fill(gradient);
}

/** `a` mixed toward `b` by `t` (0..1), channel by channel. */
function mix(a: number, b: number, t: number): number {
  const ch = (s: number) => Math.round(((a >> s) & 255) * (1 - t) + ((b >> s) & 255) * t);
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

/** What grows or lies nearest the eye in each land, in the run's foreground. */
const FRONT_PROPS: Record<
  Skyline,
  readonly ('rock' | 'tuft' | 'reed' | 'shard' | 'stub' | 'cap' | 'drift')[]
> = {
  dunes: ['rock', 'tuft', 'rock', 'stub'],
  reeds: ['reed', 'tuft', 'reed', 'rock'],
  peaks: ['shard', 'drift', 'rock', 'drift'],
  storm: ['rock', 'shard', 'rock', 'tuft'],
  volcano: ['rock', 'shard', 'rock', 'rock'],
  pines: ['tuft', 'cap', 'rock', 'tuft'],
  ruins: ['stub', 'reed', 'rock', 'tuft'],
  towers: ['stub', 'rock', 'shard', 'rock'],
  palace: ['stub', 'tuft', 'rock', 'tuft'],
  crystals: ['shard', 'rock', 'shard', 'cap'],
};

/**
 * The run's foreground: the land's nearest stones, tufts, reeds, ice or crystals, dark against the
 * ground, standing on the screen's `bottom` edge and at most `tall` px high (under the fighters'
 * feet), drawn over two widths to scroll fastest of the layers as the Warlord marches. Glowing
 * lands (the caldera, the crystal rift) light their shards in their accent.
 */
export function drawForeground(
  g: Graphics,
  width: number,
  bottom: number,
  tall: number,
  p: StagePalette,
): void {
  g.clear();
  const dark = mix(p.ground, INK, 0.45);
  // Glowing lands' shards and the glacier's ice catch the light in their accent.
  const lit =
    p.skyline === 'volcano' || p.skyline === 'crystals' || p.skyline === 'peaks'
      ? (p.accent ?? p.light)
      : dark;
  const props = FRONT_PROPS[p.skyline];
  const n = Math.max(5, Math.round(width / 150));
  const base = bottom + 6;
  for (const o of [0, width]) {
    for (let i = 0; i < n; i++) {
      const x = o + ((i + 0.15 + rnd(i + 40) * 0.7) / n) * width;
      const s = tall * (0.45 + rnd(i + 41) * 0.55);
      const kind = props[i % props.length]!;
      if (kind === 'rock') {
        const y = base - s * 0.25;
        g.ellipse(x, y, s * 0.9, s * 0.62).ellipse(x + s * 0.7, y + s * 0.18, s * 0.6, s * 0.42);
        g.fill(dark).stroke(OUTLINE);
        // A lighter top where the sky catches it.
        g.ellipse(x - s * 0.15, y - s * 0.38, s * 0.45, s * 0.13).fill({ color: 0xffffff, alpha: 0.16 });
      } else if (kind === 'tuft') {
        for (let b = -3; b <= 3; b++) {
          const lean = b * s * 0.12 + (rnd(i * 7 + b) - 0.5) * s * 0.2;
          g.poly([
            x + b * 4 - 3,
            base,
            x + b * 4 + lean,
            base - s * (0.75 - Math.abs(b) * 0.08),
            x + b * 4 + 3,
            base,
          ]);
        }
        g.fill(dark).stroke({ ...OUTLINE, width: 2 });
      } else if (kind === 'drift') {
        // A snow drift: two mounds, their blue shade below, the light along their tops.
        g.ellipse(x, base, s * 1.05, s * 0.6).ellipse(x + s * 0.85, base + s * 0.1, s * 0.65, s * 0.42);
        g.fill(0xf7fbff).stroke(OUTLINE);
        g.ellipse(x + s * 0.2, base + s * 0.25, s * 1, s * 0.28).fill({ color: lit, alpha: 0.35 });
        g.ellipse(x - s * 0.15, base - s * 0.4, s * 0.5, s * 0.1).fill({ color: 0xffffff, alpha: 0.9 });
      } else if (kind === 'reed') {
        for (let b = 0; b < 4; b++) {
          const rx = x + b * 9;
          const h = s * (0.7 + rnd(i * 5 + b) * 0.3);
          g.rect(rx - 1.5, base - h, 3, h).fill(dark);
          if (b % 2 === 0) g.roundRect(rx - 4, base - h, 8, s * 0.28, 4).fill(mix(dark, 0x6b3f1f, 0.5));
        }
      } else if (kind === 'shard') {
        for (const [dx, h, w] of [
          [0, 1, 0.22],
          [s * 0.28, 0.6, 0.16],
          [-s * 0.22, 0.45, 0.14],
        ] as const) {
          g.poly([x + dx - s * w, base, x + dx, base - s * h, x + dx + s * w, base]);
          g.fill(lit).stroke(OUTLINE);
          // Its lit face.
          g.poly([x + dx, base, x + dx, base - s * h, x + dx + s * w, base]).fill({
            color: 0xffffff,
            alpha: lit === dark ? 0.1 : 0.3,
          });
        }
      } else if (kind === 'stub') {
        // A broken column or post, its top snapped.
        const w = s * 0.42;
        g.poly([
          x - w,
          base,
          x - w,
          base - s * 0.9,
          x - w * 0.2,
          base - s,
          x + w * 0.3,
          base - s * 0.8,
          x + w,
          base - s * 0.95,
          x + w,
          base,
        ]);
        g.fill(mix(dark, 0xffffff, 0.12)).stroke(OUTLINE);
        g.rect(x - w * 0.35, base - s * 0.85, w * 0.18, s * 0.85).fill({ color: 0x000000, alpha: 0.12 });
      } else {
        // A toadstool (or, in the rift, a glowing bulb).
        g.rect(x - s * 0.08, base - s * 0.55, s * 0.16, s * 0.55).fill(mix(dark, 0xffffff, 0.35));
        g.ellipse(x, base - s * 0.58, s * 0.34, s * 0.2)
          .fill(lit === dark ? 0xb0412e : lit)
          .stroke(OUTLINE);
        g.circle(x - s * 0.1, base - s * 0.64, s * 0.04).fill({ color: 0xffffff, alpha: 0.8 });
      }
    }
  }
}
