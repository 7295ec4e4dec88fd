import { describe, expect, it } from 'vitest';
import { listingBought } from './listing-bought.ts';
import { NOW, ctx, player } from '../../../tests/rules/fixtures.ts';
import type { Listing } from '../catalog/market.ts';
import type { Good } from '../state.ts';
import { UNLOCKED_NOTE } from '../reward.ts';

const DAY = 24 * 60 * 60 * 1000;
const listing = (good: Good, patch: Partial<Listing> = {}): Listing => ({
  id: 'L1',
  sellerId: 'seller',
  good,
  quantity: 5,
  price: 1000,
  createdAt: NOW - DAY,
  expiresAt: NOW + 6 * DAY,
  status: 'active',
  ...patch,
});
const angry: Good = { kind: 'trait', id: 6 };
const buy = (l: Listing, quantity: number, buyerId = 'buyer') => ({ listing: l, quantity, buyerId });

describe('listing.bought', () => {
  it('pays price times quantity and receives cards of a trait not owned at level 1', () => {
    const out = listingBought(player({ shards: 5000 }), buy(listing(angry), 3), ctx());
    expect(out.state.shards).toBe(2000);
    expect(out.state.traits['6']).toEqual({ level: 1, cards: 2 });
    expect(out.result).toEqual({
      listing: listing(angry, { quantity: 2 }),
      paid: 3000,
      received: { kind: 'cards', traitId: 6, amount: 3, note: UNLOCKED_NOTE },
    });
    expect(out.ledger).toEqual([
      { what: 'shards', delta: -3000, balanceAfter: 2000 },
      { what: 'trait:6:cards', delta: 2, balanceAfter: 2 },
      { what: 'trait:6:level', delta: 1, balanceAfter: 1 },
    ]);
  });

  it('adds cards to an owned trait and marks the listing sold when the last unit goes', () => {
    const state = player({ shards: 5000, traits: { '2': { level: 2, cards: 4 } } });
    const out = listingBought(state, buy(listing({ kind: 'trait', id: 2 }), 5), ctx());
    expect(out.state.traits['2']).toEqual({ level: 2, cards: 9 });
    expect(out.state.shards).toBe(0);
    expect(out.result.listing).toMatchObject({ quantity: 0, status: 'sold' });
  });

  it('turns the cards of a 13th trait into shards, as any reward does', () => {
    const twelve = Object.fromEntries(
      [2, 3, 4, 5, 102, 103, 104, 105, 106, 107, 108, 109].map((id) => [String(id), { level: 1, cards: 0 }]),
    );
    const out = listingBought(player({ shards: 3000, traits: twelve }), buy(listing(angry), 2), ctx());
    // Angry is Legendary (rarity 3): 250 * 4 = 1,000 shards a card.
    expect(out.state.shards).toBe(3000 - 2000 + 2000);
    expect(out.state.traits['6']).toBeUndefined();
    expect(out.result.received).toMatchObject({ kind: 'shards', amount: 2000, traitId: 6 });
  });

  it('gives a potion its full usages per unit and crates one per unit', () => {
    const potion = listingBought(player(), buy(listing({ kind: 'item', id: 780 }, { price: 500 }), 2), ctx());
    expect(potion.state.items['780']).toEqual({ level: 1, cards: 0, usagesLeft: 8 });
    const crate = listingBought(player(), buy(listing({ kind: 'crate', id: 8 }, { price: 100 }), 4), ctx());
    expect(crate.state.crates['8']).toBe(4);
    expect(crate.result.received).toEqual({ kind: 'crate', crateKind: 8, amount: 4 });
  });

  it('refuses the seller buying their own listing', () => {
    expect(() => listingBought(player(), buy(listing(angry), 1, 'seller'), ctx())).toThrow(
      expect.objectContaining({ message: 'You cannot buy your own listing', status: 409 }),
    );
  });

  it('refuses a listing that is sold out, cancelled or expired', () => {
    const refuse = (l: Listing, message: string) =>
      expect(() => listingBought(player(), buy(l, 1), ctx())).toThrow(
        expect.objectContaining({ message, status: 409 }),
      );
    refuse(listing(angry, { status: 'sold', quantity: 0 }), 'This listing is sold out');
    refuse(listing(angry, { status: 'cancelled' }), 'This listing was cancelled');
    refuse(listing(angry, { status: 'expired' }), 'This listing has expired');
    refuse(listing(angry, { expiresAt: NOW }), 'This listing has expired');
    expect(listingBought(player(), buy(listing(angry, { expiresAt: NOW + 1 }), 1), ctx()).result.paid).toBe(
      1000,
    );
  });

  it('refuses more than is left', () => {
    expect(() => listingBought(player(), buy(listing(angry, { quantity: 3 }), 4), ctx())).toThrow(
      expect.objectContaining({ message: 'Only 3 left', status: 409 }),
    );
  });

  it('refuses when the shards do not cover the price', () => {
    const l = listing(angry, { price: 4000 });
    expect(() => listingBought(player({ shards: 5000 }), buy(l, 3), ctx())).toThrow(
      expect.objectContaining({ message: 'Not enough shards: 12000 needed, 5000 held', status: 409 }),
    );
  });

  it.each([0, -2, 1.5])('refuses a quantity of %s with 400', (quantity) => {
    expect(() => listingBought(player(), buy(listing(angry), quantity), ctx())).toThrow(
      expect.objectContaining({ message: 'The quantity must be a whole number of 1 or more', status: 400 }),
    );
  });
});
