import { goodInfo, type GoodKind, type Listing, type ListingStatus } from '../catalog/market.ts';
import type { Rarity } from '../catalog/rarity.ts';

/** A listing's seller as the market shows them. */
export interface SellerView {
  profileId: string;
  username: string;
}

/** A listing as GET /market and /market/mine answer it (api.md), with its status added. */
export interface ListingView {
  id: string;
  seller: SellerView;
  good: { kind: GoodKind; id: number; name: string; rarity: Rarity; img: string };
  /** Units left. */
  quantity: number;
  /** Shards per unit. */
  price: number;
  expiresAt: string;
  status: ListingStatus;
}

/**
 * A listing as the API shows it, given its seller's profile id and name. The good's name, rarity
 * and image come from the catalogs; an id no catalog knows (never listed by the rules) shows as is.
 */
export function listingView(listing: Listing, seller: SellerView): ListingView {
  const { kind, id } = listing.good;
  const info = goodInfo(listing.good) ?? { name: `${kind} ${id}`, rarity: 0 as Rarity, img: '' };
  return {
    id: listing.id,
    seller,
    good: { kind, id, ...info },
    quantity: listing.quantity,
    price: listing.price,
    expiresAt: new Date(listing.expiresAt).toISOString(),
    status: listing.status,
  };
}

/** One completed sale as GET /market/history shows it. */
export interface SaleView {
  price: number;
  quantity: number;
  at: string;
}

/**
 * GET /market/history of one good: the floor (lowest price per unit among its active listings not
 * yet expired at `now`, or null) and its last 30 sales, newest first.
 */
export function marketHistoryView(
  listings: readonly Listing[],
  sales: readonly { price: number; quantity: number; at: number }[],
  now: number,
): { floor: number | null; sales: SaleView[] } {
  const prices = listings.filter((l) => l.status === 'active' && l.expiresAt > now).map((l) => l.price);
  return {
    floor: prices.length > 0 ? Math.min(...prices) : null,
    sales: [...sales]
      .sort((a, b) => b.at - a.at)
      .slice(0, 30)
      .map((s) => ({ price: s.price, quantity: s.quantity, at: new Date(s.at).toISOString() })),
  };
}
