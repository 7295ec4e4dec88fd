import { describe, expect, it } from 'vitest';
import { itemUpgraded } from './item-upgraded.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';
import { warlordStats } from '../formulas/stats.ts';

/** Ice Dagger (Rare, id 258) at `level` with `cards`, and `shards` in the pocket. */
const withIceDagger = (level: number, cards: number, shards: number, applied = false) =>
  player({
    shards,
    items: { '258': { level, cards, usagesLeft: 0 } },
    appliedItems: applied ? [258, -1, -1, -1] : [-1, -1, -1, -1],
  });

describe('item.upgraded', () => {
  it('spends the cards and n^2 * 1000 shards (Rare at level 1: n = 3, 24 cards, 9,000 shards)', () => {
    const out = itemUpgraded(withIceDagger(1, 30, 10_000), { itemId: 258 }, ctx());
    expect(out.state.items['258']).toEqual({ level: 2, cards: 6, usagesLeft: 0 });
    expect(out.state.shards).toBe(1000);
    expect(out.result).toEqual({ itemId: 258, level: 2, shards: 9000 });
    expect(out.ledger).toEqual([
      { what: 'item:258:cards', delta: -24, balanceAfter: 6 },
      { what: 'item:258:level', delta: 1, balanceAfter: 2 },
      { what: 'shards', delta: -9000, balanceAfter: 1000 },
    ]);
  });

  it('needs 36 + (n-5)*6 cards past n = 4: Rare at level 5 (n = 7) needs 48 cards and 49,000 shards', () => {
    const out = itemUpgraded(withIceDagger(5, 48, 49_000), { itemId: 258 }, ctx());
    expect(out.state.items['258']!.level).toBe(6);
    expect(out.state.items['258']!.cards).toBe(0);
    expect(out.state.shards).toBe(0);
  });

  it('raises the power of an applied weapon', () => {
    const out = itemUpgraded(withIceDagger(1, 24, 9000, true), { itemId: 258 }, ctx());
    // Rare at level 2: (1*2 + 2*2)*2 = 12 power.
    expect(warlordStats(out.state).power).toBe(112);
  });

  it('refuses with the cards needed and held', () => {
    expect(() => itemUpgraded(withIceDagger(1, 4, 100_000), { itemId: 258 }, ctx())).toThrow(
      'Not enough cards: 24 needed, 4 held',
    );
  });

  it('refuses with the shards needed and held', () => {
    expect(() => itemUpgraded(withIceDagger(1, 24, 8999), { itemId: 258 }, ctx())).toThrow(
      expect.objectContaining({ message: 'Not enough shards: 9000 needed, 8999 held', status: 409 }),
    );
  });

  it('refuses a weapon at level 10', () => {
    expect(() => itemUpgraded(withIceDagger(10, 500, 10_000_000), { itemId: 258 }, ctx())).toThrow(
      'Ice Dagger is at its highest level',
    );
  });

  it('refuses to upgrade a potion with 409', () => {
    const state = player({ items: { '769': { level: 1, cards: 0, usagesLeft: 6 } } });
    expect(() => itemUpgraded(state, { itemId: 769 }, ctx())).toThrow(
      expect.objectContaining({
        message: 'Small Toxic Potion is a potion: potions are not upgraded',
        status: 409,
      }),
    );
  });

  it('refuses an item the player does not own', () => {
    expect(() => itemUpgraded(player(), { itemId: 258 }, ctx())).toThrow('You do not own Ice Dagger');
  });

  it('refuses an unknown item with 404', () => {
    expect(() => itemUpgraded(player(), { itemId: 999 }, ctx())).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
