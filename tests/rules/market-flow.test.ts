import { describe, expect, it } from 'vitest';
import { listingBought } from '../../src/rules/actions/listing-bought.ts';
import { listingCancelled } from '../../src/rules/actions/listing-cancelled.ts';
import { listingCreated } from '../../src/rules/actions/listing-created.ts';
import { saleCredited } from '../../src/rules/actions/sale-credited.ts';
import type { Listing } from '../../src/rules/catalog/market.ts';
import type { Good, PlayerState } from '../../src/rules/state.ts';
import { NOW, ctx, player } from './fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const grin: Good = { kind: 'trait', id: 2 };

/** The seller lists; what the server would hold: the seller's state and the listing. */
function list(seller: PlayerState, good: Good, quantity: number, price: number) {
  const action = { good, quantity, price, activeListings: 0, listingId: 'L1', sellerId: 'seller' };
  const out = listingCreated(seller, action, ctx());
  return { seller: out.state, listing: out.result.listing };
}

/** A buy as the server runs it: the buyer pays and receives, then the seller is credited. */
function buy(buyer: PlayerState, seller: PlayerState, listing: Listing, quantity: number, now = NOW) {
  const bought = listingBought(buyer, { listing, quantity, buyerId: 'buyer' }, ctx({ now }));
  const credited = saleCredited(seller, { gross: bought.result.paid }, ctx({ now }));
  return {
    buyer: bought.state,
    seller: credited.state,
    listing: bought.result.listing,
    ...credited.result,
    sellerLedger: credited.ledger,
  };
}

describe('a market sale from listing to payment', () => {
  it('sells a whole listing: the buyer gets the trait, the seller the price less the 5% fee', () => {
    const listed = list(player({ shards: 0, traits: { '2': { level: 1, cards: 3 } } }), grin, 4, 2500);
    const sold = buy(player({ shards: 12000, traits: {} }), listed.seller, listed.listing, 4);
    expect(sold.buyer.shards).toBe(2000);
    expect(sold.buyer.traits['2']).toEqual({ level: 1, cards: 3 });
    // 4 * 2,500 = 10,000 gross; 500 fee burned; 9,500 to the seller.
    expect(sold.seller.shards).toBe(9500);
    expect(sold.seller.traits['2']).toBeUndefined();
    expect([sold.net, sold.fee]).toEqual([9500, 500]);
    expect(sold.listing).toMatchObject({ quantity: 0, status: 'sold' });
    expect(sold.sellerLedger).toEqual([
      { what: 'shards', delta: 10000, balanceAfter: 10000 },
      { what: 'shards', delta: -500, balanceAfter: 9500, note: 'market.fee' },
    ]);
  });

  it('sells a listing in parts, then the seller cancels and gets the rest back', () => {
    const listed = list(player({ shards: 0, crates: { '1': 5 } }), { kind: 'crate', id: 1 }, 5, 999);
    const first = buy(player({ shards: 10000 }), listed.seller, listed.listing, 2);
    expect(first.listing).toMatchObject({ quantity: 3, status: 'active' });
    // 1,998 gross, fee ceil(99.9) = 100.
    expect(first.seller.shards).toBe(1898);
    const second = buy(first.buyer, first.seller, first.listing, 1);
    expect(second.buyer.crates['1']).toBe(3);
    expect(second.buyer.shards).toBe(10000 - 2997);
    // 999 gross, fee ceil(49.95) = 50.
    expect(second.seller.shards).toBe(1898 + 999 - 50);
    expect(() => buy(second.buyer, second.seller, second.listing, 3)).toThrow('Only 2 left');
    const back = listingCancelled(second.seller, { listing: second.listing, reason: 'cancelled' }, ctx());
    expect(back.state.crates['1']).toBe(2);
    expect(back.result.listing).toMatchObject({ quantity: 2, status: 'cancelled' });
  });

  it('returns what is left when the listing expires after 7 days, and no one can buy it then', () => {
    const listed = list(
      player({ items: { '780': { level: 1, cards: 0, usagesLeft: 12 } } }),
      {
        kind: 'item',
        id: 780,
      },
      3,
      100,
    );
    const partly = buy(player(), listed.seller, listed.listing, 1);
    const later = NOW + 7 * DAY;
    expect(() => buy(player(), partly.seller, partly.listing, 1, later)).toThrow('This listing has expired');
    const back = listingCancelled(
      partly.seller,
      { listing: partly.listing, reason: 'expired' },
      ctx({ now: later }),
    );
    expect(back.state.items['780']).toEqual({ level: 1, cards: 0, usagesLeft: 8 });
    expect(back.result.listing.status).toBe('expired');
    expect(partly.buyer.items['780']).toEqual({ level: 1, cards: 0, usagesLeft: 4 });
  });
});
