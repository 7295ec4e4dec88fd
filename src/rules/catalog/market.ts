import { CRATE_NAMES, crateImage, isCrateKind, type CrateKind } from './crate-kinds.ts';
import { itemById } from './items.ts';
import type { Rarity } from './rarity.ts';
import { traitById } from './traits.ts';
import type { Good } from '../state.ts';

/** Share of each sale that is burned: the seller gets the price minus 5% (game design section 8). */
export const MARKET_FEE_PERCENT = 5;
/** Most listings one seller may have active at once. */
export const MAX_ACTIVE_LISTINGS = 20;
/** Lowest and highest price per unit, in whole shards. */
export const MIN_LISTING_PRICE = 1;
export const MAX_LISTING_PRICE = 10_000_000;
/** A listing expires this long after it was made (7 days) and its goods go back to the seller. */
export const LISTING_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type GoodKind = Good['kind'];
export const GOOD_KINDS: readonly GoodKind[] = ['trait', 'item', 'crate'];

/**
 * Where a listing stands: `active` while on sale, `sold` when its last unit was bought,
 * `cancelled` by its seller, `expired` when its 7 days ran out (what was left went back).
 */
export type ListingStatus = 'active' | 'sold' | 'cancelled' | 'expired';

/**
 * One marketplace listing, plain JSON; the units left sit here in escrow, out of the seller's pocket.
 * A unit is one trait card, one weapon or spell card, one whole potion (its full usages) or one crate.
 * Times are epoch milliseconds.
 */
export interface Listing {
  id: string;
  sellerId: string;
  good: Good;
  /** Units left on sale. */
  quantity: number;
  /** Shards per unit. */
  price: number;
  createdAt: number;
  /** `createdAt + LISTING_LIFETIME_MS`; a listing whose `expiresAt <= now` can no longer be bought. */
  expiresAt: number;
  status: ListingStatus;
}

/** What a good is, for listings and messages: its name, rarity and picture. */
export interface GoodInfo {
  name: string;
  rarity: Rarity;
  img: string;
}

/**
 * Crates have no rarity of their own; the market shows each as the rarity of what it holds, so that
 * the rarity filter and colours work for them too: Basic, Expedition I, Item and Energy Common;
 * Advanced and Expedition II Rare; Epic, Expedition III and MegaItem Epic; Legendary and Expedition IV Legendary.
 */
export const CRATE_RARITY: Record<CrateKind, Rarity> = {
  0: 0,
  1: 1,
  2: 2,
  3: 3,
  4: 0,
  5: 1,
  6: 2,
  7: 3,
  8: 0,
  9: 0,
  10: 2,
};

/** Name, rarity and image of a good from the catalogs, or undefined for an unknown kind or id. */
export function goodInfo(good: Good): GoodInfo | undefined {
  switch (good.kind) {
    case 'trait': {
      const t = traitById(good.id);
      return t && { name: t.name, rarity: t.rarity, img: t.img };
    }
    case 'item': {
      const i = itemById(good.id);
      return i && { name: i.name, rarity: i.rarity, img: i.img };
    }
    case 'crate':
      return isCrateKind(good.id)
        ? { name: `${CRATE_NAMES[good.id]} crate`, rarity: CRATE_RARITY[good.id], img: crateImage(good.id) }
        : undefined;
    default:
      return undefined;
  }
}
