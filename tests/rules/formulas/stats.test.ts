import { describe, expect, it } from 'vitest';
import { itemById, type ItemInfo, type WeaponInfo } from '../../../src/rules/catalog/items.ts';
import {
  potionBonusFor,
  traitBoost,
  traitBoostValue,
  warlordProgress,
  warlordRarity,
  warlordStats,
  weaponBoost,
  weaponStat,
} from '../../../src/rules/formulas/stats.ts';
import { player } from '../fixtures.ts';

const weapon = (id: number) => itemById(id) as WeaponInfo;
const item = (id: number) => itemById(id) as ItemInfo;
const owned = (level = 1, usagesLeft = 0) => ({ level, cards: 0, usagesLeft });

describe('traitBoostValue = (rarity*2 + level)*2', () => {
  it.each([
    [0, 1, 2],
    [1, 1, 6],
    [2, 5, 18],
    [3, 10, 32],
  ])('rarity %i at level %i boosts %i', (rarity, level, boost) => {
    expect(traitBoostValue(rarity, level)).toBe(boost);
  });
});

describe('traitBoost goes to both stats of the category', () => {
  it.each([
    [2, 1, { yield: 2, exploration: 2, power: 0, stealth: 0 }], // Face: Grin, Common
    [110, 2, { yield: 16, exploration: 0, power: 16, stealth: 0 }], // Hair: Long Black, Legendary
    [102, 1, { yield: 2, exploration: 0, power: 2, stealth: 0 }], // Hair: Undercut
    [204, 1, { yield: 14, exploration: 0, power: 0, stealth: 14 }], // Eyes: Lightning, Legendary
    [303, 3, { yield: 0, exploration: 14, power: 0, stealth: 14 }], // Suit: Martian, Epic
    [402, 1, { yield: 0, exploration: 2, power: 2, stealth: 0 }], // Background: Dunes
    [502, 1, { yield: 0, exploration: 0, power: 14, stealth: 14 }], // Special: Legendary
  ])('trait %i at level %i boosts %o', (id, level, boost) => {
    expect(traitBoost(id, level)).toEqual(boost);
  });

  it('is nothing for an id that is no trait', () => {
    expect(traitBoost(199, 1)).toEqual({ yield: 0, exploration: 0, power: 0, stealth: 0 });
  });
});

describe('weaponStat = (rarity*2 + 2*level)*2', () => {
  it.each([
    [0, 1, 4],
    [1, 1, 8],
    [2, 3, 20],
    [3, 10, 52],
  ])('rarity %i at level %i gives %i', (rarity, level, stat) => {
    expect(weaponStat(rarity, level)).toBe(stat);
  });
});

describe('weaponBoost', () => {
  it('adds a melee weapon to power', () => {
    expect(weaponBoost(weapon(257), 1)).toEqual({ yield: 0, exploration: 0, power: 4, stealth: 0 });
  });
  it('adds a damage spell to power', () => {
    expect(weaponBoost(weapon(513), 2)).toEqual({ yield: 0, exploration: 0, power: 8, stealth: 0 });
  });
  it('adds smoke and veil spells to stealth', () => {
    expect(weaponBoost(weapon(514), 1)).toEqual({ yield: 0, exploration: 0, power: 0, stealth: 4 });
    expect(weaponBoost(weapon(519), 1)).toEqual({ yield: 0, exploration: 0, power: 0, stealth: 8 });
  });
  it('adds Fire Storm and Frost Veil to both', () => {
    expect(weaponBoost(weapon(518), 1)).toEqual({ yield: 0, exploration: 0, power: 16, stealth: 16 });
    expect(weaponBoost(weapon(515), 1)).toEqual({ yield: 0, exploration: 0, power: 12, stealth: 12 });
  });
});

describe('potionBonusFor', () => {
  it.each([
    [258, [771], 0.25], // Ice Dagger (Frost) with Small Frost
    [258, [772], 0.35], // with Big Frost
    [258, [779], 0.2], // with Big Melee
    [258, [771, 779], 0.45],
    [258, [775], 0], // Small Fire does nothing for Frost
    [521, [779], 0], // Melee does nothing for a spell
    [521, [772], 0.35], // Ice Shard is Frost
    [257, [780, 782], 0], // Earn and Energy potions raise no weapon
  ])('weapon %i with potions %o gets +%f', (weaponId, potions, bonus) => {
    expect(potionBonusFor(weapon(weaponId), potions.map(item))).toBeCloseTo(bonus, 10);
  });
});

describe('warlordStats', () => {
  it('is 100 each with nothing applied', () => {
    expect(warlordStats(player())).toEqual({ yield: 100, exploration: 100, power: 100, stealth: 100 });
  });

  it('adds applied traits and weapons, a potion raising its weapon rounded down', () => {
    const state = player({
      appliedTraits: [2, 302],
      items: { '258': owned(), '514': owned(), '772': owned(1, 12) },
      appliedItems: [258, 514, 772, -1],
    });
    // Grin +2 yield/exploration; Camouflage +2 exploration/stealth;
    // Ice Dagger 8 power * 1.35 = 10.8 -> 10; Smoke Screen (Toxic) 4 stealth, untouched by Frost.
    expect(warlordStats(state)).toEqual({ yield: 102, exploration: 104, power: 110, stealth: 106 });
  });
});

describe('warlordRarity = 100 + boosts of applied traits', () => {
  it('adds each applied trait once', () => {
    const state = player({ traits: { '2': owned(), '502': owned(3) }, appliedTraits: [2, 502] });
    // Grin 2 + Crown of Ages (3*2 + 3)*2 = 18.
    expect(warlordRarity(state)).toBe(120);
  });
});

describe('warlordProgress', () => {
  it('raises the maximum energy with exploration from traits', () => {
    // Winter (Legendary Suit) at level 10: +32 exploration -> 80 + floor(32/2) = 96.
    const state = player({ traits: { '310': owned(10) }, appliedTraits: [310] });
    expect(warlordProgress(state)).toEqual({
      level: 1,
      rank: 1,
      points: 0,
      requiredPoints: 100,
      maxEnergy: 96,
    });
  });
});
