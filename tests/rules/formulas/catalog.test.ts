import { describe, expect, it } from 'vitest';
import { CRATE_NAMES, CRATE_PRICES } from '../../../src/rules/catalog/crate-kinds.ts';
import { ITEMS, KEYWORDS, isPotion, itemById, type PotionInfo } from '../../../src/rules/catalog/items.ts';
import { Rarity } from '../../../src/rules/catalog/rarity.ts';
import { taskByType } from '../../../src/rules/catalog/tasks.ts';
import { STARTER_TRAITS, TRAITS, traitById, traitCategoryOf } from '../../../src/rules/catalog/traits.ts';
import { VOUCHERS } from '../../../src/rules/catalog/vouchers.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const potion = (id: number) => itemById(id) as PotionInfo;

describe('rarity', () => {
  it('numbers Common 0, Rare 1, Epic 2, Legendary 3', () => {
    expect(Rarity).toEqual({ Common: 0, Rare: 1, Epic: 2, Legendary: 3 });
  });
});

describe('item catalog', () => {
  it('holds every id of melee 257-274, spells 513-521 and potions 769-783, and no other', () => {
    expect(ITEMS.map((i) => i.id)).toEqual([...range(257, 274), ...range(513, 521), ...range(769, 783)]);
    for (const id of [256, 275, 512, 522, 768, 784]) expect(itemById(id)).toBeUndefined();
  });

  it.each([
    [257, 'Dagger', 0],
    [258, 'Ice Dagger', 1],
    [259, 'Dragon Dagger', 2],
    [268, 'Demon Lance', 3],
  ])('names %i %s with rarity %i', (id, name, rarity) => {
    expect(itemById(id)).toMatchObject({ name, rarity });
  });

  it('makes melee and spells Weapon kind and potions Consumable kind, with their images', () => {
    for (const id of range(257, 274)) {
      expect(itemById(id)).toMatchObject({
        kind: 'Weapon',
        typeName: 'Melee',
        img: `/images/items/weapons/melee/${id}.png`,
      });
      expect(itemById(id)!.keywords).toContain('Melee');
    }
    for (const id of range(513, 521)) {
      expect(itemById(id)).toMatchObject({
        kind: 'Weapon',
        typeName: 'Spell',
        img: `/images/items/weapons/spells/${id}.png`,
      });
      expect(itemById(id)!.keywords).toContain('Spell');
    }
    for (const id of range(769, 783)) {
      expect(itemById(id)).toMatchObject({
        kind: 'Consumable',
        typeName: 'Potion',
        img: `/images/items/consumables/potions/${id}.png`,
      });
      expect(itemById(id)!.keywords).toContain('Potion');
    }
  });

  it('uses only the spec keywords and unique names', () => {
    for (const i of ITEMS) for (const k of i.keywords) expect(KEYWORDS).toContain(k);
    expect(new Set(ITEMS.map((i) => i.name)).size).toBe(ITEMS.length);
  });

  it('lets Fire Storm and Frost Veil add both stats, smoke and veil spells stealth, damage spells power', () => {
    const stat = (name: string) => ITEMS.find((i) => i.name === name) as { stat: string };
    expect(stat('Fire Storm').stat).toBe('both');
    expect(stat('Frost Veil').stat).toBe('both');
    for (const n of ['Smoke Screen', 'Poison Smoke', 'Shadow Veil']) expect(stat(n).stat).toBe('stealth');
    for (const n of ['Fire Bolt', 'Chain Lightning', 'Hellfire', 'Ice Shard'])
      expect(stat(n).stat).toBe('power');
  });
});

describe('potions (spec section 9)', () => {
  it.each([
    [769, 'Small Toxic Potion', 6, { kind: 'element', element: 'Toxic', bonus: 0.25 }],
    [770, 'Big Toxic Potion', 12, { kind: 'element', element: 'Toxic', bonus: 0.35 }],
    [771, 'Small Frost Potion', 6, { kind: 'element', element: 'Frost', bonus: 0.25 }],
    [772, 'Big Frost Potion', 12, { kind: 'element', element: 'Frost', bonus: 0.35 }],
    [773, 'Small Demonic Potion', 6, { kind: 'element', element: 'Demonic', bonus: 0.25 }],
    [774, 'Big Demonic Potion', 12, { kind: 'element', element: 'Demonic', bonus: 0.35 }],
    [775, 'Small Fire Potion', 6, { kind: 'element', element: 'Fire', bonus: 0.25 }],
    [776, 'Big Fire Potion', 12, { kind: 'element', element: 'Fire', bonus: 0.35 }],
    [777, 'Small Electric Potion', 6, { kind: 'element', element: 'Electric', bonus: 0.25 }],
    [778, 'Big Electric Potion', 12, { kind: 'element', element: 'Electric', bonus: 0.35 }],
    [779, 'Big Melee Potion', 12, { kind: 'melee', bonus: 0.2 }],
    [780, 'Small Earn Potion', 4, { kind: 'earn', bonus: 0.3 }],
    [781, 'Big Earn Potion', 8, { kind: 'earn', bonus: 0.3 }],
    [782, 'Small Energy Potion', 9, { kind: 'energy', cut: 3 }],
    [783, 'Big Energy Potion', 18, { kind: 'energy', cut: 5 }],
  ])('%i %s has %i usages and the effect %o', (id, name, usages, effect) => {
    const p = potion(id);
    expect(isPotion(p)).toBe(true);
    expect({ name: p.name, usages: p.usages, effect: p.effect }).toEqual({ name, usages, effect });
  });

  it('describes what a potion does', () => {
    expect(potion(772).description).toBe('+35% to Frost weapons');
    expect(potion(779).description).toBe('+20% to melee weapons');
    expect(potion(780).description).toBe('+30% stage shards');
    expect(potion(783).description).toBe('-5 energy per expedition stage');
  });
});

