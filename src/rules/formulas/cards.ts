/** Cards to level up at n = 1..4; beyond, see the functions below. */
const CARDS_TABLE = [5, 18, 24, 30] as const;
/** Traits and weapons stop at this level. */
export const MAX_LEVEL = 10;

/** n = rarity*2 + level: the "level sum" that cards, shards and craft XP are computed from. */
export function levelSum(rarity: number, level: number): number {
  return rarity * 2 + level;
}

/** Trait cards required, by level sum n: 1 gives 5, 2 gives 18, 3 gives 24, 4 gives 30, otherwise 36. */
export function traitCardsRequired(rarity: number, level: number): number {
  const n = levelSum(rarity, level);
  return CARDS_TABLE[n - 1] ?? 36;
}

/** Item cards required with n = rarity*2 + level: 5, 18, 24, 30, otherwise 36 + (n-5)*6. */
export function itemCardsRequired(rarity: number, level: number): number {
  const n = levelSum(rarity, level);
  return CARDS_TABLE[n - 1] ?? 36 + (n - 5) * 6;
}

/** Shards to level up an item = n squared * 1000. */
export function itemUpgradeShards(rarity: number, level: number): number {
  const n = levelSum(rarity, level);
  return n * n * 1000;
}

/** Shards spent upgrading an item from level 1 to `level`. */
export function itemShardsSpent(rarity: number, level: number): number {
  let total = 0;
  for (let l = 1; l < level; l++) total += itemUpgradeShards(rarity, l);
  return total;
}

/** Craft XP for cleaving a trait or item: 10 * (rarity*2 + level). */
export function cleaveXp(rarity: number, level: number): number {
  return 10 * levelSum(rarity, level);
}

/** Weapon energy cost per expedition stage = 2 + floor(level/3). */
export function weaponEnergyCost(level: number): number {
  return 2 + Math.floor(level / 3);
}
