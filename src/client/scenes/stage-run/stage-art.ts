import { TextStyle, type Graphics } from 'pixi.js';

/** Sky and ground of each region (1-10), matching the map's grounds. */
const PALETTES: readonly (readonly [sky: number, hills: number, ground: number])[] = [
  [0xf3d9a4, 0xd9a86a, 0xb98a52],
  [0xcfe0c4, 0x6f8f5a, 0x4e6b3d],
  [0xe4f1fb, 0xa9c9e2, 0xdfe9f2],
  [0xf2b48a, 0x6b3a2e, 0x3b2722],
  [0xbcd8b0, 0x2f5d34, 0x24452a],
  [0xb9dede, 0x5c8f8c, 0x3f6f6c],
  [0x6e6a80, 0x2c2838, 0x1d1a26],
  [0xc4cad6, 0x6d7488, 0x4a5062],
  [0x4b3566, 0x2a1940, 0x1a0f2a],
  [0xf7e3a0, 0xcaa24a, 0x9c7a2e],
];

export function paletteOf(regionId: number) {
  const [sky, hills, ground] = PALETTES[regionId - 1] ?? PALETTES[0]!;
  return { sky, hills, ground };
}

/** Rolling hills one screen wide, drawn twice side by side so they scroll seamlessly. */
export function drawHills(g: Graphics, width: number, base: number, color: number): void {
  g.clear();
  for (const offset of [0, width]) {
    g.moveTo(offset, base);
    for (let i = 0; i <= 8; i++) {
      const x = offset + (i / 8) * width;
      g.lineTo(x, base - 30 - (i % 2 ? 26 : 6) - (i % 3) * 8);
    }
    g.lineTo(offset + width, base).closePath();
  }
  g.fill(color);
}

/** Ground stripes that scroll under the Warlord's feet. */
export function drawStripes(g: Graphics, width: number, y: number): void {
  g.clear();
  for (let x = 0; x < width * 2; x += 40) g.rect(x, y, 20, 4);
  g.fill({ color: 0x000000, alpha: 0.18 });
}

/** The guard of the stage: a hooded figure with glowing eyes, feet at (0, 0). */
export function drawGuard(g: Graphics): void {
  g.clear()
    .roundRect(-24, -92, 48, 92, 20)
    .fill(0x2b2230)
    .circle(0, -84, 22)
    .fill(0x3a2e42)
    .circle(-8, -84, 4)
    .circle(8, -84, 4)
    .fill(0xff4d3a)
    .rect(22, -70, 6, 64)
    .fill(0x9aa4ae);
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

/** A shard: a small cut gem. */
export function drawShard(g: Graphics, size = 9): void {
  g.clear()
    .poly([0, -size, size * 0.7, 0, 0, size, -size * 0.7, 0])
    .fill(0x7fd6ff)
    .stroke({ color: 0x1b5d80, width: 2 });
}

const DISPLAY = 'Cinzel, Georgia, "DejaVu Serif", serif';

export const CAPTION_STYLE = new TextStyle({
  fontFamily: DISPLAY,
  fontSize: 17,
  fontWeight: 'bold',
  fill: '#fff8e7',
  stroke: { color: '#1d1610', width: 5, join: 'round' },
});

export const COUNTER_STYLE = new TextStyle({
  fontFamily: 'system-ui, "DejaVu Sans", sans-serif',
  fontSize: 18,
  fontWeight: 'bold',
  fill: '#ffffff',
  stroke: { color: '#12303f', width: 4, join: 'round' },
});

/** The outcome's one word (its fill is set to the pass or fail colour when shown). */
export const VERDICT_STYLE = new TextStyle({
  fontFamily: DISPLAY,
  fontSize: 44,
  fontWeight: 'bold',
  fill: '#4ade80',
  stroke: { color: '#1b1f2a', width: 7, join: 'round' },
  dropShadow: { color: '#000000', alpha: 0.4, blur: 4, distance: 3, angle: Math.PI / 2 },
});
