/**
 * The world map (1600 x 1000): a sea, one continent made of soft blobs around the ten regions' map
 * positions (REGIONS[].position), each region in its own ground colour with its landmark, and a
 * dotted road from Region I to Region X.
 */
import { REGIONS } from '../../../src/rules/catalog/regions.ts';
import { between, pine, seededRng, type Rng } from '../scenery.ts';
import { flat, line, radial, star, INK } from '../svg.ts';
import { BIOMES } from './biomes.ts';

export const MAP = { width: 1600, height: 1000 } as const;

/** A closed, smooth, wobbly blob around (cx, cy). */
export function blob(rng: Rng, cx: number, cy: number, r: number, wobble = 0.22, n = 14): string {
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 + between(rng, -wobble, wobble));
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a) * 0.8] as const;
  });
  const mid = (i: number) => {
    const p = pts[i % n]!;
    const q = pts[(i + 1) % n]!;
    return `${((p[0] + q[0]) / 2).toFixed(1)},${((p[1] + q[1]) / 2).toFixed(1)}`;
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= n; i++) d += ` Q${pts[i % n]![0].toFixed(1)},${pts[i % n]![1].toFixed(1)} ${mid(i)}`;
  return d + 'Z';
}

function pos(id: number): [number, number] {
  const r = REGIONS[id - 1]!;
  return [r.position.x * MAP.width, r.position.y * MAP.height];
}

/**
 * The sea at the picture's edges, and the canvas' ground around it (scenes.css, region-map-scene.tsx):
 * the world has no frame, its sea darkening into the open sea that fills the screen beside and
 * around it (art-direction.md: the map fills the screen; the review of issue 24 saw a framed picture
 * pinned left in a navy void at 1440x900).
 */
export const OPEN_SEA = '#17324a';

/** The SVG body of the world map. */
export function worldMap(): string {
  const rng = seededRng(2024);
  const land: string[] = [];
  for (const r of REGIONS) land.push(blob(rng, ...pos(r.id), 190));
  for (let i = 1; i < REGIONS.length; i++) {
    const [x1, y1] = pos(i);
    const [x2, y2] = pos(i + 1);
    land.push(blob(rng, (x1 + x2) / 2, (y1 + y2) / 2, 150));
  }
  for (let i = 0; i < 6; i++)
    land.push(blob(rng, between(rng, 300, 1300), between(rng, 250, 750), between(rng, 120, 200)));
  const landD = land.join(' ');
  let marks = '';
  for (let i = 0; i < 500; i++) {
    const x = between(rng, 60, 1540);
    const y = between(rng, 60, 940);
    const near = REGIONS.some(
      (r) => Math.hypot(r.position.x * MAP.width - x, r.position.y * MAP.height - y) < 150,
    );
    if (near) continue;
    marks +=
      i % 3 === 0
        ? pine(x, y, between(rng, 22, 34), '#4f7a3e')
        : line(
            `M${(x - 14).toFixed(0)},${y.toFixed(0)} Q${x.toFixed(0)},${(y - 16).toFixed(0)} ${(x + 14).toFixed(0)},${y.toFixed(0)}`,
            '#6f7f4a',
            3,
          );
  }
  let waves = '';
  for (let i = 0; i < 60; i++) {
    // Whole inside the picture: a wave cut by its edge would draw the edge the sea runs past.
    const x = between(rng, 40, 1520);
    const y = between(rng, 40, 960);
    waves += `M${x.toFixed(0)},${y.toFixed(0)} q8,-6 16,0 q8,6 16,0 `;
  }
  const grounds = REGIONS.map((r) => {
    const [x, y] = pos(r.id);
    const c = BIOMES[r.id]!.ground;
    return `<defs>${radial(`m-g${r.id}`, [
      [0, c],
      [0.55, c],
      [1, c, 0],
    ])}</defs><circle cx="${x}" cy="${y}" r="270" fill="url(#m-g${r.id})"/>`;
  }).join('');
  const road = REGIONS.map((r, i) => {
    const [x, y] = pos(r.id);
    if (i === 0) return `M${x},${y}`;
    const [px, py] = pos(r.id - 1);
    return `Q${((px + x) / 2 + (i % 2 ? 40 : -40)).toFixed(0)},${((py + y) / 2 + (i % 2 ? -30 : 30)).toFixed(0)} ${x},${y}`;
  }).join(' ');
  const landmarks = REGIONS.map((r) => BIOMES[r.id]!.landmark(...pos(r.id), 1.25)).join('');
  return (
    `<defs>${radial('m-sea', [
      [0, '#2f6f9a'],
      [1, OPEN_SEA],
    ])}<clipPath id="m-land"><path d="${landD}"/></clipPath></defs>` +
    `<rect width="1600" height="1000" fill="url(#m-sea)"/>` +
    line(waves, '#5b9cc4', 2.5, 'opacity="0.5"') +
    `<path d="${landD}" fill="none" stroke="#5fa8c8" stroke-width="70" opacity="0.35"/>` +
    `<path d="${landD}" fill="none" stroke="#8fd0e0" stroke-width="36" opacity="0.45"/>` +
    `<path d="${landD}" fill="none" stroke="${INK}" stroke-width="10"/>` +
    `<path d="${landD}" fill="#a8b878"/>` +
    `<g clip-path="url(#m-land)">${grounds}${marks}</g>` +
    line(road, '#3a2a1a', 8, 'stroke-dasharray="2 18" opacity="0.85"') +
    line(road, '#f6ecd2', 4, 'stroke-dasharray="2 18"') +
    landmarks +
    compass(1500, 880)
  );
}

function compass(x: number, y: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="58" fill="#f6ecd2" opacity="0.2" stroke="#f6ecd2" stroke-width="3"/>` +
    flat(star(x, y, 70, 12, 4), '#f6ecd2', `stroke="${INK}" stroke-width="3"`) +
    flat(star(x, y, 40, 8, 4, Math.PI / 4), '#d9b36a', `stroke="${INK}" stroke-width="2"`) +
    flat(`M${x},${y - 70} L${x + 12},${y} L${x - 12},${y}Z`, '#c0392b')
  );
}

/** The menus' backdrop: the world at half size, blurred and dimmed once here, not by the browser. */
export const BACKDROP = { width: MAP.width / 2, height: MAP.height / 2 } as const;

/**
 * The world dimmed and blurred as the menus show it behind their panel. A CSS `filter` or
 * `backdrop-filter` did that in the page, and a software compositor redid it on every frame.
 */
export function worldBackdrop(): string {
  const filter =
    '<filter id="backdrop-dim" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">' +
    '<feGaussianBlur stdDeviation="4" edgeMode="duplicate"/>' +
    '<feColorMatrix type="saturate" values="0.9"/>' +
    '<feComponentTransfer><feFuncR type="linear" slope="0.45"/><feFuncG type="linear" slope="0.45"/>' +
    '<feFuncB type="linear" slope="0.45"/></feComponentTransfer></filter>';
  return `<defs>${filter}</defs><g filter="url(#backdrop-dim)"><g transform="scale(0.5)">${worldMap()}</g></g>`;
}
