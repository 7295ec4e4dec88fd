import { describe, expect, it } from 'vitest';
import { ownedItemsView, ownedTraitsView, pocketView } from './pocket-view.ts';
import { NOW, player } from '../../../tests/rules/fixtures.ts';
import { emptyMissions } from '../new-player.ts';

describe('pocketView', () => {
  it('shows balances, regenerated energy, total XP, crates held and every voucher kind', () => {
    const state = player({
      TWC: 7,
      shards: 1234,
      energy: 20,
      energyUpdatedAt: NOW - 3 * 90_000,
      missions: { ...emptyMissions(), floodXp: 30, craftXp: 20 },
      crates: { '0': 1, '9': 2, '3': 0 },
      vouchers: { FreeMint: 0, Whitelist: 1, FCFS: 0, OG: 2, MintTicket: 0 },
    });
    const view = pocketView(state, NOW);
    expect(view).toMatchObject({
      TWC: 7,
      shards: 1234,
      energy: 23,
      maxEnergy: 80,
      energyUpdatedAt: '2026-01-10T12:00:00.000Z',
      xpCurrency: 50,
      ownedCrates: [
        { kind: 0, count: 1 },
        { kind: 9, count: 2 },
      ],
      ownedVouchers: { FreeMint: 0, Whitelist: 1, FCFS: 0, OG: 2, MintTicket: 0 },
    });
    expect(view.ownedTraits.map((t) => t.id)).toEqual([2, 102, 206, 302, 402]);
    expect(view.ownedItems).toEqual([]);
  });
});

describe('ownedTraitsView', () => {
  it('shows a trait with its cards required, boost, category and whether it is applied', () => {
    const state = player({
      traits: { '6': { level: 3, cards: 12 }, '2': { level: 10, cards: 1 } },
      appliedTraits: [6],
    });
    expect(ownedTraitsView(state)).toEqual([
      {
        id: 2,
        level: 10,
        cards: 1,
        cardsRequired: 36,
        applied: false,
        name: 'Grin',
        img: '/images/traits/preview/faces/2.png',
        typeName: 'Face',
        rarity: 0,
        boost: { yield: 20, exploration: 20, power: 0, stealth: 0 },
        maxLevel: true,
      },
      {
        id: 6,
        level: 3,
        cards: 12,
        // Legendary at level 3: n = 9, past 4: 36.
        cardsRequired: 36,
        applied: true,
        name: 'Angry',
        img: '/images/traits/preview/faces/6.png',
        typeName: 'Face',
        rarity: 3,
        // (3*2 + 3)*2 = 18.
        boost: { yield: 18, exploration: 18, power: 0, stealth: 0 },
        maxLevel: false,
      },
    ]);
  });
});

describe('ownedItemsView', () => {
  const state = player({
    items: {
      '518': { level: 4, cards: 9, usagesLeft: 0 },
      '258': { level: 1, cards: 2, usagesLeft: 0 },
      '771': { level: 1, cards: 0, usagesLeft: 5 },
    },
    appliedItems: [518, -1, 771, -1],
  });

  it('shows weapons with cards and shards required, boost and energy use, and potions with usages', () => {
    expect(ownedItemsView(state)).toEqual([
      {
        id: 258,
        level: 1,
        cards: 2,
        // Rare at level 1: n = 3: 24 cards, 9,000 shards.
        cardsRequired: 24,
        usagesLeft: 0,
        applied: false,
        name: 'Ice Dagger',
        img: '/images/items/weapons/melee/258.png',
        typeName: 'Melee',
        kind: 'Weapon',
        rarity: 1,
        // (1*2 + 2*1)*2 = 8 power.
        boost: { yield: 0, exploration: 0, power: 8, stealth: 0 },
        shardsRequired: 9000,
        keywords: ['Melee', 'Frost'],
        energyConsumption: 2,
        maxLevel: false,
      },
      {
        id: 518,
        level: 4,
        cards: 9,
        // Legendary at level 4: n = 10: 36 + 5*6 = 66 cards, 100,000 shards.
        cardsRequired: 66,
        usagesLeft: 0,
        applied: true,
        name: 'Fire Storm',
        img: '/images/items/weapons/spells/518.png',
        typeName: 'Spell',
        kind: 'Weapon',
        rarity: 3,
        // Fire Storm adds (3*2 + 2*4)*2 = 28 to power and stealth.
        boost: { yield: 0, exploration: 0, power: 28, stealth: 28 },
        shardsRequired: 100_000,
        keywords: ['Spell', 'Fire'],
        energyConsumption: 3,
        maxLevel: false,
      },
      {
        id: 771,
        level: 1,
        cards: 0,
        cardsRequired: 0,
        usagesLeft: 5,
        fullUsages: 6,
        applied: true,
        name: 'Small Frost Potion',
        img: '/images/items/consumables/potions/771.png',
        typeName: 'Potion',
        kind: 'Consumable',
        rarity: 0,
        keywords: ['Potion', 'Frost'],
        description: '+25% to Frost weapons',
      },
    ]);
  });
});
