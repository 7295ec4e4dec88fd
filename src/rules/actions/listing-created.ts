import {
  GOOD_KINDS,
  LISTING_LIFETIME_MS,
  MAX_ACTIVE_LISTINGS,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  goodInfo,
  type Listing,
} from '../catalog/market.ts';
import { GameError, ensure } from '../errors.ts';
import { listableIfUnapplied, listableQuantity, takeUnits, unitsText } from '../formulas/market.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { type Good, reducer } from '../state.ts';

export interface ListingCreatedAction {
  good: Good;
  quantity: number;
  price: number;
  /** The seller's listings active now (the server counts them). */
  activeListings: number;
  /** The new listing's id and its seller's profile id, chosen by the server. */
  listingId: string;
  sellerId: string;
}

/** Checks a listing's numbers and good (400 bad numbers or kind, 404 unknown good). */
export function checkListingInput(good: Good, quantity: number, price: number): void {
  ensure(
    Number.isSafeInteger(quantity) && quantity >= 1,
    'The quantity must be a whole number of 1 or more',
    400,
  );
  ensure(
    Number.isSafeInteger(price) && price >= MIN_LISTING_PRICE && price <= MAX_LISTING_PRICE,
    'The price must be a whole number of shards from 1 to 10,000,000',
    400,
  );
  ensure(GOOD_KINDS.includes(good.kind), 'Only traits, items and crates can be listed', 400);
  ensure(goodInfo(good), `Unknown ${good.kind} ${good.id}`, 404);
}

/**
 * `listing.created`: puts units of a good on the market at a price per unit. The units leave the
 * seller's pocket for escrow (see `takeUnits`): spare cards first, then a level-1 trait or weapon
 * itself; whole potions; crates. Applied things cannot be listed (their spare cards can).
 * Refused: bad numbers (400), unknown good (404), more than the seller can list or 20 listings
 * already active (409).
 */
export const listingCreated = reducer<ListingCreatedAction, { listing: Listing }>(
  'market.listed',
  (before, { good, quantity, price, activeListings, listingId, sellerId }, { now }) => {
    checkListingInput(good, quantity, price);
    ensure(activeListings < MAX_ACTIVE_LISTINGS, `At most ${MAX_ACTIVE_LISTINGS} active listings`);
    const state = prepare(before, now);
    const listable = listableQuantity(state, good);
    if (quantity > listable) {
      // Say why when it is the applied thing that is missing, so the player knows what to change.
      const applied = quantity <= listableIfUnapplied(state, good);
      const reason = applied ? `: ${goodInfo(good)!.name} is applied` : '';
      throw new GameError(`You can list at most ${unitsText(good, listable)}${reason}`);
    }
    const listing: Listing = {
      id: listingId,
      sellerId,
      good: { kind: good.kind, id: good.id },
      quantity,
      price,
      createdAt: now,
      expiresAt: now + LISTING_LIFETIME_MS,
      status: 'active',
    };
    return settle(before, takeUnits(state, good, quantity), { listing });
  },
);
