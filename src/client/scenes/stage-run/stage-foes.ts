import { regionById } from '../../../rules/catalog/regions.ts';

/**
 * The foe of each region's stage run: one design a biome family (a few regions share a family in
 * their own colours). The pictures are drawn by assets/src/foes/ and packed in an atlas a kind
 * (atlas-plan.ts `foeAtlas`).
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
  /**
   * Its chief, who bars a region's last stage, larger and in its own frames ("the Scorpion
   * Matriarch bars the way"; assets/src/foes/ dresses the design as its chief).
   */
  chief: string;
}

/** By region id 1-10. */
const FOES: readonly Foe[] = [
  { kind: 'scorpion', name: 'a Dune Scorpion', chief: 'the Scorpion Matriarch' },
  { kind: 'troll', name: 'a Bog Troll', chief: 'the Troll Chieftain' },
  { kind: 'frost-golem', name: 'a Frost Golem', chief: 'the Glacier Colossus' },
  { kind: 'fiend', name: 'an Ember Fiend', chief: 'the Fiend Lord of the Caldera' },
  { kind: 'wolf', name: 'a Hollow Wolf', chief: 'the Alpha of the Hollow' },
  { kind: 'sentinel', name: 'a Drowned Sentinel', chief: 'the Drowned Captain' },
  { kind: 'knight', name: 'an Obsidian Knight', chief: 'the Obsidian Commander' },
  { kind: 'storm-golem', name: 'a Storm Golem', chief: 'the Storm Titan' },
  { kind: 'horror', name: 'a Rift Horror', chief: 'the Elder Horror' },
  { kind: 'champion', name: 'the Throne Champion', chief: 'the Throne Champion Ascendant' },
];

export function foeOf(regionId: number): Foe {
  return FOES[regionId - 1] ?? FOES[0]!;
}

/** Every region's chief by name, as the caption names it. */
export const CHIEF_NAMES: readonly string[] = FOES.map((f) => f.chief);

/** How much larger a chief stands than its kind. */
export const CHIEF_SIZE = 1.15;

/** Whether stage `stage` of region `regionId` is its last, barred by the foe's chief. */
export function chiefStage(regionId: number, stage: number): boolean {
  const max = regionById(regionId)?.maxStage;
  return max !== undefined && stage >= max;
}

/** Who bars stage `stage` of region `regionId`: the foe, or on the last stage its chief. */
export function foeName(regionId: number, stage: number): string {
  const foe = foeOf(regionId);
  return chiefStage(regionId, stage) ? foe.chief : foe.name;
}

/**
 * A foe's frames: standing (`idle`), rearing into its blow (`strike`) and recoiling from one
 * (`hurt`), each drawn from its one design on the same canvas, feet and facing.
 */
export type FoePose = 'idle' | 'strike' | 'hurt';
export const FOE_POSES: readonly FoePose[] = ['idle', 'strike', 'hurt'];

/** Every foe kind, in region order. */
export const FOE_KINDS: readonly FoeKind[] = FOES.map((f) => f.kind);

/**
 * A foe's picture in `pose` (the still `idle` keeps the path it always had), or its chief's
 * (`chief`): the same design dressed as its leader, on the same canvas and feet.
 */
export const foeImage = (kind: FoeKind, pose: FoePose = 'idle', chief = false): string => {
  const stem = chief ? `${kind}-chief` : kind;
  return pose === 'idle' ? `/images/foes/${stem}.png` : `/images/foes/${stem}-${pose}.png`;
};

/** The three pictures of a foe, or of its chief. */
const foeFrameImages = (kind: FoeKind, chief = false): string[] =>
  FOE_POSES.map((pose) => foeImage(kind, pose, chief));

/**
 * Every picture of a kind, packed in one atlas and loaded together: its three frames and its
 * chief's. A run may go on from a stage to its region's last within one scene, and the chief
 * then stands in its own frames with no download between.
 */
export const foeImages = (kind: FoeKind): string[] => [
  ...foeFrameImages(kind),
  ...foeFrameImages(kind, true),
];

/** A foe picture's canvas, in art units; its feet stand at FOE_FEET. */
export const FOE_CANVAS = { width: 420, height: 440 } as const;
export const FOE_FEET = { x: 210, y: 430 } as const;
/** How tall a foe stands on its canvas (from its feet to its top), in art units. */
export const FOE_TALL = 400;
