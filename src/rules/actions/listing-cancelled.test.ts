import { describe, expect, it } from 'vitest';
import { listingCancelled } from './listing-cancelled.ts';
import { listingCreated } from './listing-created.ts';
import { NOW, ctx, player } from '../../../tests/rules/fixtures.ts';
import type { Listing } from '../catalog/market.ts';
import { prepare } from '../prepare.ts';
import type { Good, PlayerState } from '../state.ts';

const DAY = 24 * 60 * 60 * 1000;
const listing = (good: Good, patch: Partial<Listing> = {}): Listing => ({
  id: 'L1',
  sellerId: 'seller',
  good,
  quantity: 2,
  price: 1000,
  createdAt: NOW - DAY,
  expiresAt: NOW + 6 * DAY,
  status: 'active',
  ...patch,
});

/** Lists `quantity` of a good, then cancels: the state that comes back (compared with `prepare`d states). */
function roundTrip(state: PlayerState, good: Good, quantity: number): PlayerState {
  const action = { good, quantity, price: 10, activeListings: 0, listingId: 'L', sellerId: 's' };
  const listed = listingCreated(state, action, ctx());
  const back = listingCancelled(listed.state, { listing: listed.result.listing, reason: 'cancelled' }, ctx());
  return back.state;
}

describe('listing.cancelled', () => {
  it('returns the units left and marks the listing cancelled', () => {
    const state = player({ traits: { '2': { level: 1, cards: 1 } } });
    const out = listingCancelled(
      state,
      { listing: listing({ kind: 'trait', id: 2 }), reason: 'cancelled' },
      ctx(),
    );
    expect(out.state.traits['2']).toEqual({ level: 1, cards: 3 });
    expect(out.result).toEqual({
      listing: listing({ kind: 'trait', id: 2 }, { status: 'cancelled' }),
      returned: { kind: 'cards', traitId: 2, amount: 2 },
    });
    expect(out.ledger).toEqual([{ what: 'trait:2:cards', delta: 2, balanceAfter: 3 }]);
  });

  it('returns what is left of an expired listing and marks it expired', () => {
    const l = listing({ kind: 'crate', id: 1 }, { quantity: 3, expiresAt: NOW });
    const out = listingCancelled(player(), { listing: l, reason: 'expired' }, ctx());
    expect(out.state.crates['1']).toBe(3);
    expect(out.result.listing.status).toBe('expired');
  });

  it('records a cancel after the listing ran out as expired', () => {
    const l = listing({ kind: 'crate', id: 1 }, { expiresAt: NOW - 1 });
    expect(listingCancelled(player(), { listing: l, reason: 'cancelled' }, ctx()).result.listing.status).toBe(
      'expired',
    );
  });

  it('refuses a listing that is not active', () => {
    for (const status of ['sold', 'cancelled', 'expired'] as const) {
      const l = listing({ kind: 'crate', id: 1 }, { status });
      expect(() => listingCancelled(player(), { listing: l, reason: 'cancelled' }, ctx())).toThrow(
        expect.objectContaining({ message: 'This listing is no longer active', status: 409 }),
      );
    }
  });

  it('refuses to expire a listing before its time', () => {
    const l = listing({ kind: 'crate', id: 1 }, { expiresAt: NOW + 1 });
    expect(() => listingCancelled(player(), { listing: l, reason: 'expired' }, ctx())).toThrow(
      expect.objectContaining({ message: 'This listing has not expired yet', status: 409 }),
    );
  });

  it('gives back exactly a level-1 trait listed whole, and spare cards of a higher one', () => {
    const whole = player({ traits: { '2': { level: 1, cards: 3 } } });
    expect(roundTrip(whole, { kind: 'trait', id: 2 }, 4)).toEqual(prepare(whole, NOW));
    const spare = player({ traits: { '2': { level: 4, cards: 7 } }, appliedTraits: [2] });
    expect(roundTrip(spare, { kind: 'trait', id: 2 }, 7)).toEqual(prepare(spare, NOW));
  });

  it('gives back exactly a weapon listed whole, potions and crates', () => {
    const weapon = player({ items: { '257': { level: 1, cards: 2, usagesLeft: 0 } } });
    expect(roundTrip(weapon, { kind: 'item', id: 257 }, 3)).toEqual(prepare(weapon, NOW));
    const potion = player({ items: { '780': { level: 1, cards: 0, usagesLeft: 8 } } });
    expect(roundTrip(potion, { kind: 'item', id: 780 }, 2)).toEqual(prepare(potion, NOW));
    const used = player({ items: { '780': { level: 1, cards: 0, usagesLeft: 7 } } });
    expect(roundTrip(used, { kind: 'item', id: 780 }, 1)).toEqual(prepare(used, NOW));
    const crates = player({ crates: { '0': 2 } });
    expect(roundTrip(crates, { kind: 'crate', id: 0 }, 2)).toEqual(prepare(crates, NOW));
  });

  it('turns returned cards of a trait that no longer fits into shards', () => {
    const twelve = Object.fromEntries(
      [3, 4, 5, 6, 102, 103, 104, 105, 106, 107, 108, 109].map((id) => [String(id), { level: 1, cards: 0 }]),
    );
    const state = player({ shards: 0, traits: twelve });
    const out = listingCancelled(
      state,
      { listing: listing({ kind: 'trait', id: 2 }), reason: 'cancelled' },
      ctx(),
    );
    // Grin is Common: 250 shards a card.
    expect(out.state.shards).toBe(500);
    expect(out.result.returned).toMatchObject({ kind: 'shards', amount: 500, traitId: 2 });
  });
});
