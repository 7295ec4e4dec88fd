import { and, asc, eq, lte } from 'drizzle-orm';
import { listingExpired } from '../../rules/actions/listing-expired.ts';
import { GameError } from '../../rules/errors.ts';
import type { AppDeps } from '../deps.ts';
import { marketListings } from '../db/schema.ts';
import { listingOf, lockListing, updateListing } from './market-listings.ts';
import type { PlayerStore } from './player-store.ts';
import { isUuid } from './players.ts';
import { runAction } from './run-action.ts';

/** Which expired listings to return: all, one seller's, or one listing. */
export interface SweepScope {
  sellerId?: string;
  listingId?: string;
  /** At most this many per sweep (the timer's sweep comes back for the rest a minute later). */
  limit?: number;
}

/**
 * Returns the goods of active listings past their `expiresAt` to their sellers. Each listing is
 * its own run of the write pipeline: the seller's row is locked first, then the listing (the order
 * every market write follows), it is checked again (a buy or cancel may have ended it meanwhile),
 * and the goods go back through `listingExpired` (ledger action `market.expired`).
 * Returns how many listings were returned.
 */
export async function sweepExpired(
  app: { deps: AppDeps; players: PlayerStore },
  scope: SweepScope = {},
): Promise<number> {
  const { db, clock } = app.deps;
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
    const answer = await runAction(app, {
      who: { id: sellerId },
      // The seller's row is locked first, then the listing (the order every market write follows).
      input: async (tx) => {
        const row = await lockListing(tx, id);
        // A buy or cancel may have ended it meanwhile.
        if (!row || !row.active || row.expiresAt.getTime() > now) throw new GameError('Already ended', 409);
        return { listing: listingOf(row) };
      },
      reducer: listingExpired,
      after: (tx, _seller, { result }, ctx) => updateListing(tx, result.listing, ctx.now),
      answer: () => null,
      requestId: `expiry:${id}`,
    });
    if (answer.status === 200) returned++;
  }
  return returned;
}
