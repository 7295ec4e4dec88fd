/**
 * Potion icons: a round flask for Small potions, a tall bottle for Big ones, the liquid in the colour of
 * what the potion helps (an element, melee steel-red, earn gold, energy cyan) and a symbol on the label.
 */
import type { PotionInfo } from '../../../src/rules/catalog/items.ts';
import { flat, inked, light, line, linear, star, INK } from '../svg.ts';
import { aura, ELEMENT_COLORS, particles, tile } from './frame.ts';

const SMALL = {
  glass:
    'M108,64 h40 v34 C188,110 196,150 184,178 C172,206 148,214 128,214 C108,214 84,206 72,178 C60,150 68,110 108,98Z',
  liquid: 'M74,150 Q100,140 128,150 Q156,160 182,148 C190,170 178,206 128,208 C78,206 66,172 74,150Z',
  cork: 'M104,46 h48 v22 h-48Z',
  label: { x: 128, y: 168, r: 22 },
};
const BIG = {
  glass:
    'M110,40 h36 v36 C146,86 182,92 184,124 L184,206 C184,218 176,224 164,224 L92,224 C80,224 72,218 72,206 L72,124 C74,92 110,86 110,76Z',
  liquid:
    'M76,120 Q104,110 128,120 Q152,130 180,118 L180,206 C180,214 174,218 164,218 L92,218 C82,218 76,214 76,206Z',
  cork: 'M104,22 h48 v24 h-48Z',
  label: { x: 128, y: 172, r: 26 },
};

/** The liquid colour and label symbol of a potion. */
function looks(p: PotionInfo): { color: string; symbol: (x: number, y: number, s: number) => string } {
  const e = p.effect;
  const bolt = (x: number, y: number, s: number, c: string) =>
    inked(
      `M${x + 4 * s},${y - 16 * s} L${x - 8 * s},${y + 2 * s} L${x},${y + 2 * s} L${x - 4 * s},${y + 16 * s} L${x + 8 * s},${y - 2 * s} L${x},${y - 2 * s}Z`,
      c,
      2,
    );
  if (e.kind === 'element') {
    const color = ELEMENT_COLORS[e.element];
    const symbols = {
      Fire: (x: number, y: number, s: number) =>
        inked(
          `M${x},${y + 14 * s} C${x - 16 * s},${y + 10 * s} ${x - 12 * s},${y - 6 * s} ${x},${y - 16 * s} C${x + 2 * s},${y - 4 * s} ${x + 14 * s},${y} ${x},${y + 14 * s}Z`,
          '#ff7a1a',
          2,
        ),
      Frost: (x: number, y: number, s: number) =>
        line(
          `M${x - 14 * s},${y} h${28 * s} M${x},${y - 14 * s} v${28 * s} M${x - 10 * s},${y - 10 * s} l${20 * s},${20 * s} M${x + 10 * s},${y - 10 * s} l${-20 * s},${20 * s}`,
          '#2a86c4',
          3.5,
        ),
      Toxic: (x: number, y: number, s: number) =>
        inked(
          `M${x},${y - 16 * s} C${x + 12 * s},${y} ${x + 12 * s},${y + 14 * s} ${x},${y + 14 * s} C${x - 12 * s},${y + 14 * s} ${x - 12 * s},${y} ${x},${y - 16 * s}Z`,
          '#22a34a',
          2,
        ),
      Electric: (x: number, y: number, s: number) => bolt(x, y, s, '#f5b800'),
      Demonic: (x: number, y: number, s: number) =>
        inked(
          `M${x - 12 * s},${y + 10 * s} C${x - 18 * s},${y - 4 * s} ${x - 14 * s},${y - 14 * s} ${x - 8 * s},${y - 18 * s} C${x - 8 * s},${y - 6 * s} ${x},${y} ${x},${y} C${x},${y} ${x + 8 * s},${y - 6 * s} ${x + 8 * s},${y - 18 * s} C${x + 14 * s},${y - 14 * s} ${x + 18 * s},${y - 4 * s} ${x + 12 * s},${y + 10 * s}Z`,
          '#7e22ce',
          2,
        ),
    } as const;
    return { color, symbol: symbols[e.element] };
  }
  if (e.kind === 'melee')
    return {
      color: '#e0464f',
      symbol: (x, y, s) =>
        line(
          `M${x - 10 * s},${y + 10 * s} L${x + 12 * s},${y - 12 * s} M${x - 12 * s},${y + 2 * s} L${x - 2 * s},${y + 12 * s}`,
          '#5a6270',
          4,
        ),
    };
  if (e.kind === 'earn')
    return { color: '#f5c542', symbol: (x, y, s) => inked(star(x, y, 15 * s, 7 * s, 4), '#ffe08a', 2) };
  return { color: '#22d3ee', symbol: (x, y, s) => bolt(x, y, s, '#0e7490') };
}

/** The flask alone (no tile, no sparkles): the icon's middle, and what hangs on the Warlord's belt. */
export function potionFlask(p: PotionInfo, prefix = 'q'): string {
  const shape = p.name.startsWith('Big') ? BIG : SMALL;
  const { color, symbol } = looks(p);
  const id = `${prefix}${p.id}`;
  const { x, y, r } = shape.label;
  return (
    `<defs>${linear(
      `${id}-l`,
      [
        [0, light(color, 0.25)],
        [1, color],
      ],
      0,
      0,
      1,
      0,
    )}<clipPath id="${id}-c"><path d="${shape.glass}"/></clipPath></defs>` +
    flat(shape.glass, '#dff3ff', 'opacity="0.35"') +
    `<g clip-path="url(#${id}-c)">${flat(shape.liquid, `url(#${id}-l)`)}<circle cx="96" cy="${y + 20}" r="5" fill="#ffffff" opacity="0.6"/><circle cx="150" cy="${y + 28}" r="3" fill="#ffffff" opacity="0.6"/></g>` +
    inked(shape.glass, 'none', 5) +
    line('M92,130 Q86,150 92,170', '#ffffff', 5, 'opacity="0.6"') +
    inked(shape.cork, '#a0703e', 4) +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#f6ecd2" stroke="${INK}" stroke-width="3"/>` +
    symbol(x, y, r / 22)
  );
}

/** The potion's colour (its liquid). */
export function potionColor(p: PotionInfo): string {
  return looks(p).color;
}

/** The icon body of a potion. */
export function potionIcon(p: PotionInfo): string {
  const id = `q${p.id}`;
  return (
    tile(id, p.rarity, looks(p).color) +
    aura(id, looks(p).color, 60, 0.5) +
    potionFlask(p) +
    particles(p.id, undefined, p.rarity)
  );
}
