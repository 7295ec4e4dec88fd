import { describe, expect, it } from 'vitest';
import { listingView, marketHistoryView } from './market-view.ts';
import { NOW } from '../../../tests/rules/fixtures.ts';
import { goodInfo, type Listing } from '../catalog/market.ts';

const DAY = 24 * 60 * 60 * 1000;
const listing = (patch: Partial<Listing> = {}): Listing => ({
  id: 'L1',
  sellerId: 'p1',
  good: { kind: 'trait', id: 6 },
  quantity: 2,
  price: 1500,
  createdAt: NOW,
  expiresAt: NOW + 7 * DAY,
  status: 'active',
  ...patch,
});

describe('market view', () => {
  it('shows a listing as the API does, with the seller and the good from the catalog', () => {
    expect(listingView(listing(), { profileId: 'p1', username: 'ana' })).toEqual({
      id: 'L1',
      seller: { profileId: 'p1', username: 'ana' },
      good: { kind: 'trait', id: 6, name: 'Angry', rarity: 3, img: '/images/traits/preview/faces/6.png' },
      quantity: 2,
      price: 1500,
      expiresAt: '2026-01-17T12:00:00.000Z',
      status: 'active',
    });
  });

  it('names items and crates, crates with the rarity of what they hold', () => {
    expect(goodInfo({ kind: 'item', id: 780 })).toEqual({
      name: 'Small Earn Potion',
      rarity: 0,
      img: '/images/items/consumables/potions/780.png',
    });
    expect(goodInfo({ kind: 'crate', id: 3 })).toEqual({
      name: 'Legendary crate',
      rarity: 3,
      img: '/images/crates/3.png',
    });
    expect(goodInfo({ kind: 'crate', id: 10 })?.rarity).toBe(2);
    expect(goodInfo({ kind: 'crate', id: 11 })).toBeUndefined();
    expect(goodInfo({ kind: 'trait', id: 1 })).toBeUndefined();
  });

  it('gives the floor of active listings not expired and the last 30 sales, newest first', () => {
    const listings = [
      listing({ price: 900, status: 'sold' }),
      listing({ price: 1200 }),
      listing({ price: 800, expiresAt: NOW }),
      listing({ price: 1100 }),
    ];
    const sales = Array.from({ length: 35 }, (_, i) => ({ price: 100 + i, quantity: 1, at: NOW - i * 1000 }));
    const view = marketHistoryView(listings, [...sales].reverse(), NOW);
    expect(view.floor).toBe(1100);
    expect(view.sales).toHaveLength(30);
    expect(view.sales[0]).toEqual({ price: 100, quantity: 1, at: '2026-01-10T12:00:00.000Z' });
    expect(view.sales[29]!.price).toBe(129);
    expect(marketHistoryView([], [], NOW)).toEqual({ floor: null, sales: [] });
  });
});
