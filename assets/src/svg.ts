/**
 * Small SVG builders shared by every drawing. Drawings are plain strings: each function returns
 * SVG markup, and ids inside one image are made unique by a caller-given prefix.
 */

/** The outline colour of every drawing: a warm near-black that reads as ink. */
export const INK = '#1b1226';

/** A whole SVG document. */
export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

/** A linear gradient, vertical by default (x1,y1 -> x2,y2 in the shape's box). */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient centred at (cx, cy) of the shape's box. */
export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** A blur filter, used for glows, fog and soft shadows. */
export function blur(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** An inked path: filled, with the shared outline. */
export function inked(d: string, fill: string, width = 4, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"${extra ? ' ' + extra : ''}/>`;
}

/** A path without outline. */
export function flat(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** A stroked line (no fill). */
export function line(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;
}

function clamp(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(r: number, g: number, b: number): string {
  return '#' + [r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('');
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return hex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** A lighter tint (t in 0..1 towards white). */
export function light(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}

/** A darker shade (t in 0..1 towards black). */
export function dark(c: string, t: number): string {
  return mix(c, '#000000', t);
}

/** Points of a regular star or polygon, as an SVG path. */
export function star(cx: number, cy: number, outer: number, inner: number, points: number, turn = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (Math.PI * i) / points - Math.PI / 2;
    parts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${parts.join('L')}Z`;
}

/** A four-pointed sparkle, the shared mark of rarity shine. */
export function sparkle(x: number, y: number, r: number, color = '#fffbe6', opacity = 1): string {
  return flat(star(x, y, r, r * 0.22, 4), color, `opacity="${opacity}"`);
}

/** Plain text in the serif display face the game's art uses. */
export function text(
  x: number,
  y: number,
  size: number,
  content: string,
  fill: string,
  extra = '',
  weight = 'bold',
): string {
  const safe = content.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<text x="${x}" y="${y}" font-family="DejaVu Serif, Liberation Serif, serif" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}" ${extra}>${safe}</text>`;
}
