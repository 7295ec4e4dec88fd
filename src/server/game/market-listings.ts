import { and, eq, gt, sql } from 'drizzle-orm';
import type { GoodKind, Listing, ListingStatus } from '../../rules/catalog/market.ts';
import type { Good } from '../../rules/state.ts';
import type { Db, Tx } from '../db/database.ts';
import { marketListings } from '../db/schema.ts';
import { isUuid } from './players.ts';

export type ListingRow = typeof marketListings.$inferSelect;

/** A listing row as the rules see it: `quantity` is the units left, times are epoch ms. */
export function listingOf(row: ListingRow): Listing {
  return {
    id: row.id,
    sellerId: row.sellerId,
    good: { kind: row.goodKind as GoodKind, id: row.goodId } as Good,
    quantity: row.quantityLeft,
    price: row.price,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    status: row.status as ListingStatus,
  };
}

/** Reads a listing without locking it, or null. */
export async function findListing(db: Db | Tx, id: string): Promise<ListingRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(marketListings).where(eq(marketListings.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Reads a listing and locks it until the transaction ends, or null. */
export async function lockListing(tx: Tx, id: string): Promise<ListingRow | null> {
  if (!isUuid(id)) return null;
  const rows = await tx.select().from(marketListings).where(eq(marketListings.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

/** The seller's listings on sale at `now` (active and not expired). */
export async function countActiveListings(tx: Tx, sellerId: string, now: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(marketListings)
    .where(
      and(
        eq(marketListings.sellerId, sellerId),
        eq(marketListings.active, true),
        gt(marketListings.expiresAt, new Date(now)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Writes a new listing (the goods already left the seller's pocket in the same transaction). */
export async function insertListing(tx: Tx, listing: Listing): Promise<void> {
  await tx.insert(marketListings).values({
    id: listing.id,
    sellerId: listing.sellerId,
    goodKind: listing.good.kind,
    goodId: listing.good.id,
    quantity: listing.quantity,
    quantityLeft: listing.quantity,
    price: listing.price,
    active: true,
    status: 'active',
    createdAt: new Date(listing.createdAt),
    expiresAt: new Date(listing.expiresAt),
  });
}

/** Writes what a buy, cancel or expiry made of a listing: units left and status. */
export async function updateListing(tx: Tx, listing: Listing, now: number): Promise<void> {
  const active = listing.status === 'active';
  await tx
    .update(marketListings)
    .set({
      quantityLeft: listing.quantity,
      status: listing.status,
      active,
      endedAt: active ? null : new Date(now),
    })
    .where(eq(marketListings.id, listing.id));
}