describe('trait catalog', () => {
  const idsOf = (category: string) => TRAITS.filter((t) => t.category === category).map((t) => t.id);

  it.each([
    ['Face', range(2, 6)],
    ['Hair', range(102, 111)],
    ['Eyes', range(202, 208)],
    ['Suit', range(302, 311)],
    ['Background', range(402, 415)],
    ['Special', range(502, 503)],
  ])('has %s ids %o', (category, ids) => {
    expect(idsOf(category)).toEqual(ids);
    for (const id of ids) expect(traitCategoryOf(id)).toBe(category);
  });

  it.each([
    ['Face', ['Grin', 'Smite', 'Snark', 'Sad', 'Angry']],
    [
      'Hair',
      [
        'Undercut',
        'Spikes',
        'Bob',
        'Dreads',
        'Pompadour',
        'Shade',
        'Bleached',
        'Long Blond',
        'Long Black',
        'Buzzcut',
      ],
    ],
    ['Eyes', ['Rainbow', 'Lizard', 'Lightning', 'Fire', 'Green', 'Blue', 'Red']],
    [
      'Suit',
      [
        'Camouflage',
        'Martian',
        'Shark',
        'Explorer',
        'Toxic',
        'Blue',
        'White',
        'Pathfinder',
        'Winter',
        'Beige',
      ],
    ],
  ])('names %s in the spec order', (category, names) => {
    expect(TRAITS.filter((t) => t.category === category).map((t) => t.name)).toEqual(names);
  });

  it('names 14 backgrounds, all different, and makes the Specials Legendary and Epic', () => {
    const backgrounds = TRAITS.filter((t) => t.category === 'Background').map((t) => t.name);
    expect(new Set(backgrounds).size).toBe(14);
    expect(traitById(502)!.rarity).toBe(3);
    expect(traitById(503)!.rarity).toBe(2);
  });

  it.each([
    [2, '/images/traits/preview/faces/2.png'],
    [111, '/images/traits/preview/hair/11.png'],
    [208, '/images/traits/preview/eyes/8.png'],
    [310, '/images/traits/preview/suits/10.png'],
    [415, '/images/traits/preview/backgrounds/15.png'],
  ])('shows trait %i at %s', (id, img) => {
    expect(traitById(id)!.img).toBe(img);
  });

  it('has no trait at index 0 or 1 and none past the ranges', () => {
    for (const id of [0, 1, 7, 100, 112, 209, 312, 416, 501, 504, 600]) expect(traitById(id)).toBeUndefined();
  });

  it('starts a player with the first Common of Face, Hair, Eyes, Suit and Background', () => {
    expect(STARTER_TRAITS).toEqual([2, 102, 206, 302, 402]);
  });
});

describe('vouchers, crates and tasks', () => {
  it('numbers the mint passes MintTicket 0, OG 1, FCFS 3, FreeMint 4, Whitelist 5', () => {
    expect(VOUCHERS.map((v) => [v.key, v.type, v.name])).toEqual([
      ['MintTicket', 0, 'Presale Pass'],
      ['OG', 1, 'Warlords OG'],
      ['FCFS', 3, 'FCFS Spot'],
      ['FreeMint', 4, 'Free NFT Mint'],
      ['Whitelist', 5, 'GTD Spot'],
    ]);
  });

  it('names and prices the crates as spec section 9 says', () => {
    expect(Object.values(CRATE_NAMES)).toEqual([
      'Basic',
      'Advanced',
      'Epic',
      'Legendary',
      'Expedition I',
      'Expedition II',
      'Expedition III',
      'Expedition IV',
      'Item',
      'Energy',
      'MegaItem',
    ]);
    expect(Object.values(CRATE_PRICES)).toEqual([
      4000, 12_000, 60_000, 100_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 15_000, 1_000_000, 100_000,
    ]);
  });

  it.each([
    [0, 10],
    [1, 50],
    [2, 350],
    [3, 100],
    [4, 350],
    [5, 1500],
    [6, 25],
    [7, 100],
    [17, 50],
    [18, 350],
    [19, 350],
    [20, 500],
  ])('pays task type %i %i XP', (type, xp) => {
    expect(taskByType(type)!.xp).toBe(xp);
  });
});
