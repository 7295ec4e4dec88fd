import type { Listing } from '../catalog/market.ts';
import type { Reward } from '../reward.ts';
import { reducer } from '../state.ts';
import { listingCancelled } from './listing-cancelled.ts';

/**
 * `market.expired`, on the seller: a listing past its `expiresAt` gives back what is left of it, as
 * a cancel does (`listingCancelled` with reason `expired`), under its own ledger action.
 */
export const listingExpired = reducer<{ listing: Listing }, { listing: Listing; returned: Reward }>(
  'market.expired',
  (before, { listing }, ctx) => listingCancelled(before, { listing, reason: 'expired' }, ctx),
);
