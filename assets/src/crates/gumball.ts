/**
 * The gumball machine (320 x 400): a glass globe of coloured balls in the rarity colours on a red stand
 * with a coin slot and a crank.
 */
import { RARITY_COLORS } from '../../../src/rules/catalog/rarity.ts';
import { between, seededRng } from '../scenery.ts';
import { flat, inked, light, line, linear, radial, INK } from '../svg.ts';

export const GUMBALL_SIZE = { width: 320, height: 400 } as const;

/** The SVG body of the gumball machine. */
export function gumballArt(): string {
  const rng = seededRng(77);
  const colors = [...RARITY_COLORS, '#ef4444', '#22c55e', '#facc15', '#ec4899'];
  let balls = '';
  for (let row = 0; row < 6; row++) {
    for (let i = 0; i < 7; i++) {
      const x = 74 + i * 29 + (row % 2) * 14 + between(rng, -3, 3);
      const y = 226 - row * 26 + between(rng, -3, 3);
      const dx = x - 160;
      const dy = y - 150;
      if (dx * dx + dy * dy > 98 * 98) continue;
      const c = colors[Math.floor(rng.next() * colors.length)]!;
      balls += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="14" fill="${c}" stroke="${INK}" stroke-width="2.5"/><circle cx="${(x - 4).toFixed(1)}" cy="${(y - 5).toFixed(1)}" r="4" fill="#ffffff" opacity="0.7"/>`;
    }
  }
  return (
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
    ])}<clipPath id="gb-c"><circle cx="160" cy="150" r="106"/></clipPath></defs>` +
    `<ellipse cx="160" cy="384" rx="110" ry="12" fill="${INK}" opacity="0.3"/>` +
    inked('M110,250 L210,250 L236,380 L84,380Z', 'url(#gb-red)', 5) +
    inked('M70,240 h180 v22 h-180Z', '#b91c1c', 4) +
    `<g clip-path="url(#gb-c)">${balls}</g>` +
    `<circle cx="160" cy="150" r="106" fill="url(#gb-glass)" stroke="${INK}" stroke-width="5"/>` +
    line('M88,110 Q100,76 134,62', '#ffffff', 8, 'opacity="0.7"') +
    inked('M132,40 h56 v14 h-56Z', '#b91c1c', 4) +
    inked('M150,24 h20 v16 h-20Z', '#7f1d1d', 3) +
    inked('M128,290 h64 v40 h-64Z', '#e5e7eb', 4) +
    flat('M152,302 h16 v16 h-16Z', INK) +
    `<circle cx="196" cy="300" r="16" fill="#f5c542" stroke="${INK}" stroke-width="4"/>` +
    line('M196,300 L224,286', INK, 8) +
    line('M196,300 L224,286', '#f5c542', 4) +
    `<circle cx="226" cy="285" r="8" fill="${light('#ef4444', 0.2)}" stroke="${INK}" stroke-width="3"/>` +
    inked('M140,346 h40 v18 Q160,374 140,364Z', '#7f1d1d', 3)
  );
}
