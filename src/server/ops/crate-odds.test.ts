import { describe, expect, it } from 'vitest';
import { crateOddsOf, drawsOf, signatureOf } from './crate-odds.ts';

// Basic (kind 0), 3 rolls: [2 Common cards, 4 Common cards, 1 Rare card, 2,500 shards, 40 energy, 100 XP].
describe('reading an opening back from its ledger rows', () => {
  it('counts a new trait as its level plus its cards, and potions by their usages', () => {
    expect(
      signatureOf([
        { what: 'trait:2:level', delta: 1 }, // Grin, Common, new: 4 cards = level 1 + 3 cards
        { what: 'trait:2:cards', delta: 3 },
        { what: 'item:770:usages', delta: 24 }, // two Big Toxic Potions (Rare, 12 usages each)
        { what: 'item:770:level', delta: 1 },
        { what: 'xp:rewardXp', delta: 100 },
      ]),
    ).toEqual({ 'trait:0': 4, 'potion:1': 2, xp: 100 });
  });

  it('tells the draws apart by the number of rolls: 4 Common cards and 2,500 shards are 2 + 2 and shards', () => {
    // One roll of 4 cards and shards would be 2 rolls of 3: only two 2-card rolls fit.
    expect(drawsOf(0, { 'trait:0': 4, shards: 2500 })).toEqual([2, 0, 0, 1, 0, 0]);
    expect(drawsOf(0, { 'trait:0': 6, xp: 100 })).toEqual([1, 1, 0, 0, 0, 1]);
  });

  it('allows regenerated energy on top of the energy outcomes', () => {
    expect(drawsOf(0, { 'trait:1': 1, xp: 200, energy: 7 })).toEqual([0, 0, 1, 0, 0, 2]);
    expect(drawsOf(0, { 'trait:1': 1, xp: 100, energy: 47 })).toEqual([0, 0, 1, 0, 1, 1]);
  });

  it('does not tell apart what no outcome gives, or what several give', () => {
    expect(drawsOf(0, { shards: 3000 })).toBeNull();
    expect(drawsOf(0, { 'voucher:FCFS': 1, shards: 7500 })).toBeNull();
    // Energy crate (one roll of 60, 80, 100 or 120): 100 may be 80 and 20 regenerated.
    expect(drawsOf(9, { energy: 100 })).toBeNull();
    expect(drawsOf(9, { energy: 60 })).toEqual([1, 0, 0, 0]);
  });

  it('leaves out the openings of a player whose traits could reach 12, and counts the rest', () => {
    const rows = [{ what: 'shards', delta: 7500 }];
    const odds = crateOddsOf([
      { kind: 0, rows, heldTraits: 9 },
      { kind: 0, rows, heldTraits: 10 },
    ]);
    expect(odds).toHaveLength(1);
    expect(odds[0]).toMatchObject({ kind: 0, name: 'Basic', opened: 2, toldApart: 1, draws: 3 });
    expect(odds[0]!.rewards.map((r) => r.observed)).toEqual([0, 0, 0, 3, 0, 0]);
    expect(odds[0]!.rewards[3]).toEqual({
      reward: '2,500 shards',
      odds: 15,
      expected: 0.45,
      observed: 3,
      frequency: 100,
    });
    // Expected 3 draws in all: one pooled category, nothing to test.
    expect(odds[0]!.test).toBeNull();
  });
});
