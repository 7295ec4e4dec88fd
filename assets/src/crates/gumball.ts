/**
 * The gumball machine (320 x 400): a glass globe of coloured balls in the rarity colours on a red stand
 * with a coin slot and a crank.
 */
import { RARITY_COLORS } from '../../../src/rules/catalog/rarity.ts';
import { between, seededRng } from '../scenery.ts';
import { flat, inked, light, line, linear, radial, INK } from '../svg.ts';

export const GUMBALL_SIZE = { width: 320, height: 400 } as const;

/** The globe's centre and radius in the machine's picture (the reveal's balls are drawn in it). */
export const GLOBE = { x: 160, y: 150, r: 106 } as const;

/** Where the crank turns (its hub) in the machine's picture, and the crank's own picture's size. */
export const CRANK_HUB = { x: 196, y: 300 } as const;
export const CRANK_SIZE = { width: 80, height: 80 } as const;

function balls(): string {
  const rng = seededRng(77);
  const colors = [...RARITY_COLORS, '#ef4444', '#22c55e', '#facc15', '#ec4899'];
  let out = '';
  for (let row = 0; row < 6; row++) {
    for (let i = 0; i < 7; i++) {
      const x = 74 + i * 29 + (row % 2) * 14 + between(rng, -3, 3);
      const y = 226 - row * 26 + between(rng, -3, 3);
      const dx = x - 160;
      const dy = y - 150;
      if (dx * dx + dy * dy > 98 * 98) continue;
      const c = colors[Math.floor(rng.next() * colors.length)]!;
      out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="14" fill="${c}" stroke="${INK}" stroke-width="2.5"/><circle cx="${(x - 4).toFixed(1)}" cy="${(y - 5).toFixed(1)}" r="4" fill="#ffffff" opacity="0.7"/>`;
    }
  }
  return out;
}

const defs = () =>
  `<defs>${radial(
    'gb-glass',
    [
      [0, '#ffffff', 0.5],
      [0.6, '#cfefff', 0.15],
      [1, '#8fd3ff', 0.35],
    ],
    0.35,
    0.3,
    0.7,
  )}${linear('gb-red', [
    [0, '#f87171'],
    [1, '#991b1b'],
  ])}<clipPath id="gb-c"><circle cx="160" cy="150" r="106"/></clipPath></defs>`;

/** The stand under the globe, its shadow and the seat of the globe. */
const stand = () =>
  `<ellipse cx="160" cy="384" rx="110" ry="12" fill="${INK}" opacity="0.3"/>` +
  inked('M110,250 L210,250 L236,380 L84,380Z', 'url(#gb-red)', 5) +
  inked('M70,240 h180 v22 h-180Z', '#b91c1c', 4);

/** The glass of the globe over its balls, its shine and its cap. */
const glass = () =>
  `<circle cx="160" cy="150" r="106" fill="url(#gb-glass)" stroke="${INK}" stroke-width="5"/>` +
  line('M88,110 Q100,76 134,62', '#ffffff', 8, 'opacity="0.7"') +
  inked('M132,40 h56 v14 h-56Z', '#b91c1c', 4) +
  inked('M150,24 h20 v16 h-20Z', '#7f1d1d', 3);

/** The coin plate and its slot, and the chute the ball rolls out of. */
const front = () =>
  inked('M128,290 h64 v40 h-64Z', '#e5e7eb', 4) +
  flat('M152,302 h16 v16 h-16Z', INK) +
  inked('M140,346 h40 v18 Q160,374 140,364Z', '#7f1d1d', 3);

/** The crank about its hub at (x, y): the gold hub, the arm and its red grip. */
const crank = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="16" fill="#f5c542" stroke="${INK}" stroke-width="4"/>` +
  line(`M${x},${y} L${x + 28},${y - 14}`, INK, 8) +
  line(`M${x},${y} L${x + 28},${y - 14}`, '#f5c542', 4) +
  `<circle cx="${x + 30}" cy="${y - 15}" r="8" fill="${light('#ef4444', 0.2)}" stroke="${INK}" stroke-width="3"/>`;

/** The SVG body of the gumball machine, whole (the shop's picture). */
export function gumballArt(): string {
  return (
    defs() +
    stand() +
    `<g clip-path="url(#gb-c)">${balls()}</g>` +
    glass() +
    front() +
    crank(CRANK_HUB.x, CRANK_HUB.y)
  );
}

/**
 * The machine of the pull's reveal in layers, each on the whole picture's canvas, so they stand one
 * on another: the stand with the coin plate and the chute (no balls, no glass, no crank), then the
 * page's balls, which jostle as it turns, then the glass over them; the crank is its own picture,
 * which the page turns about its hub.
 */
export function gumballStandArt(): string {
  return defs() + stand() + front();
}

/** The glass of the globe, its shine and its cap: the layer over the reveal's balls. */
export function gumballGlassArt(): string {
  return defs() + glass();
}

/** The crank alone, its hub in the middle of its picture (CRANK_SIZE). */
export function gumballCrankArt(): string {
  return crank(CRANK_SIZE.width / 2, CRANK_SIZE.height / 2);
}
