/**
 * The foe of each region's stage run: one design a biome family (a few regions share a family in
 * their own colours). The pictures are drawn by assets/src/foes/ and packed in the `foes` atlas.
 */
export type FoeKind =
  | 'scorpion'
  | 'troll'
  | 'frost-golem'
  | 'fiend'
  | 'wolf'
  | 'sentinel'
  | 'knight'
  | 'storm-golem'
  | 'horror'
  | 'champion';

export interface Foe {
  kind: FoeKind;
  /** How the caption names it ("a Dune Scorpion bars the way"). */
  name: string;
}

/** By region id 1-10. */
const FOES: readonly Foe[] = [
  { kind: 'scorpion', name: 'a Dune Scorpion' },
  { kind: 'troll', name: 'a Bog Troll' },
  { kind: 'frost-golem', name: 'a Frost Golem' },
  { kind: 'fiend', name: 'an Ember Fiend' },
  { kind: 'wolf', name: 'a Hollow Wolf' },
  { kind: 'sentinel', name: 'a Drowned Sentinel' },
  { kind: 'knight', name: 'an Obsidian Knight' },
  { kind: 'storm-golem', name: 'a Storm Golem' },
  { kind: 'horror', name: 'a Rift Horror' },
  { kind: 'champion', name: 'the Throne Champion' },
];

export function foeOf(regionId: number): Foe {
  return FOES[regionId - 1] ?? FOES[0]!;
}

export const foeImage = (kind: FoeKind): string => `/images/foes/${kind}.png`;

/** Every foe picture, for the atlas. */
export const FOE_IMAGES: readonly string[] = FOES.map((f) => foeImage(f.kind));

/** A foe picture's canvas, in art units; its feet stand at FOE_FEET. */
export const FOE_CANVAS = { width: 420, height: 440 } as const;
export const FOE_FEET = { x: 210, y: 430 } as const;
/** How tall a foe stands on its canvas (from its feet to its top), in art units. */
export const FOE_TALL = 400;
