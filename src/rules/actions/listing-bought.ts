import type { Listing } from '../catalog/market.ts';
import { ensure } from '../errors.ts';
import { giveUnits } from '../formulas/market.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import type { Reward } from '../reward.ts';
import { reducer } from '../state.ts';

export interface ListingBoughtAction {
  listing: Listing;
  /** Units to buy; partial buys are allowed. */
  quantity: number;
  /** The buyer's profile id (a seller cannot buy their own listing). */
  buyerId: string;
}

export interface ListingBoughtResult {
  /** The listing after the buy: fewer units left, `sold` when none are. */
  listing: Listing;
  /** Shards paid: price * quantity. The server credits them to the seller with `saleCredited`. */
  paid: number;
  /** What the buyer got (cards of a 13th trait come as shards with a note). */
  received: Reward;
}

/** Checks that a listing can be bought now; the messages say why not. */
export function ensureOnSale(listing: Listing, now: number): void {
  ensure(listing.status !== 'sold', 'This listing is sold out');
  ensure(listing.status !== 'cancelled', 'This listing was cancelled');
  ensure(listing.status !== 'expired' && listing.expiresAt > now, 'This listing has expired');
}

/**
 * `listing.bought`, on the buyer: pays price * quantity shards and receives the units the way
 * rewards arrive (cards of a trait or weapon not owned make it owned at level 1; a 13th trait turns
 * into shards; a potion gives its full usages per unit). The server then writes the updated
 * listing and credits the seller. Refused: own listing, listing not on sale or expired, more than
 * is left, not enough shards (409); a quantity that is not a whole number of 1 or more (400).
 */
export const listingBought = reducer<ListingBoughtAction, ListingBoughtResult>(
  'market.bought',
  (before, { listing, quantity, buyerId }, { now }) => {
    ensure(
      Number.isSafeInteger(quantity) && quantity >= 1,
      'The quantity must be a whole number of 1 or more',
      400,
    );
    ensure(listing.sellerId !== buyerId, 'You cannot buy your own listing');
    ensureOnSale(listing, now);
    ensure(quantity <= listing.quantity, `Only ${listing.quantity} left`);
    const state = prepare(before, now);
    const paid = listing.price * quantity;
    ensure(state.shards >= paid, `Not enough shards: ${paid} needed, ${state.shards} held`);
    const { state: after, granted } = giveUnits(
      { ...state, shards: state.shards - paid },
      listing.good,
      quantity,
    );
    const left = listing.quantity - quantity;
    const updated: Listing = { ...listing, quantity: left, status: left === 0 ? 'sold' : 'active' };
    return settle(before, after, { listing: updated, paid, received: granted });
  },
);
