/**
 * Melee weapon icons. Each weapon is drawn pointing up around (0, 0), then laid diagonally on its tile;
 * paired weapons are two crossed copies. Blades take the element's colour; gold fittings come with Epic.
 */
import type { Element, WeaponInfo } from '../../../src/rules/catalog/items.ts';
import { dark, flat, inked, light, line, star, INK } from '../svg.ts';
import { aura, ELEMENT_COLORS, elementOf, particles, STEEL, tile } from './frame.ts';

interface Parts {
  blade: string;
  metal: string;
  fitting: string;
  gem: string;
}

const grip = (y0: number, y1: number, w: number) =>
  inked(`M${-w / 2},${y0} h${w} V${y1} h${-w}Z`, '#6b3f22', 3) +
  line(
    Array.from(
      { length: Math.floor((y1 - y0) / 10) },
      (_, i) => `M${-w / 2},${y0 + 6 + i * 10} l${w},-4`,
    ).join(' '),
    '#3e2414',
    2,
  );

const pommel = (y: number, p: Parts, r = 10) =>
  `<circle cx="0" cy="${y}" r="${r}" fill="${p.fitting}" stroke="${INK}" stroke-width="3"/><circle cx="0" cy="${y}" r="${r * 0.45}" fill="${p.gem}"/>`;

/** A straight blade: base y0, flat length len, tip tip, width w; left half lit, right half shaded. */
function blade(y0: number, len: number, tip: number, w: number, p: Parts): string {
  const top = y0 - len;
  const d = `M${-w / 2},${y0} L${-w / 2},${top} L0,${top - tip} L${w / 2},${top} L${w / 2},${y0}Z`;
  return (
    inked(d, p.blade, 4) +
    flat(`M0,${y0} L0,${top - tip} L${w / 2},${top} L${w / 2},${y0}Z`, dark(p.blade, 0.22)) +
    line(`M0,${y0 - 4} L0,${top - tip + 8}`, light(p.blade, 0.5), 2) +
    inked(d, 'none', 4)
  );
}

const guard = (y: number, half: number, p: Parts) =>
  inked(
    `M${-half},${y} Q0,${y - 8} ${half},${y} L${half - 4},${y + 12} Q0,${y + 6} ${-half + 4},${y + 12}Z`,
    p.fitting,
    3,
  );

const haft = (y0: number, y1: number, w: number) =>
  inked(`M${-w / 2},${y0} h${w} V${y1} h${-w}Z`, '#7a4a26', 3) +
  line(`M${-w / 6},${y0 + 6} V${y1 - 6}`, '#9c6a3e', 2);

type Shape = (p: Parts) => string;

const SHAPES: Record<string, Shape> = {
  dagger: (p) => blade(0, 70, 26, 26, p) + guard(0, 34, p) + grip(10, 56, 14) + pommel(64, p),
  sword: (p) => blade(-10, 104, 24, 26, p) + guard(-10, 42, p) + grip(2, 60, 14) + pommel(70, p),
  saber: (p) =>
    inked('M-12,-6 C-16,-70 -2,-112 30,-140 C14,-100 14,-56 12,-6Z', p.blade, 4) +
    line('M-4,-10 C-6,-66 4,-104 24,-130', light(p.blade, 0.5), 2) +
    guard(-6, 40, p) +
    grip(6, 62, 14) +
    pommel(72, p),
  greatsword: (p) =>
    blade(-20, 112, 28, 34, p) +
    inked('M-60,-20 L-40,-36 L40,-36 L60,-20 L40,-6 L-40,-6Z', p.fitting, 3) +
    inked(`${star(-62, -22, 12, 4, 4)} ${star(62, -22, 12, 4, 4)}`, light(p.blade, 0.3), 2) +
    grip(-6, 66, 16) +
    pommel(78, p, 13),
  axe: (p) =>
    haft(-100, 104, 12) +
    inked('M6,-104 C44,-118 68,-86 66,-44 C50,-34 28,-38 6,-54Z', p.blade, 4) +
    line('M58,-92 C66,-76 66,-60 62,-48', light(p.blade, 0.6), 3) +
    inked('M-10,-100 h20 v60 h-20Z', p.fitting, 3),
  doubleAxe: (p) =>
    haft(-110, 104, 12) +
    inked(
      'M6,-104 C44,-118 68,-86 66,-44 C50,-34 28,-38 6,-54Z M-6,-104 C-44,-118 -68,-86 -66,-44 C-50,-34 -28,-38 -6,-54Z',
      p.blade,
      4,
    ) +
    inked('M-10,-112 h20 v76 h-20Z', p.fitting, 3) +
    `<circle cx="0" cy="-74" r="7" fill="${p.gem}" stroke="${INK}" stroke-width="2"/>`,
  spear: (p) =>
    haft(-60, 116, 11) +
    inked('M0,-124 C18,-98 18,-72 0,-56 C-18,-72 -18,-98 0,-124Z', p.blade, 4) +
    line('M0,-116 V-62', dark(p.blade, 0.3), 2) +
    inked('M-9,-60 h18 v16 h-18Z', p.fitting, 3),
  lance: (p) =>
    haft(-70, 116, 12) +
    inked(
      'M0,-132 C14,-110 16,-88 10,-70 L26,-86 L18,-58 L-18,-58 L-26,-86 L-10,-70 C-16,-88 -14,-110 0,-132Z',
      p.blade,
      4,
    ) +
    inked('M-14,-60 h28 l-4,16 h-20Z', p.fitting, 3) +
    inked(
      'M-14,-56 C-34,-60 -40,-80 -34,-96 C-28,-80 -20,-72 -10,-68Z M14,-56 C34,-60 40,-80 34,-96 C28,-80 20,-72 10,-68Z',
      '#3b0f4f',
      3,
    ),
  mace: (p) =>
    haft(-50, 104, 12) +
    inked(star(0, -72, 46, 30, 8), p.blade, 4) +
    `<circle cx="0" cy="-72" r="30" fill="${p.metal}" stroke="${INK}" stroke-width="4"/><circle cx="-9" cy="-81" r="8" fill="${light(p.metal, 0.5)}"/>` +
    inked('M-10,-44 h20 v14 h-20Z', p.fitting, 3),
  hammer: (p) =>
    haft(-50, 110, 13) +
    inked('M-56,-110 h112 v62 h-112Z', p.metal, 4) +
    inked('M-64,-104 h8 v50 h-8Z M56,-104 h8 v50 h-8Z', p.fitting, 3) +
    inked('M6,-104 L-10,-80 L2,-80 L-6,-54 L14,-84 L2,-84 L10,-104Z', p.blade, 2) +
    inked('M-12,-48 h24 v14 h-24Z', p.fitting, 3),
  sickle: (p) =>
    grip(10, 70, 14) +
    inked('M-7,12 C-10,-50 20,-100 70,-104 C34,-88 14,-56 12,12Z', p.blade, 4) +
    line('M0,6 C0,-46 24,-84 58,-98', light(p.blade, 0.5), 2) +
    inked('M-14,8 h28 v8 h-28Z', p.fitting, 3) +
    pommel(78, p, 9),
  fang: (p) =>
    grip(10, 64, 13) +
    inked('M-10,10 C-20,-40 -6,-90 30,-116 C16,-80 14,-40 12,10Z', p.blade, 4) +
    line('M-2,4 C-8,-40 2,-80 22,-104', light(p.blade, 0.5), 2) +
    inked('M-18,6 L18,6 L14,16 L-14,16Z', p.fitting, 3) +
    pommel(72, p, 9),
};

