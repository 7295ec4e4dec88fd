import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CRATE_KINDS } from '../../rules/catalog/crate-kinds.ts';
import { ITEMS } from '../../rules/catalog/items.ts';
import { CRATE_RARITY, type GoodKind, type Listing } from '../../rules/catalog/market.ts';
import { TRAITS } from '../../rules/catalog/traits.ts';
import {
  listingView,
  marketHistoryView,
  type ListingView,
  type SaleView,
} from '../../rules/views/market-view.ts';
import type { Db } from '../db/database.ts';
import { marketListings, marketSales, players } from '../db/schema.ts';
import { listingOf } from './market-listings.ts';

/** Listings a page of GET /market holds. */
export const MARKET_PAGE_SIZE = 20;
/** Ended listings stay in "my listings" this long, so the seller sees why goods came back. */
export const ENDED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

export interface BrowseQuery {
  kind?: GoodKind;
  id?: number;
  rarity?: number;
  sort: 'price' | 'newest';
  order?: 'asc' | 'desc';
  page: number;
}

/** The goods of one rarity, as a condition on listings (crates take the rarity of what they hold). */
function rarityCondition(rarity: number): SQL {
  const traits = TRAITS.filter((t) => t.rarity === rarity).map((t) => t.id);
  const items = ITEMS.filter((i) => i.rarity === rarity).map((i) => i.id);
  const crates = CRATE_KINDS.filter((k) => CRATE_RARITY[k] === rarity);
  const of = (kind: GoodKind, ids: number[]) =>
    ids.length > 0 ? and(eq(marketListings.goodKind, kind), inArray(marketListings.goodId, ids)) : sql`false`;
  return or(of('trait', traits), of('item', items), of('crate', [...crates]))!;
}

const withSeller = {
  listing: marketListings,
  username: players.username,
};

function viewOf(r: { listing: typeof marketListings.$inferSelect; username: string }): ListingView {
  return listingView(listingOf(r.listing), { profileId: r.listing.sellerId, username: r.username });
}

/** GET /market: active listings not expired at `now`, filtered, sorted and paged by 20. */
export async function browseListings(
  db: Db,
  q: BrowseQuery,
  now: number,
): Promise<{ listings: ListingView[]; total: number }> {
  const where = and(
    eq(marketListings.active, true),
    gt(marketListings.expiresAt, new Date(now)),
    q.kind ? eq(marketListings.goodKind, q.kind) : undefined,
    q.id !== undefined ? eq(marketListings.goodId, q.id) : undefined,
    q.rarity !== undefined ? rarityCondition(q.rarity) : undefined,
  );
  const order = q.order ?? (q.sort === 'price' ? 'asc' : 'desc');
  const dir = order === 'asc' ? asc : desc;
  const orderBy =
    q.sort === 'price'
      ? [dir(marketListings.price), desc(marketListings.createdAt), asc(marketListings.id)]
      : [dir(marketListings.createdAt), asc(marketListings.id)];
  const rows = await db
    .select(withSeller)
    .from(marketListings)
    .innerJoin(players, eq(players.id, marketListings.sellerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(MARKET_PAGE_SIZE)
    .offset((q.page - 1) * MARKET_PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(marketListings)
    .where(where);
  return { listings: rows.map(viewOf), total: Number(count?.n ?? 0) };
}

/** GET /market/mine: the seller's active listings, then those that ended in the last 7 days. */
export async function myListings(db: Db, sellerId: string, now: number): Promise<ListingView[]> {
  const rows = await db
    .select(withSeller)
    .from(marketListings)
    .innerJoin(players, eq(players.id, marketListings.sellerId))
    .where(
      and(
        eq(marketListings.sellerId, sellerId),
        or(eq(marketListings.active, true), gt(marketListings.endedAt, new Date(now - ENDED_SHOWN_MS))),
      ),
    )
    .orderBy(desc(marketListings.active), desc(marketListings.createdAt), asc(marketListings.id))
    .limit(100);
  return rows.map(viewOf);
}

/** GET /market/history: the good's floor (cheapest unit on sale now) and its last 30 sales. */
export async function goodHistory(
  db: Db,
  good: { kind: GoodKind; id: number },
  now: number,
): Promise<{ floor: number | null; sales: SaleView[] }> {
  const ofGood = (t: typeof marketListings | typeof marketSales) =>
    and(eq(t.goodKind, good.kind), eq(t.goodId, good.id));
  const cheapest = await db
    .select()
    .from(marketListings)
    .where(
      and(
        ofGood(marketListings),
        eq(marketListings.active, true),
        gt(marketListings.expiresAt, new Date(now)),
      ),
    )
    .orderBy(asc(marketListings.price))
    .limit(1);
  const sales = await db
    .select()
    .from(marketSales)
    .where(ofGood(marketSales))
    .orderBy(desc(marketSales.createdAt), desc(marketSales.id))
    .limit(30);
  const listings: Listing[] = cheapest.map(listingOf);
  return marketHistoryView(
    listings,
    sales.map((s) => ({ price: s.price, quantity: s.quantity, at: s.createdAt.getTime() })),
    now,
  );
}
