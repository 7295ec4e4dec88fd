import { describe, expect, it } from 'vitest';
import { granted } from './granted.ts';
import { NOW, ctx, player } from '../../../tests/rules/fixtures.ts';

describe('granted', () => {
  it('adds shards, TWC, XP (to rewardXp), crates and vouchers, each with its ledger row', () => {
    const out = granted(
      player(),
      {
        shards: 1000,
        TWC: 3,
        xp: 250,
        crates: [{ kind: 2, count: 2 }],
        vouchers: [{ voucher: 'Whitelist', count: 1 }],
      },
      ctx(),
    );
    expect(out.state.shards).toBe(6000);
    expect(out.state.TWC).toBe(3);
    expect(out.state.missions.rewardXp).toBe(250);
    expect(out.state.crates).toEqual({ '0': 1, '2': 2 });
    expect(out.state.vouchers.Whitelist).toBe(1);
    expect(out.ledger).toEqual([
      { what: 'TWC', delta: 3, balanceAfter: 3 },
      { what: 'crate:2', delta: 2, balanceAfter: 2 },
      { what: 'shards', delta: 1000, balanceAfter: 6000 },
      { what: 'voucher:Whitelist', delta: 1, balanceAfter: 1 },
      { what: 'xp:rewardXp', delta: 250, balanceAfter: 250 },
    ]);
  });

  it('adds energy on top of the regenerated value, past the maximum', () => {
    // 10 energy 15 minutes ago: 10 ticks of 90 s give 20, then +100 = 120 (maximum 80).
    const state = player({ energy: 10, energyUpdatedAt: NOW - 15 * 60_000 });
    const out = granted(state, { energy: 100 }, ctx());
    expect(out.state.energy).toBe(120);
    expect(out.ledger).toEqual([{ what: 'energy', delta: 110, balanceAfter: 120 }]);
  });

  it('makes a new trait owned at level 1 with k-1 cards and adds cards to an owned one', () => {
    const out = granted(
      player(),
      {
        traitCards: [
          { id: 6, count: 3 },
          { id: 2, count: 4 },
        ],
      },
      ctx(),
    );
    expect(out.state.traits['6']).toEqual({ level: 1, cards: 2 });
    expect(out.state.traits['2']).toEqual({ level: 1, cards: 4 });
  });

  it('turns the cards of a 13th trait into 250 * (rarity+1) shards each and says so', () => {
    const twelve = Object.fromEntries(
      [2, 3, 4, 5, 6, 102, 103, 104, 105, 206, 302, 402].map((id) => [String(id), { level: 1, cards: 0 }]),
    );
    // Lizard is Rare: 3 cards * 500 = 1,500 shards.
    const out = granted(player({ traits: twelve }), { traitCards: [{ id: 203, count: 3 }] }, ctx());
    expect(out.state.traits['203']).toBeUndefined();
    expect(out.state.shards).toBe(6500);
    expect(out.result.granted).toEqual([
      {
        kind: 'shards',
        amount: 1500,
        traitId: 203,
        note: '3 Lizard cards turned into 1500 shards: you already hold 12 traits',
      },
    ]);
  });

  it('gives weapon cards and a potion with its full usages per card', () => {
    const out = granted(
      player(),
      {
        itemCards: [
          { id: 257, count: 5 },
          { id: 783, count: 2 },
        ],
      },
      ctx(),
    );
    expect(out.state.items['257']).toEqual({ level: 1, cards: 4, usagesLeft: 0 });
    // Big Energy Potion: 18 usages each.
    expect(out.state.items['783']).toEqual({ level: 1, cards: 0, usagesLeft: 36 });
  });

  it('treats a count of 0 as nothing', () => {
    const out = granted(player(), { shards: 0, traitCards: [{ id: 6, count: 0 }] }, ctx());
    expect(out.state.traits['6']).toBeUndefined();
    expect(out.ledger).toEqual([]);
    expect(out.result.granted).toEqual([]);
  });

  it('refuses negative or fractional amounts with 400 and grants nothing', () => {
    expect(() => granted(player(), { shards: -5 }, ctx())).toThrow(
      expect.objectContaining({ message: 'shards must be a whole number of 0 or more', status: 400 }),
    );
    expect(() => granted(player(), { crates: [{ kind: 0, count: 1.5 }] }, ctx())).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('refuses unknown trait, item, crate and voucher ids with 404', () => {
    const unknown = [
      { traitCards: [{ id: 99, count: 1 }] },
      { itemCards: [{ id: 275, count: 1 }] },
      { crates: [{ kind: 11, count: 1 }] },
      { vouchers: [{ voucher: 'Golden' as never, count: 1 }] },
    ];
    for (const action of unknown) {
      expect(() => granted(player(), action, ctx())).toThrow(expect.objectContaining({ status: 404 }));
    }
  });
});
