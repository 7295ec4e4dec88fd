import type { Rarity } from './rarity.ts';

export const KEYWORDS = [
  'Toxic',
  'Frost',
  'Demonic',
  'Fire',
  'Electric',
  'Spell',
  'Paired',
  'Melee',
  'Potion',
] as const;
export type Keyword = (typeof KEYWORDS)[number];
export type Element = 'Toxic' | 'Frost' | 'Demonic' | 'Fire' | 'Electric';
export const ELEMENTS: readonly Element[] = ['Toxic', 'Frost', 'Demonic', 'Fire', 'Electric'];

/** Which stat a weapon or spell adds its weapon stat to. */
export type StatKind = 'power' | 'stealth' | 'both';

/** What an applied potion does (spec section 9). */
export type PotionEffect =
  | { kind: 'element'; element: Element; bonus: number }
  | { kind: 'melee'; bonus: number }
  | { kind: 'earn'; bonus: number }
  | { kind: 'energy'; cut: number };

interface ItemBase {
  id: number;
  name: string;
  rarity: Rarity;
  keywords: readonly Keyword[];
  img: string;
}
export interface WeaponInfo extends ItemBase {
  kind: 'Weapon';
  typeName: 'Melee' | 'Spell';
  stat: StatKind;
}
export interface PotionInfo extends ItemBase {
  kind: 'Consumable';
  typeName: 'Potion';
  effect: PotionEffect;
  usages: number;
  description: string;
}
export type ItemInfo = WeaponInfo | PotionInfo;

type MeleeRow = readonly [id: number, name: string, rarity: Rarity, keywords: readonly Keyword[]];
const MELEE: readonly MeleeRow[] = [
  [257, 'Dagger', 0, []],
  [258, 'Ice Dagger', 1, ['Frost']],
  [259, 'Dragon Dagger', 2, ['Fire']],
  [260, 'Short Sword', 0, []],
  [261, 'Venom Blade', 1, ['Toxic']],
  [262, 'Storm Saber', 2, ['Electric']],
  [263, 'Hand Axe', 0, []],
  [264, 'Frost Axe', 1, ['Frost']],
  [265, 'Hellfire Axe', 2, ['Fire']],
  [266, 'Spear', 0, []],
  [267, 'Shock Spear', 1, ['Electric']],
  [268, 'Demon Lance', 3, ['Demonic']],
  [269, 'Twin Sickles', 1, ['Paired', 'Toxic']],
  [270, 'Mace', 0, []],
  [271, 'Plague Mace', 2, ['Toxic']],
  [272, 'Thunder Hammer', 3, ['Electric']],
  [273, 'Twin Fangs', 2, ['Paired', 'Demonic']],
  [274, "Winter's Edge", 3, ['Frost']],
];

type SpellRow = readonly [id: number, name: string, rarity: Rarity, element: Element, stat: StatKind];
/** Damage spells add power; smoke and veil spells add stealth; Fire Storm and Frost Veil add both. */
const SPELLS: readonly SpellRow[] = [
  [513, 'Fire Bolt', 0, 'Fire', 'power'],
  [514, 'Smoke Screen', 0, 'Toxic', 'stealth'],
  [515, 'Frost Veil', 2, 'Frost', 'both'],
  [516, 'Chain Lightning', 1, 'Electric', 'power'],
  [517, 'Poison Smoke', 1, 'Toxic', 'stealth'],
  [518, 'Fire Storm', 3, 'Fire', 'both'],
  [519, 'Shadow Veil', 1, 'Demonic', 'stealth'],
  [520, 'Hellfire', 2, 'Demonic', 'power'],
  [521, 'Ice Shard', 0, 'Frost', 'power'],
];

