/**
 * The Warlord's reference sheet: every trait of the catalog on the full figure, every weapon and
 * spell in its hand, the potions on its belt, and the key frames of its moves (warlord-pose.ts),
 * each cell labelled. `npm run sheet` writes it to docs/warlord-sheet.png.
 */
import { ITEMS, isPotion, isWeapon } from '../../../src/rules/catalog/items.ts';
import { RARITY_COLORS, RARITY_NAMES } from '../../../src/rules/catalog/rarity.ts';
import { TRAITS, type TraitCategory } from '../../../src/rules/catalog/traits.ts';
import { FIGURE } from '../../../src/client/scenes/warlord/warlord-anatomy.ts';
import { MOUTHS, type Mouth } from '../../../src/client/scenes/warlord/warlord-mouths.ts';
import { POSES, type KeyPose } from '../../../src/client/scenes/warlord/warlord-pose.ts';
import { text } from '../svg.ts';
import { backgroundSvg, figureSvg } from './compose.ts';

/** A cell: 150 x 240 px, the figure 0.26 of its units. */
export const CELL = { width: 150, height: 240 } as const;
const SCALE = 0.26;
const COLS = 12;
const TITLE = 40;

/** A plain Warlord the traits are tried on one at a time (a Common face, hair, eyes and suit). */
const BASE: Record<TraitCategory, number | undefined> = {
  Face: 2,
  Hair: 102,
  Eyes: 206,
  Suit: 302,
  Background: undefined,
  Special: undefined,
};
const BASE_ITEMS = [257, -1];

interface Cell {
  label: string;
  color?: string;
  traits: number[];
  items: number[];
  pose?: KeyPose;
  /** Head and shoulders, larger (faces, hair, eyes read at a glance). */
  bust?: boolean;
}

function outfitWith(id: number, category: TraitCategory): number[] {
  const ids = Object.entries(BASE)
    .filter(([cat]) => cat !== category)
    .flatMap(([, v]) => (v === undefined ? [] : [v]));
  return [...ids, id];
}

/** Every cell of the sheet, in sections. */
export function sheetSections(): { title: string; cells: Cell[] }[] {
  const base = Object.values(BASE).filter((v): v is number => v !== undefined);
  const byCat = (cat: TraitCategory) =>
    TRAITS.filter((t) => t.category === cat).map((t) => ({
      label: t.name,
      color: RARITY_COLORS[t.rarity],
      traits: outfitWith(t.id, cat),
      items: BASE_ITEMS,
    }));
  const hero = [310, 6, 204, 110, 502, 409];
  return [
    {
      title: 'Faces, hair and eyes (head and shoulders)',
      cells: [...byCat('Face'), ...byCat('Hair'), ...byCat('Eyes')].map((c) => ({ ...c, bust: true })),
    },
    {
      title: 'Suits (and no suit, no face)',
      cells: [...byCat('Suit'), { label: 'Bare', traits: [], items: [] }],
    },
    { title: 'Backgrounds and specials', cells: [...byCat('Background'), ...byCat('Special')] },
    {
      title: 'Weapons and spells in hand; potions on the belt',
      cells: [
        ...ITEMS.filter(isWeapon).map((w) => ({
          label: w.name,
          color: RARITY_COLORS[w.rarity],
          traits: base,
          items: [w.id, -1],
        })),
        ...ITEMS.filter(isPotion).map((p, i, all) => ({
          label: `${p.name.replace(' Potion', '')} +`,
          color: RARITY_COLORS[p.rarity],
          traits: base,
          items: [-1, -1, p.id, all[(i + 1) % all.length]!.id],
        })),
      ],
    },
    {
      title: 'Faces in a fight: each face shouting, gritting, wincing, dazed, beaten (the stage run)',
      cells: TRAITS.filter((t) => t.category === 'Face').flatMap((t) =>
        (Object.keys(MOUTHS) as Mouth[]).map((mouth) => ({
          label: `${t.name} ${mouth}`,
          color: RARITY_COLORS[t.rarity],
          traits: outfitWith(t.id, 'Face'),
          items: BASE_ITEMS,
          pose: { mouth },
          bust: true,
        })),
      ),
    },
    {
      title: 'Key frames: idle, walk, strike, cast, brace, sneak, hit, fall, beaten, cheer, retreat',
      cells: (Object.entries(POSES) as [string, KeyPose][]).map(([name, pose]) => ({
        label: name,
        traits: hero,
        items: name.startsWith('cast') ? [515, 274, 780, 770] : [274, 515, 780, 770],
        pose,
      })),
    },
  ];
}

function cell(c: Cell, x: number, y: number): string {
  const bg = backgroundSvg(c.traits);
  // The figure's feet on the cell's floor; a retreat faces away (mirrored), as the rig turns.
  const flip = c.label === 'retreat' ? -1 : 1;
  // A fall topples to the left about the feet: they stand at the cell's right.
  const fx = c.label === 'fall' ? CELL.width * 0.85 : CELL.width / 2;
  const fy = CELL.height - 36;
  const place = c.bust
    ? `translate(${fx} 104) scale(0.62) translate(-256 -230)`
    : `translate(${fx} ${fy}) scale(${SCALE * flip} ${SCALE}) translate(${-FIGURE.feet.x} ${-FIGURE.feet.y})`;
  return (
    `<g transform="translate(${x} ${y})">` +
    `<clipPath id="c${x}-${y}"><rect width="${CELL.width}" height="${CELL.height - 28}" rx="8"/></clipPath>` +
    `<g clip-path="url(#c${x}-${y})"><rect width="${CELL.width}" height="${CELL.height}" fill="#e9dcb8"/>` +
    (bg ? `<g transform="translate(${(CELL.width - 240) / 2} -10) scale(${240 / 512})">${bg}</g>` : '') +
    `<g transform="${place}">${figureSvg(c.traits, c.items, c.pose)}</g></g>` +
    `<rect width="${CELL.width}" height="${CELL.height - 28}" rx="8" fill="none" stroke="${c.color ?? '#1b1f2a'}" stroke-width="3"/>` +
    text(CELL.width / 2, CELL.height - 10, 13, c.label, '#1b1f2a') +
    `</g>`
  );
}

/** A left-aligned line of the sheet's own text. */
const left = (x: number, y: number, size: number, content: string) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Serif, serif" font-size="${size}" font-weight="bold" fill="#1b1f2a">${content}</text>`;

/** The sheet as one SVG document, and its size. */
export function sheetSvg(): {
  svg: string;
  width: number;
  height: number;
  /** Each cell's top left corner. */
  cells: { x: number; y: number }[];
} {
  const width = COLS * CELL.width + 40;
  let y = 20;
  let body = '';
  const cells: { x: number; y: number }[] = [];
  for (const section of sheetSections()) {
    body += left(20, y + 26, 22, section.title);
    y += TITLE;
    section.cells.forEach((c, i) => {
      const at = { x: 20 + (i % COLS) * CELL.width, y: y + Math.floor(i / COLS) * CELL.height };
      cells.push(at);
      body += cell(c, at.x, at.y);
    });
    y += Math.ceil(section.cells.length / COLS) * CELL.height + 16;
  }
  const legend = RARITY_NAMES.join(' · ');
  body += left(20, y + 16, 14, `Cell frame: rarity (${legend}).`);
  const height = y + 36;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3e6c8"/>${body}</svg>`,
    width,
    height,
    cells,
  };
}
