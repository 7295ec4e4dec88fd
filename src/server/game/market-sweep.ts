import { and, asc, eq, lte } from 'drizzle-orm';
import { listingCancelled } from '../../rules/actions/listing-cancelled.ts';
import type { AppDeps } from '../deps.ts';
import { marketListings } from '../db/schema.ts';
import { applyEvents } from './events.ts';
import { listingOf, lockListing, updateListing, appendNotedLedger } from './market-listings.ts';
import { isUuid, lockPlayer, saveState } from './players.ts';
import { loadWorld } from './world.ts';

/** The ledger action of goods coming back from an expired listing. */
export const EXPIRED_ACTION = 'market.expired';

/** Which expired listings to return: all, one seller's, or one listing. */
export interface SweepScope {
  sellerId?: string;
  listingId?: string;
  /** At most this many per sweep (the timer's sweep comes back for the rest a minute later). */
  limit?: number;
}

/**
 * Returns the goods of active listings past their `expiresAt` to their sellers. Each listing is
 * its own transaction: the seller's row is locked first, then the listing (the order every market
 * write follows), it is checked again (a buy or cancel may have ended it meanwhile), the goods go
 * back through `listingCancelled` with reason `expired`, and the ledger records `market.expired`.
 * Returns how many listings were returned.
 */
export async function sweepExpired(deps: AppDeps, scope: SweepScope = {}): Promise<number> {
  const { db, clock, rng, config } = deps;
  const now = clock();
  if (scope.listingId !== undefined && !isUuid(scope.listingId)) return 0;
  const due = await db.read((d) =>
    d
      .select({ id: marketListings.id, sellerId: marketListings.sellerId })
      .from(marketListings)
      .where(
        and(
          eq(marketListings.active, true),
          lte(marketListings.expiresAt, new Date(now)),
          scope.sellerId ? eq(marketListings.sellerId, scope.sellerId) : undefined,
          scope.listingId ? eq(marketListings.id, scope.listingId) : undefined,
        ),
      )
      .orderBy(asc(marketListings.expiresAt))
      .limit(scope.limit ?? 500),
  );
  let returned = 0;
  for (const { id, sellerId } of due) {
    const done = await db.transaction(async (tx) => {
      const seller = await lockPlayer(tx, sellerId);
      const row = await lockListing(tx, id);
      if (!seller || !row || !row.active || row.expiresAt.getTime() > now) return false;
      const ctx = { now, rng, world: await loadWorld(tx, config) };
      const outcome = listingCancelled(seller.state, { listing: listingOf(row), reason: 'expired' }, ctx);
      const ref = `expiry:${id}`;
      const state = await applyEvents(tx, deps, outcome.state, outcome.events, ref, now);
      await saveState(tx, seller.id, state);
      await appendNotedLedger(tx, seller.id, EXPIRED_ACTION, ref, outcome.ledger, now);
      await updateListing(tx, outcome.result.listing, now);
      return true;
    });
    if (done) returned++;
  }
  return returned;
}
