import type { Listing } from '../catalog/market.ts';
import { ensure } from '../errors.ts';
import { giveUnits } from '../formulas/market.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import type { Reward } from '../reward.ts';
import { reducer } from '../state.ts';

export interface ListingCancelledAction {
  /** An active listing of this player (the server checks whose it is). */
  listing: Listing;
  /** `cancelled` by the seller, or `expired` when the server sweeps listings past `expiresAt`. */
  reason: 'cancelled' | 'expired';
}

/**
 * `listing.cancelled`, on the seller: the units left come back to the pocket the way they left
 * (cards of a trait or weapon not owned make it owned at level 1 again, so listing a level-1 thing
 * whole and cancelling restores it exactly; a potion gets its full usages back). Cards of a trait
 * that no longer fits (12 others held meanwhile) turn into shards as any 13th trait does.
 * A cancel after `expiresAt` is recorded as `expired`. Refused: a listing that is not active, or
 * an expiry before its time (409).
 */
export const listingCancelled = reducer<ListingCancelledAction, { listing: Listing; returned: Reward }>(
  'market.cancelled',
  (before, { listing, reason }, { now }) => {
    ensure(listing.status === 'active', 'This listing is no longer active');
    const expired = listing.expiresAt <= now;
    ensure(reason === 'cancelled' || expired, 'This listing has not expired yet');
    const state = prepare(before, now);
    const { state: after, granted } = giveUnits(state, listing.good, listing.quantity);
    const status = expired ? 'expired' : 'cancelled';
    return settle(before, after, { listing: { ...listing, status }, returned: granted });
  },
);