type PotionRow = readonly [id: number, name: string, rarity: Rarity, effect: PotionEffect, usages: number];
const element = (e: Element, bonus: number): PotionEffect => ({ kind: 'element', element: e, bonus });
const POTIONS: readonly PotionRow[] = [
  [769, 'Small Toxic Potion', 0, element('Toxic', 0.25), 6],
  [770, 'Big Toxic Potion', 1, element('Toxic', 0.35), 12],
  [771, 'Small Frost Potion', 0, element('Frost', 0.25), 6],
  [772, 'Big Frost Potion', 1, element('Frost', 0.35), 12],
  [773, 'Small Demonic Potion', 0, element('Demonic', 0.25), 6],
  [774, 'Big Demonic Potion', 1, element('Demonic', 0.35), 12],
  [775, 'Small Fire Potion', 0, element('Fire', 0.25), 6],
  [776, 'Big Fire Potion', 1, element('Fire', 0.35), 12],
  [777, 'Small Electric Potion', 0, element('Electric', 0.25), 6],
  [778, 'Big Electric Potion', 1, element('Electric', 0.35), 12],
  [779, 'Big Melee Potion', 1, { kind: 'melee', bonus: 0.2 }, 12],
  [780, 'Small Earn Potion', 0, { kind: 'earn', bonus: 0.3 }, 4],
  [781, 'Big Earn Potion', 1, { kind: 'earn', bonus: 0.3 }, 8],
  [782, 'Small Energy Potion', 0, { kind: 'energy', cut: 3 }, 9],
  [783, 'Big Energy Potion', 1, { kind: 'energy', cut: 5 }, 18],
];

function describe(effect: PotionEffect): string {
  switch (effect.kind) {
    case 'element':
      return `+${Math.round(effect.bonus * 100)}% to ${effect.element} weapons`;
    case 'melee':
      return `+${Math.round(effect.bonus * 100)}% to melee weapons`;
    case 'earn':
      return `+${Math.round(effect.bonus * 100)}% stage shards`;
    case 'energy':
      return `-${effect.cut} energy per expedition stage`;
  }
}

/** Every item of the game: melee weapons 257-274, spells 513-521, potions 769-783. */
export const ITEMS: readonly ItemInfo[] = [
  ...MELEE.map(([id, name, rarity, keywords]): WeaponInfo => ({
    id,
    name,
    rarity,
    kind: 'Weapon',
    typeName: 'Melee',
    stat: 'power',
    keywords: ['Melee', ...keywords],
    img: `/images/items/weapons/melee/${id}.png`,
  })),
  ...SPELLS.map(([id, name, rarity, el, stat]): WeaponInfo => ({
    id,
    name,
    rarity,
    kind: 'Weapon',
    typeName: 'Spell',
    stat,
    keywords: ['Spell', el],
    img: `/images/items/weapons/spells/${id}.png`,
  })),
  ...POTIONS.map(([id, name, rarity, effect, usages]): PotionInfo => ({
    id,
    name,
    rarity,
    kind: 'Consumable',
    typeName: 'Potion',
    effect,
    usages,
    description: describe(effect),
    keywords:
      effect.kind === 'element'
        ? ['Potion', effect.element]
        : effect.kind === 'melee'
          ? ['Potion', 'Melee']
          : ['Potion'],
    img: `/images/items/consumables/potions/${id}.png`,
  })),
];

const BY_ID = new Map(ITEMS.map((i) => [i.id, i]));

/** The item of an id, or undefined. */
export function itemById(id: number): ItemInfo | undefined {
  return BY_ID.get(id);
}

export function isWeapon(item: ItemInfo): item is WeaponInfo {
  return item.kind === 'Weapon';
}
export function isPotion(item: ItemInfo): item is PotionInfo {
  return item.kind === 'Consumable';
}

export const SMALL_EARN_POTION = 780;
export const BIG_EARN_POTION = 781;

/** The picture of a weapon or spell alone, as the Warlord holds it (drawn by assets/src). */
export function heldImage(id: number): string {
  return `/images/items/held/${id}.png`;
}
