import { describe, expect, it } from 'vitest';
import { listingCreated, type ListingCreatedAction } from './listing-created.ts';
import { NOW, ctx, player } from '../../../tests/rules/fixtures.ts';
import { listableQuantity } from '../formulas/market.ts';
import type { Good } from '../state.ts';

const list = (good: Good, quantity: number, patch: Partial<ListingCreatedAction> = {}) => ({
  good,
  quantity,
  price: 1000,
  activeListings: 0,
  listingId: 'L1',
  sellerId: 'seller',
  ...patch,
});
const grin: Good = { kind: 'trait', id: 2 };
const dagger: Good = { kind: 'item', id: 257 };
const smallEarn: Good = { kind: 'item', id: 780 };
const basic: Good = { kind: 'crate', id: 0 };
const DAY = 24 * 60 * 60 * 1000;

describe('listing.created', () => {
  it('puts spare trait cards in escrow and keeps the trait', () => {
    const state = player({ traits: { '2': { level: 1, cards: 3 } } });
    const out = listingCreated(state, list(grin, 2), ctx());
    expect(out.state.traits['2']).toEqual({ level: 1, cards: 1 });
    expect(out.result.listing).toEqual({
      id: 'L1',
      sellerId: 'seller',
      good: grin,
      quantity: 2,
      price: 1000,
      createdAt: NOW,
      expiresAt: NOW + 7 * DAY,
      status: 'active',
    });
    expect(out.ledger).toEqual([{ what: 'trait:2:cards', delta: -2, balanceAfter: 1 }]);
  });

  it('lists a level-1 trait whole: its cards and the trait itself, which leaves the pocket', () => {
    const state = player({ traits: { '2': { level: 1, cards: 3 } } });
    expect(listableQuantity(state, grin)).toBe(4);
    const out = listingCreated(state, list(grin, 4), ctx());
    expect(out.state.traits['2']).toBeUndefined();
    expect(out.ledger).toEqual([
      { what: 'trait:2:cards', delta: -3, balanceAfter: 0 },
      { what: 'trait:2:level', delta: -1, balanceAfter: 0 },
    ]);
  });

  it('lists only the spare cards of a trait above level 1', () => {
    const state = player({ traits: { '2': { level: 3, cards: 3 } } });
    expect(listableQuantity(state, grin)).toBe(3);
    expect(() => listingCreated(state, list(grin, 4), ctx())).toThrow(
      expect.objectContaining({ message: 'You can list at most 3 Grin cards', status: 409 }),
    );
  });

  it('lists the spare cards of an applied trait but not the trait itself', () => {
    const state = player({ traits: { '2': { level: 1, cards: 2 } }, appliedTraits: [2] });
    expect(listableQuantity(state, grin)).toBe(2);
    expect(listingCreated(state, list(grin, 2), ctx()).state.traits['2']).toEqual({ level: 1, cards: 0 });
    expect(() => listingCreated(state, list(grin, 3), ctx())).toThrow(
      expect.objectContaining({ message: 'You can list at most 2 Grin cards: Grin is applied', status: 409 }),
    );
  });

  it('refuses a trait the player does not own', () => {
    expect(() => listingCreated(player(), list({ kind: 'trait', id: 6 }, 1), ctx())).toThrow(
      expect.objectContaining({ message: 'You can list at most 0 Angry cards', status: 409 }),
    );
  });

  it('lists weapon cards and a level-1 weapon whole, never an applied one', () => {
    const state = player({ items: { '257': { level: 1, cards: 1, usagesLeft: 0 } } });
    const out = listingCreated(state, list(dagger, 2), ctx());
    expect(out.state.items['257']).toBeUndefined();
    const applied = { ...state, appliedItems: [257, -1, -1, -1] as [number, number, number, number] };
    expect(() => listingCreated(applied, list(dagger, 2), ctx())).toThrow(
      expect.objectContaining({
        message: 'You can list at most 1 Dagger card: Dagger is applied',
        status: 409,
      }),
    );
  });

  it('lists whole potions: each takes its full usages', () => {
    // Small Earn Potion: 4 usages. 9 usages left make 2 whole potions.
    const state = player({ items: { '780': { level: 1, cards: 0, usagesLeft: 9 } } });
    expect(listableQuantity(state, smallEarn)).toBe(2);
    expect(listingCreated(state, list(smallEarn, 2), ctx()).state.items['780']).toEqual({
      level: 1,
      cards: 0,
      usagesLeft: 1,
    });
    expect(() => listingCreated(state, list(smallEarn, 3), ctx())).toThrow(
      'You can list at most 2 Small Earn Potions',
    );
  });

  it('removes a potion listed down to zero usages, and refuses an applied potion', () => {
    const state = player({ items: { '780': { level: 1, cards: 0, usagesLeft: 4 } } });
    expect(listingCreated(state, list(smallEarn, 1), ctx()).state.items['780']).toBeUndefined();
    const applied = { ...state, appliedItems: [-1, -1, 780, -1] as [number, number, number, number] };
    expect(listableQuantity(applied, smallEarn)).toBe(0);
    expect(() => listingCreated(applied, list(smallEarn, 1), ctx())).toThrow(
      expect.objectContaining({
        message: 'You can list at most 0 Small Earn Potions: Small Earn Potion is applied',
        status: 409,
      }),
    );
  });

  it('lists crates', () => {
    const state = player({ crates: { '0': 3 } });
    const out = listingCreated(state, list(basic, 3), ctx());
    expect(out.state.crates['0']).toBeUndefined();
    expect(out.ledger).toEqual([{ what: 'crate:0', delta: -3, balanceAfter: 0 }]);
    expect(() => listingCreated(state, list(basic, 4), ctx())).toThrow('You can list at most 3 Basic crates');
  });

  it('refuses a 21st active listing', () => {
    expect(() => listingCreated(player(), list(basic, 1, { activeListings: 20 }), ctx())).toThrow(
      expect.objectContaining({ message: 'At most 20 active listings', status: 409 }),
    );
    expect(listingCreated(player(), list(basic, 1, { activeListings: 19 }), ctx()).result.listing.id).toBe(
      'L1',
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a quantity of %s with 400', (quantity) => {
    expect(() => listingCreated(player(), list(basic, quantity), ctx())).toThrow(
      expect.objectContaining({ message: 'The quantity must be a whole number of 1 or more', status: 400 }),
    );
  });

  it.each([0, 10_000_001, 2.5, -5])('refuses a price of %s with 400', (price) => {
    expect(() => listingCreated(player(), list(basic, 1, { price }), ctx())).toThrow(
      expect.objectContaining({
        message: 'The price must be a whole number of shards from 1 to 10,000,000',
        status: 400,
      }),
    );
  });

  it('accepts the lowest and highest prices', () => {
    const state = player({ crates: { '0': 2 } });
    expect(listingCreated(state, list(basic, 1, { price: 1 }), ctx()).result.listing.price).toBe(1);
    expect(listingCreated(state, list(basic, 1, { price: 10_000_000 }), ctx()).result.listing.price).toBe(
      10_000_000,
    );
  });

  it('refuses an unknown good with 404 and an unknown kind with 400', () => {
    const unknown = (good: Good, message: string) =>
      expect(() => listingCreated(player(), list(good, 1), ctx())).toThrow(
        expect.objectContaining({ message, status: 404 }),
      );
    unknown({ kind: 'trait', id: 99 }, 'Unknown trait 99');
    unknown({ kind: 'item', id: 300 }, 'Unknown item 300');
    unknown({ kind: 'crate', id: 11 }, 'Unknown crate 11');
    expect(() =>
      listingCreated(player(), list({ kind: 'gold', id: 1 } as unknown as Good, 1), ctx()),
    ).toThrow(
      expect.objectContaining({ message: 'Only traits, items and crates can be listed', status: 400 }),
    );
  });
});
