import { describe, expect, it } from 'vitest';
import {
  MAX_LEVEL,
  cleaveXp,
  itemCardsRequired,
  itemShardsSpent,
  itemUpgradeShards,
  levelSum,
  traitCardsRequired,
  weaponEnergyCost,
} from '../../../src/rules/formulas/cards.ts';

describe('levelSum n = rarity*2 + level', () => {
  it.each([
    [0, 1, 1],
    [1, 1, 3],
    [3, 1, 7],
    [3, 10, 16],
  ])('rarity %i at level %i is n = %i', (rarity, level, n) => {
    expect(levelSum(rarity, level)).toBe(n);
  });
});

describe('traitCardsRequired by n: 5, 18, 24, 30, otherwise 36', () => {
  it.each([
    [0, 1, 5],
    [0, 2, 18],
    [0, 3, 24],
    [1, 1, 24],
    [0, 4, 30],
    [1, 2, 30],
    [0, 5, 36],
    [2, 1, 36],
    [3, 1, 36],
    [3, 9, 36],
  ])('rarity %i at level %i needs %i cards', (rarity, level, cards) => {
    expect(traitCardsRequired(rarity, level)).toBe(cards);
  });
});

describe('itemCardsRequired by n: 5, 18, 24, 30, otherwise 36 + (n-5)*6', () => {
  it.each([
    [0, 1, 5],
    [0, 2, 18],
    [1, 1, 24],
    [1, 2, 30],
    [2, 1, 36],
    [2, 2, 42],
    [1, 5, 48],
    [3, 1, 48],
    [3, 9, 96],
    [3, 10, 102],
  ])('rarity %i at level %i needs %i cards', (rarity, level, cards) => {
    expect(itemCardsRequired(rarity, level)).toBe(cards);
  });
});

describe('itemUpgradeShards = n^2 * 1000', () => {
  it.each([
    [0, 1, 1000],
    [0, 2, 4000],
    [1, 1, 9000],
    [2, 3, 49_000],
    [3, 1, 49_000],
    [3, 9, 225_000],
  ])('rarity %i at level %i costs %i shards', (rarity, level, shards) => {
    expect(itemUpgradeShards(rarity, level)).toBe(shards);
  });
});

describe('itemShardsSpent from level 1', () => {
  it.each([
    [0, 1, 0],
    [0, 2, 1000],
    [0, 3, 5000],
    [2, 3, 61_000],
    // n = 1..9: 1 + 4 + 9 + ... + 81 = 285.
    [0, 10, 285_000],
  ])('rarity %i at level %i has spent %i shards', (rarity, level, shards) => {
    expect(itemShardsSpent(rarity, level)).toBe(shards);
  });
});

describe('cleaveXp = 10 * n', () => {
  it.each([
    [0, 1, 10],
    [1, 3, 50],
    [3, 10, 160],
  ])('rarity %i at level %i gives %i XP', (rarity, level, xp) => {
    expect(cleaveXp(rarity, level)).toBe(xp);
  });
});

describe('weaponEnergyCost = 2 + floor(level/3)', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [5, 3],
    [6, 4],
    [9, 5],
    [10, 5],
  ])('level %i costs %i energy', (level, cost) => {
    expect(weaponEnergyCost(level)).toBe(cost);
  });
});

it('stops traits and weapons at level 10', () => {
  expect(MAX_LEVEL).toBe(10);
});
