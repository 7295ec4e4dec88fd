import { isPotion, itemById, type Keyword } from '../catalog/items.ts';
import type { Rarity } from '../catalog/rarity.ts';
import { traitById, type TraitCategory } from '../catalog/traits.ts';
import { VOUCHER_KEYS, type VoucherKey } from '../catalog/vouchers.ts';
import {
  MAX_LEVEL,
  itemCardsRequired,
  itemUpgradeShards,
  traitCardsRequired,
  weaponEnergyCost,
} from '../formulas/cards.ts';
import { totalXp } from '../formulas/progression.ts';
import { traitBoost, weaponBoost, type Stats } from '../formulas/stats.ts';
import type { PlayerState } from '../state.ts';
import { energyView } from './warlord-view.ts';

/** An owned trait as the pocket shows it. `cardsRequired` is what the next upgrade takes. */
export interface OwnedTraitView {
  id: number;
  level: number;
  cards: number;
  cardsRequired: number;
  applied: boolean;
  name: string;
  img: string;
  /** The trait's category (Face, Hair, Eyes, Suit, Background, Special). */
  typeName: TraitCategory;
  rarity: Rarity;
  boost: Stats;
  /** Whether the trait is at level 10 and cannot be upgraded. */
  maxLevel: boolean;
}

/** An owned weapon or spell as the pocket shows it. `boost` is before potions. */
export interface OwnedWeaponView {
  id: number;
  level: number;
  cards: number;
  cardsRequired: number;
  usagesLeft: number;
  applied: boolean;
  name: string;
  img: string;
  typeName: 'Melee' | 'Spell';
  kind: 'Weapon';
  rarity: Rarity;
  boost: Stats;
  /** Shards the next upgrade takes. */
  shardsRequired: number;
  keywords: Keyword[];
  /** Energy this weapon adds to every expedition stage. */
  energyConsumption: number;
  maxLevel: boolean;
}

/** An owned potion as the pocket shows it. Potions are not upgraded: cardsRequired is 0. */
export interface OwnedPotionView {
  id: number;
  level: number;
  cards: number;
  cardsRequired: 0;
  usagesLeft: number;
  fullUsages: number;
  applied: boolean;
  name: string;
  img: string;
  typeName: 'Potion';
  kind: 'Consumable';
  rarity: Rarity;
  keywords: Keyword[];
  description: string;
}

export type OwnedItemView = OwnedWeaponView | OwnedPotionView;

/** The pocket as GET /pocket answers it (api.md). */
export interface PocketView {
  TWC: number;
  shards: number;
  energy: number;
  maxEnergy: number;
  energyUpdatedAt: string;
  /** Total XP. */
  xpCurrency: number;
  ownedTraits: OwnedTraitView[];
  ownedItems: OwnedItemView[];
  /** Unopened crates, by kind, only kinds held. */
  ownedCrates: { kind: number; count: number }[];
  ownedVouchers: Record<VoucherKey, number>;
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** The player's traits, by id. */
export function ownedTraitsView(state: PlayerState): OwnedTraitView[] {
  return Object.entries(state.traits)
    .flatMap(([key, owned]): OwnedTraitView[] => {
      const id = Number(key);
      const info = traitById(id);
      if (!info) return [];
      return [
        {
          id,
          level: owned.level,
          cards: owned.cards,
          cardsRequired: traitCardsRequired(info.rarity, owned.level),
          applied: state.appliedTraits.includes(id),
          name: info.name,
          img: info.img,
          typeName: info.category,
          rarity: info.rarity,
          boost: traitBoost(id, owned.level),
          maxLevel: owned.level >= MAX_LEVEL,
        },
      ];
    })
    .sort(byId);
}

/** The player's items (weapons, spells, potions), by id. */
export function ownedItemsView(state: PlayerState): OwnedItemView[] {
  return Object.entries(state.items)
    .flatMap(([key, owned]): OwnedItemView[] => {
      const id = Number(key);
      const info = itemById(id);
      if (!info) return [];
      const common = {
        id,
        level: owned.level,
        cards: owned.cards,
        usagesLeft: owned.usagesLeft,
        applied: state.appliedItems.includes(id),
        name: info.name,
        img: info.img,
        rarity: info.rarity,
        keywords: [...info.keywords],
      };
      if (isPotion(info)) {
        return [
          {
            ...common,
            cardsRequired: 0,
            fullUsages: info.usages,
            typeName: info.typeName,
            kind: info.kind,
            description: info.description,
          },
        ];
      }
      return [
        {
          ...common,
          cardsRequired: itemCardsRequired(info.rarity, owned.level),
          typeName: info.typeName,
          kind: info.kind,
          boost: weaponBoost(info, owned.level),
          shardsRequired: itemUpgradeShards(info.rarity, owned.level),
          energyConsumption: weaponEnergyCost(owned.level),
          maxLevel: owned.level >= MAX_LEVEL,
        },
      ];
    })
    .sort(byId);
}

/** What the pocket shows that time does not change: everything after the energy. */
export type PocketHoldings = Pick<
  PocketView,
  'xpCurrency' | 'ownedTraits' | 'ownedItems' | 'ownedCrates' | 'ownedVouchers'
>;

/**
 * The part of the pocket that depends on the state alone, in the pocket's own order: a reader
 * that sees the same state again may keep it (see src/server/views/pocket-json.ts).
 */
export function pocketHoldings(state: PlayerState): PocketHoldings {
  const ownedCrates = Object.entries(state.crates)
    .map(([kind, count]) => ({ kind: Number(kind), count }))
    .filter((c) => c.count > 0)
    .sort((a, b) => a.kind - b.kind);
  return {
    xpCurrency: totalXp(state.missions),
    ownedTraits: ownedTraitsView(state),
    ownedItems: ownedItemsView(state),
    ownedCrates,
    ownedVouchers: Object.fromEntries(VOUCHER_KEYS.map((k) => [k, state.vouchers[k] ?? 0])) as Record<
      VoucherKey,
      number
    >,
  };
}

/** The pocket of a player as of `now` (energy regenerated). */
export function pocketView(state: PlayerState, now: number): PocketView {
  return {
    TWC: state.TWC,
    shards: state.shards,
    ...energyView(state, now),
    ...pocketHoldings(state),
  };
}