const SHAPE_OF: Record<number, string> = {
  257: 'dagger',
  258: 'dagger',
  259: 'dagger',
  260: 'sword',
  261: 'sword',
  262: 'saber',
  263: 'axe',
  264: 'axe',
  265: 'doubleAxe',
  266: 'spear',
  267: 'spear',
  268: 'lance',
  269: 'sickle',
  270: 'mace',
  271: 'mace',
  272: 'hammer',
  273: 'fang',
  274: 'greatsword',
};

/** Short weapons are drawn larger so every icon fills its tile alike. */
const SCALE: Record<string, number> = {
  dagger: 1.4,
  sword: 1.12,
  saber: 1.1,
  greatsword: 1.0,
  axe: 1,
  doubleAxe: 0.95,
  spear: 0.98,
  lance: 0.95,
  mace: 0.95,
  hammer: 0.86,
};

/** How far each shape sits off centre along its length, so it is centred on the tile. */
const SHIFT: Record<string, number> = {
  dagger: 11,
  sword: 29,
  saber: 29,
  greatsword: 35,
  axe: 7,
  doubleAxe: 3,
  spear: 4,
  lance: 8,
  mace: 7,
  hammer: 0,
};

function partsOf(weapon: WeaponInfo, element: Element | undefined): Parts {
  const el = element ? ELEMENT_COLORS[element] : undefined;
  return {
    blade: el ? light(el, element === 'Frost' ? 0.25 : 0.15) : STEEL,
    metal: el ? dark(el, 0.35) : '#8a919c',
    fitting: weapon.rarity >= 2 ? '#f5c542' : weapon.rarity === 1 ? '#c0c6cf' : '#8a6a44',
    gem: el ?? '#e11d48',
  };
}

/** The icon body of a melee weapon. */
export function meleeIcon(weapon: WeaponInfo): string {
  const element = elementOf(weapon);
  const kind = SHAPE_OF[weapon.id] ?? 'sword';
  const shape = SHAPES[kind]!;
  const parts = partsOf(weapon, element);
  const paired = weapon.keywords.includes('Paired');
  const body = paired
    ? `<g transform="translate(128 150) rotate(-28) scale(-0.84 0.84)">${shape(parts)}</g><g transform="translate(128 150) rotate(28) scale(0.84)">${shape(parts)}</g>`
    : `<g transform="translate(128 128) rotate(45) scale(${SCALE[kind] ?? 1}) translate(0 ${SHIFT[kind] ?? 0})">${shape(parts)}</g>`;
  const glow = element ? aura(`w${weapon.id}`, ELEMENT_COLORS[element], 62 + weapon.rarity * 6) : '';
  return (
    tile(`w${weapon.id}`, weapon.rarity, element ? ELEMENT_COLORS[element] : '#5a6478') +
    glow +
    body +
    particles(weapon.id, element, weapon.rarity)
  );
}

/**
 * The weapon alone, blade up and without its tile, for the Warlord's hand
 * (`/images/items/held/{id}.png`; the hilt at the bottom centre).
 */
export function meleeHeld(weapon: WeaponInfo): string {
  const element = elementOf(weapon);
  const kind = SHAPE_OF[weapon.id] ?? 'sword';
  const shape = SHAPES[kind]!;
  const glow = element ? aura(`h${weapon.id}`, ELEMENT_COLORS[element], 40 + weapon.rarity * 6, 0.4) : '';
  return (
    glow +
    `<g transform="translate(128 128) scale(${(SCALE[kind] ?? 1) * 1.1}) translate(0 ${SHIFT[kind] ?? 0})">${shape(partsOf(weapon, element))}</g>`
  );
}
