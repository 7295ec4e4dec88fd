/** One expedition region of the map (game design section 3). */
export interface RegionInfo {
  /** 1-10. */
  id: number;
  /** The spec's display name, "Region I" to "Region X". */
  name: string;
  /** A flavour title shown beside the name on the map. */
  title: string;
  /** Stages in one run. */
  maxStage: number;
  /** The Warlord rank the region needs. */
  rankRequired: number;
  /** Added to the player's region level to give the effective level L. */
  levelOffset: number;
  /**
   * Added (times 3) to the power requirement of every stage. A high power bias with a low stealth
   * bias makes a region one to sneak through; the reverse, one to fight through.
   */
  powerBias: number;
  /** Added (times 3) to the stealth requirement of every stage. */
  stealthBias: number;
  /** Where the region sits on the map scene, each coordinate in 0..1 (x from the left, y from the top). */
  position: { x: number; y: number };
}

type Row = readonly [
  title: string,
  maxStage: number,
  rankRequired: number,
  levelOffset: number,
  powerBias: number,
  stealthBias: number,
  x: number,
  y: number,
];

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

// Character in the biases: open ground (dunes, caldera, citadel) is hard to hide in, so stealth is
// the costly stat there; fog, woods and the rift hide a Warlord, so power is the costly stat.
const ROWS: readonly Row[] = [
  ['Ashen Dunes', 2, 1, 0, 1, 3, 0.12, 0.82],
  ['Mirefen Marsh', 2, 1, 0, 3, 1, 0.3, 0.68],
  ['Shattered Glacier', 2, 2, 1, 2, 2, 0.16, 0.45],
  ['Emberfall Caldera', 3, 3, 2, 0, 4, 0.38, 0.3],
  ['Hollow Woods', 3, 4, 17, 4, 0, 0.52, 0.55],
  ['Sunken Ruins', 3, 5, 17, 2, 3, 0.66, 0.78],
  ['Obsidian Citadel', 4, 6, 39, 1, 4, 0.8, 0.58],
  ['Stormspire Peaks', 4, 7, 39, 3, 2, 0.62, 0.26],
  ['Abyssal Rift', 4, 8, 68, 4, 1, 0.84, 0.14],
  ['Throne of Ages', 5, 9, 86, 3, 3, 0.9, 0.4],
];

/** The ten regions, by id 1-10. */
export const REGIONS: readonly RegionInfo[] = ROWS.map(
  ([title, maxStage, rankRequired, levelOffset, powerBias, stealthBias, x, y], i) => ({
    id: i + 1,
    name: `Region ${NUMERALS[i]}`,
    title,
    maxStage,
    rankRequired,
    levelOffset,
    powerBias,
    stealthBias,
    position: { x, y },
  }),
);

/** The region of an id, or undefined (also for non-integers). */
export function regionById(id: number): RegionInfo | undefined {
  return Number.isInteger(id) ? REGIONS[id - 1] : undefined;
}

/** "Region I · Ashen Dunes": the name with its flavour title. */
export function regionFullName(region: RegionInfo): string {
  return `${region.name} · ${region.title}`;
}
