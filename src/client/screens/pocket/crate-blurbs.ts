import { CRATE_PRICES, EARNED_CRATE_PRICE, type CrateKind } from '../../../rules/catalog/crate-kinds.ts';
import { formatNumber } from '../../ui/format.ts';

/** What each crate is, in one line (game-design.md 5), as the shop shows it under its name. */
const WHAT: Record<CrateKind, string> = {
  0: 'The starter crate: mostly Common trait cards, some shards, energy and XP.',
  1: 'More and rarer trait cards than a Basic crate.',
  2: 'Rare and Epic trait cards, and TWC.',
  3: 'Epic and Legendary trait cards, Specials and TWC.',
  4: 'Like a Basic crate, with more shards and potions. Won by clearing a region with a Warlord below level 20.',
  5: 'Like an Advanced crate, with more shards and potions. Won by clearing a region at levels 20 to 39.',
  6: 'Like an Epic crate, with more shards and potions. Won by clearing a region at levels 40 to 59.',
  7: 'Like a Legendary crate, with more shards and potions. Won by clearing a region at level 60 or more.',
  8: 'Weapon cards and potions.',
  9: '60 to 120 energy at once.',
  10: 'Rare or better weapon cards, and a big potion every time.',
};

/** A crate's one line under its name in the shop. */
export function crateWhat(kind: CrateKind): string {
  return WHAT[kind];
}

/**
 * Why a crate costs what it does, where the price is shown, for the prices that need it (the
 * 1,000,000 shards of the crates meant to be won): null for the others.
 */
export function cratePriceNote(kind: CrateKind): string | null {
  if (CRATE_PRICES[kind] < EARNED_CRATE_PRICE) return null;
  const price = formatNumber(EARNED_CRATE_PRICE);
  if (kind === 9)
    return `Why ${price} shards? Energy refills by itself over time; this crate is a rare prize, priced so that shards do not buy energy.`;
  return `Why ${price} shards? Expedition crates are meant to be won on expeditions; the shop sells them only at this collector's price.`;
}
