/** Size categories 0-10, which are also the crate kinds. */
export const CrateKind = {
  Small: 0,
  Medium: 1,
  Big: 2,
  Great: 3,
  DungeonSmall: 4,
  DungeonMedium: 5,
  DungeonBig: 6,
  DungeonGreat: 7,
  Item: 8,
  EnergySmall: 9,
  MegaItem: 10,
} as const;
export type CrateKind = (typeof CrateKind)[keyof typeof CrateKind];

export const CRATE_KINDS: readonly CrateKind[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Display names (spec section 3). */
export const CRATE_NAMES: Record<CrateKind, string> = {
  0: 'Basic',
  1: 'Advanced',
  2: 'Epic',
  3: 'Legendary',
  4: 'Expedition I',
  5: 'Expedition II',
  6: 'Expedition III',
  7: 'Expedition IV',
  8: 'Item',
  9: 'Energy',
  10: 'MegaItem',
};

/** The shop's price of the crates meant to be won, not bought (product-spec.md 9: "all others"). */
export const EARNED_CRATE_PRICE = 1_000_000;

/** Prices in shards (spec section 9); the TWC price is the shards price / 1000. */
export const CRATE_PRICES: Record<CrateKind, number> = {
  0: 4000,
  1: 12000,
  2: 60000,
  3: 100000,
  4: EARNED_CRATE_PRICE,
  5: EARNED_CRATE_PRICE,
  6: EARNED_CRATE_PRICE,
  7: EARNED_CRATE_PRICE,
  8: 15000,
  9: EARNED_CRATE_PRICE,
  10: 100000,
};

/** Crate art, one image per kind. */
export function crateImage(kind: CrateKind): string {
  return `/images/crates/${kind}.png`;
}

export function isCrateKind(n: number): n is CrateKind {
  return Number.isInteger(n) && n >= 0 && n <= 10;
}
