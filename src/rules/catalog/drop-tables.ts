import { CRATE_NAMES, type CrateKind } from './crate-kinds.ts';
import { ITEMS, isPotion, isWeapon, itemById } from './items.ts';
import { RARITY_NAMES, type Rarity } from './rarity.ts';
import { TRAITS, type TraitCategory } from './traits.ts';
import type { Reward } from '../reward.ts';
import { pickOne, pickWeighted, type Rng } from '../rng.ts';

/** What one outcome of a drop table gives, before its random picks are made. */
export type DropReward =
  | { kind: 'xp' | 'shards' | 'TWC' | 'energy'; amount: number }
  | { kind: 'crate'; crateKind: CrateKind; amount: number }
  /** k cards of one random trait of the rarity; Specials only when the category says so. */
  | { kind: 'traitCards'; count: number; rarity: Rarity; category?: TraitCategory }
  /** k cards of one random weapon or spell of the rarity. */
  | { kind: 'itemCards'; count: number; rarity: Rarity }
  /** One potion: the given one, or a random one (of the rarity, if given: Common small, Rare big). */
  | { kind: 'potion'; rarity?: Rarity; itemId?: number };

export interface DropEntry {
  weight: number;
  reward: DropReward;
  /** How the table shows the outcome, e.g. "2 Common trait cards", "2,500 shards". */
  label: string;
}

/**
 * A published drop table. Each opening gives `rolls` rewards: first every `guaranteed` one,
 * then one weighted draw from `entries` for each roll left.
 */
export interface DropTable {
  rolls: number;
  guaranteed: DropEntry[];
  entries: DropEntry[];
}

/** 1234567 -> "1,234,567" (fixed, so labels do not depend on the runtime's locale). */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The readable label of a drop outcome. */
export function dropLabel(reward: DropReward): string {
  switch (reward.kind) {
    case 'xp':
      return `${groupThousands(reward.amount)} XP`;
    case 'shards':
    case 'TWC':
    case 'energy':
      return `${groupThousands(reward.amount)} ${reward.kind}`;
    case 'crate':
      return plural(reward.amount, `${CRATE_NAMES[reward.crateKind]} crate`);
    case 'traitCards': {
      const kind = reward.category === 'Special' ? 'Special trait card' : 'trait card';
      return plural(reward.count, `${RARITY_NAMES[reward.rarity]} ${kind}`);
    }
    case 'itemCards':
      return plural(reward.count, `${RARITY_NAMES[reward.rarity]} weapon card`);
    case 'potion':
      if (reward.itemId !== undefined) return `1 ${itemById(reward.itemId)!.name}`;
      return reward.rarity === undefined ? '1 potion' : `1 ${RARITY_NAMES[reward.rarity]} potion`;
  }
}

const entry = (weight: number, reward: DropReward): DropEntry => ({
  weight,
  reward,
  label: dropLabel(reward),
});
const fixed = (weight: number, kind: 'xp' | 'shards' | 'TWC' | 'energy', amount: number) =>
  entry(weight, { kind, amount });
const traits = (weight: number, count: number, rarity: Rarity, category?: TraitCategory) =>
  entry(
    weight,
    category ? { kind: 'traitCards', count, rarity, category } : { kind: 'traitCards', count, rarity },
  );
const weapons = (weight: number, count: number, rarity: Rarity) =>
  entry(weight, { kind: 'itemCards', count, rarity });
const potion = (weight: number, rarity?: Rarity) =>
  entry(weight, rarity === undefined ? { kind: 'potion' } : { kind: 'potion', rarity });
const crate = (weight: number, crateKind: CrateKind) =>
  entry(weight, { kind: 'crate', crateKind, amount: 1 });

// Weights of every table add up to 100, so each weight is its published percentage.
// Tuning: a Basic crate returns about its 4,000 shards (see drop-tables.test.ts for the value model).
const table = (rolls: number, entries: DropEntry[], guaranteed: DropEntry[] = []): DropTable => ({
  rolls,
  guaranteed,
  entries,
});

