import { describe, expect, it } from 'vitest';
import { itemCleaved } from './item-cleaved.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';

describe('item.cleaved', () => {
  it('removes a weapon, grants craft XP and refunds half the shards spent upgrading it', () => {
    // Dragon Dagger: Epic (rarity 2) at level 3. Upgrades paid n = 5 then 6: 25,000 + 36,000 = 61,000.
    // Refund floor(61,000 / 2) = 30,500; XP 10 * (4 + 3) = 70.
    const state = player({ items: { '259': { level: 3, cards: 2, usagesLeft: 0 } } });
    const out = itemCleaved(state, { itemId: 259 }, ctx());
    expect(out.result).toEqual({ shards: 30_500, xp: 70 });
    expect(out.state.items).toEqual({});
    expect(out.state.shards).toBe(35_500);
    expect(out.state.missions.craftXp).toBe(70);
    expect(out.ledger).toEqual([
      { what: 'item:259:cards', delta: -2, balanceAfter: 0 },
      { what: 'item:259:level', delta: -3, balanceAfter: 0 },
      { what: 'shards', delta: 30_500, balanceAfter: 35_500 },
      { what: 'xp:craftXp', delta: 70, balanceAfter: 70 },
    ]);
  });

  it('rounds an odd refund down: Common at level 2 spent 1,000 and refunds 500', () => {
    const state = player({ items: { '257': { level: 2, cards: 0, usagesLeft: 0 } } });
    expect(itemCleaved(state, { itemId: 257 }, ctx()).result).toEqual({ shards: 500, xp: 20 });
  });

  it('refunds nothing for a weapon never upgraded', () => {
    const state = player({ items: { '257': { level: 1, cards: 3, usagesLeft: 0 } } });
    expect(itemCleaved(state, { itemId: 257 }, ctx()).result).toEqual({ shards: 0, xp: 10 });
  });

  it('refunds no shards for a potion and grants its craft XP', () => {
    // Big Frost Potion: Rare at level 1: 10 * (2 + 1) = 30 XP.
    const state = player({ items: { '772': { level: 1, cards: 0, usagesLeft: 12 } } });
    const out = itemCleaved(state, { itemId: 772 }, ctx());
    expect(out.result).toEqual({ shards: 0, xp: 30 });
    expect(out.state.shards).toBe(5000);
    expect(out.state.items['772']).toBeUndefined();
  });

  it('refuses an applied item', () => {
    const state = player({
      items: { '257': { level: 1, cards: 0, usagesLeft: 0 } },
      appliedItems: [-1, 257, -1, -1],
    });
    expect(() => itemCleaved(state, { itemId: 257 }, ctx())).toThrow(
      expect.objectContaining({ message: 'Dagger is applied: unapply it first', status: 409 }),
    );
  });

  it('refuses an item the player does not own', () => {
    expect(() => itemCleaved(player(), { itemId: 257 }, ctx())).toThrow('You do not own Dagger');
  });

  it('refuses an unknown item with 404', () => {
    expect(() => itemCleaved(player(), { itemId: 784 }, ctx())).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
