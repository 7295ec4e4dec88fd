import type { Rarity } from './rarity.ts';

/** Trait categories; a trait id is its category base + an index (id mod 100). */
export const TRAIT_CATEGORIES = [
  { key: 'Face', base: 0, folder: 'faces', stats: ['yield', 'exploration'] },
  { key: 'Hair', base: 100, folder: 'hair', stats: ['yield', 'power'] },
  { key: 'Eyes', base: 200, folder: 'eyes', stats: ['yield', 'stealth'] },
  { key: 'Suit', base: 300, folder: 'suits', stats: ['exploration', 'stealth'] },
  { key: 'Background', base: 400, folder: 'backgrounds', stats: ['exploration', 'power'] },
  { key: 'Special', base: 500, folder: 'special', stats: ['stealth', 'power'] },
] as const;

export type TraitCategory = (typeof TRAIT_CATEGORIES)[number]['key'];
export type StatName = 'yield' | 'exploration' | 'power' | 'stealth';
export const STAT_NAMES: readonly StatName[] = ['yield', 'exploration', 'power', 'stealth'];

export interface TraitInfo {
  id: number;
  name: string;
  category: TraitCategory;
  rarity: Rarity;
  /** Preview image, also the portrait layer of this trait. */
  img: string;
  /** The two stats this trait's boost goes to. */
  stats: readonly [StatName, StatName];
}

type Row = readonly [index: number, name: string, rarity: Rarity];

const ROWS: Record<TraitCategory, readonly Row[]> = {
  Face: [
    [2, 'Grin', 0],
    [3, 'Smite', 1],
    [4, 'Snark', 2],
    [5, 'Sad', 0],
    [6, 'Angry', 3],
  ],
  Hair: [
    [2, 'Undercut', 0],
    [3, 'Spikes', 0],
    [4, 'Bob', 0],
    [5, 'Dreads', 1],
    [6, 'Pompadour', 1],
    [7, 'Shade', 1],
    [8, 'Bleached', 2],
    [9, 'Long Blond', 2],
    [10, 'Long Black', 3],
    [11, 'Buzzcut', 0],
  ],
  Eyes: [
    [2, 'Rainbow', 2],
    [3, 'Lizard', 1],
    [4, 'Lightning', 3],
    [5, 'Fire', 1],
    [6, 'Green', 0],
    [7, 'Blue', 0],
    [8, 'Red', 0],
  ],
  Suit: [
    [2, 'Camouflage', 0],
    [3, 'Martian', 2],
    [4, 'Shark', 1],
    [5, 'Explorer', 0],
    [6, 'Toxic', 1],
    [7, 'Blue', 0],
    [8, 'White', 1],
    [9, 'Pathfinder', 2],
    [10, 'Winter', 3],
    [11, 'Beige', 0],
  ],
  Background: [
    [2, 'Dunes', 0],
    [3, 'Swamp', 0],
    [4, 'Glacier', 1],
    [5, 'Volcano', 2],
    [6, 'Forest', 0],
    [7, 'Ruins', 1],
    [8, 'Citadel', 2],
    [9, 'Abyss', 3],
    [10, 'Storm', 1],
    [11, 'Nebula', 3],
    [12, 'Jungle', 0],
    [13, 'Tundra', 0],
    [14, 'Canyon', 1],
    [15, 'Throne Room', 2],
  ],
  Special: [
    [2, 'Crown of Ages', 3],
    [3, 'War Banner', 2],
  ],
};

/** Every trait of the game, by category then index. */
export const TRAITS: readonly TraitInfo[] = TRAIT_CATEGORIES.flatMap((cat) =>
  ROWS[cat.key].map(([index, name, rarity]) => ({
    id: cat.base + index,
    name,
    category: cat.key,
    rarity,
    img: `/images/traits/preview/${cat.folder}/${index}.png`,
    stats: cat.stats,
  })),
);

const BY_ID = new Map(TRAITS.map((t) => [t.id, t]));

/**
 * A trait's icon: its layer cut to what it draws and centred in a square (a pair of eyes fills the
 * icon instead of sitting small in the middle of a 512 canvas). Reward tiles show it.
 */
export function traitIcon(trait: Pick<TraitInfo, 'img'>): string {
  return trait.img.replace('/images/traits/preview/', '/images/traits/icon/');
}

/** The trait of an id, or undefined. */
export function traitById(id: number): TraitInfo | undefined {
  return BY_ID.get(id);
}

/** The category of a trait id (base = floor(id / 100) * 100). */
export function traitCategoryOf(id: number): TraitCategory | undefined {
  return TRAIT_CATEGORIES.find((c) => c.base === Math.floor(id / 100) * 100)?.key;
}

/** The portrait's layer order, back to front. */
export const PORTRAIT_LAYERS: readonly TraitCategory[] = [
  'Background',
  'Suit',
  'Face',
  'Eyes',
  'Hair',
  'Special',
];

/** Traits a new player starts with: the first Common of Face, Hair, Eyes, Suit and Background. */
export const STARTER_TRAITS: readonly number[] = (
  ['Face', 'Hair', 'Eyes', 'Suit', 'Background'] as const
).map((cat) => TRAITS.find((t) => t.category === cat && t.rarity === 0)!.id);
