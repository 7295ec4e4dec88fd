import { describe, expect, it } from 'vitest';
import {
  MAX_DISTINCT_TRAITS,
  overflowShardsPerCard,
  receive,
  receiveAll,
  receiveItemCards,
  receiveTraitCards,
  UNLOCKED_NOTE,
} from '../../../src/rules/reward.ts';
import { player } from '../fixtures.ts';

/** A player holding exactly 12 traits. */
const twelveTraits = () =>
  player({
    traits: Object.fromEntries(
      [2, 3, 4, 5, 6, 102, 103, 104, 105, 206, 302, 402].map((id) => [String(id), { level: 1, cards: 0 }]),
    ),
  });

describe('receive', () => {
  it.each([
    [{ kind: 'shards', amount: 300 } as const, 'shards', 5300],
    [{ kind: 'TWC', amount: 2 } as const, 'TWC', 2],
    [{ kind: 'energy', amount: 100 } as const, 'energy', 180],
  ])('adds %o to %s, giving %i', (reward, field, value) => {
    const out = receive(player(), reward);
    expect(out.state[field as 'shards' | 'TWC' | 'energy']).toBe(value);
    expect(out.granted).toEqual(reward);
  });

  it('credits XP to rewardXp unless another field is named', () => {
    expect(receive(player(), { kind: 'xp', amount: 40 }).state.missions.rewardXp).toBe(40);
    expect(receive(player(), { kind: 'xp', amount: 40 }, 'craftXp').state.missions.craftXp).toBe(40);
  });

  it('adds crates by kind and vouchers by key', () => {
    expect(receive(player(), { kind: 'crate', crateKind: 0, amount: 2 }).state.crates).toEqual({ '0': 3 });
    expect(receive(player(), { kind: 'crate', crateKind: 7, amount: 1 }).state.crates).toEqual({
      '0': 1,
      '7': 1,
    });
    expect(receive(player(), { kind: 'voucher', voucher: 'OG', amount: 1 }).state.vouchers.OG).toBe(1);
  });
});

describe('receiveTraitCards', () => {
  it('makes a trait not owned owned at level 1 with k-1 cards, and says the first card unlocked it', () => {
    const out = receiveTraitCards(player(), 6, 4);
    expect(out.state.traits['6']).toEqual({ level: 1, cards: 3 });
    expect(out.granted).toEqual({ kind: 'cards', traitId: 6, amount: 4, note: UNLOCKED_NOTE });
  });

  it('adds k cards to an owned trait, with no note', () => {
    const state = player({ traits: { '2': { level: 3, cards: 5 } } });
    const out = receiveTraitCards(state, 2, 4);
    expect(out.state.traits['2']).toEqual({ level: 3, cards: 9 });
    expect(out.granted).toEqual({ kind: 'cards', traitId: 2, amount: 4 });
  });

  it('still adds cards to one of 12 owned traits', () => {
    expect(receiveTraitCards(twelveTraits(), 206, 2).state.traits['206']).toEqual({ level: 1, cards: 2 });
  });

  it.each([
    // Blue eyes, Common: 250 a card.
    [207, 1, 250, '1 Blue card turned into 250 shards: you already hold 12 traits'],
    // Lizard, Rare: 500 a card.
    [203, 3, 1500, '3 Lizard cards turned into 1500 shards: you already hold 12 traits'],
    // Rainbow, Epic: 750 a card.
    [202, 2, 1500, '2 Rainbow cards turned into 1500 shards: you already hold 12 traits'],
    // Crown of Ages, Legendary: 1,000 a card.
    [502, 2, 2000, '2 Crown of Ages cards turned into 2000 shards: you already hold 12 traits'],
  ])('turns %i x%i cards of a 13th trait into %i shards, with a note', (traitId, k, shards, note) => {
    const out = receiveTraitCards(twelveTraits(), traitId, k);
    expect(out.state.traits[traitId]).toBeUndefined();
    expect(Object.keys(out.state.traits)).toHaveLength(MAX_DISTINCT_TRAITS);
    expect(out.state.shards).toBe(5000 + shards);
    expect(out.granted).toEqual({ kind: 'shards', amount: shards, traitId, note });
  });

  it('pays 250 * (rarity + 1) shards a card', () => {
    expect([0, 1, 2, 3].map(overflowShardsPerCard)).toEqual([250, 500, 750, 1000]);
  });

  it('gives nothing for 0 cards, rather than a trait with -1 cards', () => {
    const out = receiveTraitCards(player(), 6, 0);
    expect(out.state.traits['6']).toBeUndefined();
    expect(out.granted).toEqual({ kind: 'cards', traitId: 6, amount: 0 });
  });

  it('refuses an unknown trait', () => {
    expect(() => receiveTraitCards(player(), 1, 1)).toThrow('unknown trait 1');
  });
});

describe('receiveItemCards', () => {
  it('makes a weapon not owned owned at level 1 with k-1 cards, and says the first card unlocked it', () => {
    const out = receiveItemCards(player(), 268, 3);
    expect(out.state.items['268']).toEqual({ level: 1, cards: 2, usagesLeft: 0 });
    expect(out.granted).toEqual({ kind: 'items', itemId: 268, amount: 3, note: UNLOCKED_NOTE });
  });

  it('adds k cards to an owned weapon', () => {
    const state = player({ items: { '268': { level: 4, cards: 1, usagesLeft: 0 } } });
    expect(receiveItemCards(state, 268, 3).state.items['268']).toEqual({ level: 4, cards: 4, usagesLeft: 0 });
  });

  it('gives a potion not owned its full usages', () => {
    // Small Earn Potion: 4 usages.
    expect(receiveItemCards(player(), 780, 1).state.items['780']).toEqual({
      level: 1,
      cards: 0,
      usagesLeft: 4,
    });
  });

  it('adds the full usages to a potion already owned, once per card', () => {
    // Small Toxic Potion with 3 left, 2 more: 3 + 2 * 6 = 15.
    const state = player({ items: { '769': { level: 1, cards: 0, usagesLeft: 3 } } });
    const out = receiveItemCards(state, 769, 2);
    expect(out.state.items['769']).toEqual({ level: 1, cards: 0, usagesLeft: 15 });
    expect(out.granted).toEqual({ kind: 'items', itemId: 769, amount: 2 });
  });

  it('gives nothing for 0 cards, rather than a weapon with -1 cards', () => {
    expect(receiveItemCards(player(), 268, 0).state.items['268']).toBeUndefined();
  });

  it('refuses an unknown item', () => {
    expect(() => receiveItemCards(player(), 600, 1)).toThrow('unknown item 600');
  });
});

describe('receiveAll', () => {
  it('gives rewards in order and lists each as granted', () => {
    const out = receiveAll(player(), [
      { kind: 'shards', amount: 10 },
      { kind: 'cards', traitId: 3, amount: 1 },
      { kind: 'items', itemId: 257, amount: 1 },
      { kind: 'xp', amount: 5 },
    ]);
    expect(out.state.shards).toBe(5010);
    expect(out.state.traits['3']).toEqual({ level: 1, cards: 0 });
    expect(out.state.items['257']).toEqual({ level: 1, cards: 0, usagesLeft: 0 });
    expect(out.state.missions.rewardXp).toBe(5);
    expect(out.granted).toHaveLength(4);
  });
});