/** Every crate kind's table (game design section 5). */
export const CRATE_TABLES: Record<CrateKind, DropTable> = {
  // Basic
  0: table(3, [
    traits(40, 2, 0),
    traits(20, 4, 0),
    traits(5, 1, 1),
    fixed(15, 'shards', 2500),
    fixed(10, 'energy', 40),
    fixed(10, 'xp', 100),
  ]),
  // Advanced
  1: table(4, [
    traits(30, 3, 0),
    traits(25, 2, 1),
    traits(8, 1, 2),
    fixed(15, 'shards', 8000),
    fixed(12, 'energy', 60),
    fixed(10, 'xp', 250),
  ]),
  // Epic
  2: table(5, [
    traits(30, 4, 1),
    traits(25, 3, 2),
    fixed(15, 'TWC', 20),
    fixed(10, 'shards', 25000),
    fixed(10, 'energy', 100),
    fixed(10, 'xp', 1000),
  ]),
  // Legendary: the only crate with Special traits.
  3: table(6, [
    traits(35, 3, 2),
    traits(15, 2, 3),
    traits(6, 1, 2, 'Special'),
    traits(3, 1, 3, 'Special'),
    fixed(20, 'TWC', 25),
    fixed(12, 'shards', 20000),
    fixed(9, 'energy', 120),
  ]),
  // Expedition I-IV: like Basic..Legendary, with more shards and potions.
  4: table(3, [
    traits(30, 2, 0),
    traits(15, 3, 0),
    fixed(25, 'shards', 3000),
    potion(10, 0),
    fixed(10, 'energy', 40),
    fixed(10, 'xp', 100),
  ]),
  5: table(4, [
    traits(25, 3, 0),
    traits(20, 2, 1),
    fixed(25, 'shards', 8000),
    potion(10),
    fixed(10, 'energy', 60),
    fixed(10, 'xp', 250),
  ]),
  6: table(5, [
    traits(25, 4, 1),
    traits(20, 2, 2),
    fixed(10, 'TWC', 15),
    fixed(25, 'shards', 25000),
    potion(10, 1),
    fixed(10, 'energy', 100),
  ]),
  7: table(6, [
    traits(25, 3, 2),
    traits(10, 1, 3),
    fixed(15, 'TWC', 20),
    fixed(25, 'shards', 40000),
    potion(15, 1),
    fixed(10, 'energy', 120),
  ]),
  // Item
  8: table(3, [
    weapons(30, 5, 0),
    weapons(30, 4, 1),
    weapons(15, 2, 2),
    weapons(5, 1, 3),
    potion(12, 0),
    potion(8, 1),
  ]),
  // Energy
  9: table(1, [
    fixed(40, 'energy', 60),
    fixed(30, 'energy', 80),
    fixed(20, 'energy', 100),
    fixed(10, 'energy', 120),
  ]),
  // MegaItem: Rare or better, one of the six rolls is always a (big) potion.
  10: table(6, [weapons(30, 6, 1), weapons(30, 5, 2), weapons(25, 3, 3), potion(15, 1)], [potion(100, 1)]),
};

/** The gumball machine: one roll a pull. */
export const GUMBALL_TABLE: DropTable = table(1, [
  fixed(25, 'shards', 500),
  fixed(20, 'shards', 2000),
  fixed(6, 'shards', 5000),
  traits(20, 2, 0),
  fixed(10, 'energy', 30),
  fixed(8, 'xp', 50),
  potion(5, 0),
  crate(4, 0),
  fixed(2, 'TWC', 2),
]);

/** The table of a crate kind, or the gumball's. */
export function dropTable(kind: CrateKind | 'gumball'): DropTable {
  return kind === 'gumball' ? GUMBALL_TABLE : CRATE_TABLES[kind];
}

/** A table as players see it: each outcome's chance per roll, in percent (two decimals), summing to 100. */
export function publishedTable(kind: CrateKind | 'gumball'): { reward: string; chance: number }[] {
  const { entries } = dropTable(kind);
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  return entries.map((e) => ({ reward: e.label, chance: Math.round((e.weight / total) * 10000) / 100 }));
}

/** Traits a trait-card outcome picks from: the rarity, in the category if given, never Special otherwise. */
export function traitPool(rarity: Rarity, category?: TraitCategory) {
  return TRAITS.filter(
    (t) => t.rarity === rarity && (category ? t.category === category : t.category !== 'Special'),
  );
}

/** Weapons and spells an item-card outcome picks from. */
export function weaponPool(rarity: Rarity) {
  return ITEMS.filter((i) => isWeapon(i) && i.rarity === rarity);
}

/** Potions a potion outcome picks from. */
export function potionPool(rarity?: Rarity) {
  return ITEMS.filter((i) => isPotion(i) && (rarity === undefined || i.rarity === rarity));
}

/** Resolves one outcome into the reward to grant, making its random picks (uniform) through `rng`. */
export function drawReward(rng: Rng, { reward }: DropEntry): Reward {
  switch (reward.kind) {
    case 'xp':
    case 'shards':
    case 'TWC':
    case 'energy':
      return { kind: reward.kind, amount: reward.amount };
    case 'crate':
      return { kind: 'crate', crateKind: reward.crateKind, amount: reward.amount };
    case 'traitCards':
      return {
        kind: 'cards',
        traitId: pickOne(rng, traitPool(reward.rarity, reward.category)).id,
        amount: reward.count,
      };
    case 'itemCards':
      return { kind: 'items', itemId: pickOne(rng, weaponPool(reward.rarity)).id, amount: reward.count };
    case 'potion':
      return {
        kind: 'items',
        itemId: reward.itemId ?? pickOne(rng, potionPool(reward.rarity)).id,
        amount: 1,
      };
  }
}

/** One weighted draw from a table's entries (one roll). */
export function drawEntry(rng: Rng, t: DropTable): DropEntry {
  return pickWeighted(rng, t.entries);
}

/**
 * Everything one opening gives: the guaranteed rewards, then a draw for each roll left; and which
 * entry of the table each of those rolls drew (its index), as the odds test counts them.
 */
export function drawOpening(rng: Rng, t: DropTable): { rewards: Reward[]; entries: number[] } {
  const rewards = t.guaranteed.map((e) => drawReward(rng, e));
  const entries: number[] = [];
  for (let i = t.guaranteed.length; i < t.rolls; i++) {
    const entry = drawEntry(rng, t);
    entries.push(t.entries.indexOf(entry));
    rewards.push(drawReward(rng, entry));
  }
  return { rewards, entries };
}

/** Everything one opening gives (drawOpening's rewards). */
export function drawRewards(rng: Rng, t: DropTable): Reward[] {
  return drawOpening(rng, t).rewards;
}
