/**
 * The landing page hero (1600 x 800): three Warlords, assembled from the same trait layers as the
 * game's portraits, before a dusk sky with mountains and a citadel. No text: the page sets the title.
 */
import { composite } from '../portrait/layers.ts';
import { between, ridge, seededRng } from '../scenery.ts';
import { flat, linear, radial } from '../svg.ts';

export const HERO = { width: 1600, height: 800 } as const;

const bust = (x: number, scale: number, ids: readonly number[]) =>
  `<g transform="translate(${x - 256 * scale} ${HERO.height - 512 * scale}) scale(${scale})">${composite(ids)}</g>`;

/** The SVG body of the hero image. */
export function heroArt(): string {
  const rng = seededRng(1600);
  let embers = '';
  for (let i = 0; i < 70; i++)
    embers += `<circle cx="${between(rng, 0, 1600).toFixed(0)}" cy="${between(rng, 200, 800).toFixed(0)}" r="${between(rng, 1.5, 4).toFixed(1)}" fill="#ffb347" opacity="${between(rng, 0.4, 0.9).toFixed(2)}"/>`;
  let towers = '';
  for (const [x, h] of [
    [1180, 170],
    [1230, 240],
    [1290, 190],
    [300, 150],
    [350, 210],
  ] as const)
    towers += flat(`M${x - 18},560 V${560 - h} L${x},${540 - h} L${x + 18},${560 - h} V560Z`, '#2a1d3e');
  return (
    `<defs>${linear('h-sky', [
      [0, '#140a2a'],
      [0.55, '#5a1f4f'],
      [1, '#f0733a'],
    ])}${radial('h-sun', [
      [0, '#fff2c0'],
      [0.3, '#ffb347', 0.8],
      [1, '#ff5a1a', 0],
    ])}${radial('h-glow', [
      [0, '#ff7a2a', 0.35],
      [1, '#ff7a2a', 0],
    ])}</defs>` +
    `<rect width="1600" height="800" fill="url(#h-sky)"/>` +
    `<circle cx="800" cy="470" r="360" fill="url(#h-sun)"/>` +
    flat(ridge(rng, 0, 1600, 480, 160, 60, 800), '#3a1f4a') +
    towers +
    flat(ridge(rng, 0, 1600, 600, 90, 80, 800), '#24143a') +
    flat(ridge(rng, 0, 1600, 700, 50, 100, 800), '#160c26') +
    `<ellipse cx="800" cy="760" rx="760" ry="160" fill="url(#h-glow)"/>` +
    bust(400, 1.02, [304, 4, 205, 105]) +
    bust(1200, 1.02, [309, 3, 202, 103, 503]) +
    bust(800, 1.32, [310, 6, 204, 110, 502]) +
    embers
  );
}
