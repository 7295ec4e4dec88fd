/**
 * The shared look of item icons (256 x 256): a rounded tile whose border and glow show rarity
 * (RARITY_COLORS), and element colours and particles that show the item's element.
 */
import { RARITY_COLORS, type Rarity } from '../../../src/rules/catalog/rarity.ts';
import type { Element, ItemInfo } from '../../../src/rules/catalog/items.ts';
import { between, seededRng } from '../scenery.ts';
import { blur, dark, flat, light, line, radial, sparkle, star, INK } from '../svg.ts';

export const ICON = 256;

/** The colour of each element: Fire orange-red, Frost ice blue, Toxic green, Electric yellow, Demonic purple. */
export const ELEMENT_COLORS: Record<Element, string> = {
  Fire: '#ff5a1f',
  Frost: '#7dd3fc',
  Toxic: '#4ade80',
  Electric: '#facc15',
  Demonic: '#a855f7',
};

/** Plain steel for weapons without an element. */
export const STEEL = '#cfd6de';

/** The element of an item, from its keywords. */
export function elementOf(item: ItemInfo): Element | undefined {
  return item.keywords.find((k): k is Element => k in ELEMENT_COLORS);
}

/** The tile behind an icon: border in the rarity colour, richer with rarity. */
export function tile(id: string, rarity: Rarity, tint: string): string {
  const rc = RARITY_COLORS[rarity];
  const inset = 14;
  const size = ICON - inset * 2;
  const rect = (extra: string) =>
    `<rect x="${inset}" y="${inset}" width="${size}" height="${size}" rx="30" ${extra}/>`;
  let out =
    `<defs>${radial(`${id}-t`, [
      [0, dark(tint, 0.4)],
      [0.7, '#1c1830'],
      [1, '#100d1c'],
    ])}${blur(`${id}-tg`, 6)}</defs>` +
    (rarity >= 2
      ? rect(`fill="none" stroke="${rc}" stroke-width="14" opacity="0.8" filter="url(#${id}-tg)"`)
      : '') +
    rect(`fill="url(#${id}-t)" stroke="${INK}" stroke-width="8"`) +
    rect(`fill="none" stroke="${rc}" stroke-width="${rarity >= 1 ? 6 : 4}"`);
  if (rarity >= 1)
    out += `<rect x="26" y="26" width="204" height="204" rx="20" fill="none" stroke="${light(rc, 0.3)}" stroke-width="1.5" opacity="0.7"/>`;
  if (rarity >= 3)
    out += [
      [inset, inset],
      [ICON - inset, inset],
      [inset, ICON - inset],
      [ICON - inset, ICON - inset],
    ]
      .map(([x, y]) => flat(star(x!, y!, 16, 6, 4), '#ffe08a', `stroke="${INK}" stroke-width="2"`))
      .join('');
  return out;
}

/** A soft glow of the element (or rarity) colour behind the object (a gradient: cheaper than a blur). */
export function aura(id: string, color: string, r = 70, opacity = 0.55): string {
  return (
    `<defs>${radial(`${id}-a`, [
      [0, color, opacity],
      [0.45, color, opacity * 0.7],
      [1, color, 0],
    ])}</defs>` + `<circle cx="128" cy="128" r="${r * 1.5}" fill="url(#${id}-a)"/>`
  );
}

/** Particles of an element scattered around the icon (seeded by the item id). */
export function particles(seed: number, element: Element | undefined, rarity: Rarity): string {
  const rng = seededRng(seed);
  const n = 3 + rarity * 2;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = between(rng, 40, 216);
    const y = between(rng, 40, 216);
    const s = between(rng, 0.6, 1.2);
    if (element === 'Fire')
      out += flat(
        `M${x},${y} q${6 * s},${-10 * s} 0,${-20 * s} q${-8 * s},${10 * s} 0,${20 * s}Z`,
        '#ffb347',
      );
    else if (element === 'Frost')
      out += line(
        `M${x - 6 * s},${y} h${12 * s} M${x},${y - 6 * s} v${12 * s} M${x - 4 * s},${y - 4 * s} l${8 * s},${8 * s} M${x + 4 * s},${y - 4 * s} l${-8 * s},${8 * s}`,
        '#e0f6ff',
        2,
      );
    else if (element === 'Toxic')
      out += `<circle cx="${x}" cy="${y}" r="${4 * s}" fill="none" stroke="#a3f7b5" stroke-width="2"/>`;
    else if (element === 'Electric')
      out += line(`M${x},${y} l${5 * s},${8 * s} l${-6 * s},${2 * s} l${6 * s},${10 * s}`, '#fff59d', 2.5);
    else if (element === 'Demonic') out += flat(star(x, y, 5 * s, 2 * s, 4), '#e9b8ff');
    else if (rarity >= 2) out += sparkle(x, y, 7 * s);
  }
  return out;
}
