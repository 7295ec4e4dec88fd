import { isPotion, isWeapon, itemById, type ItemInfo, type WeaponInfo } from '../catalog/items.ts';
import { traitById, type StatName } from '../catalog/traits.ts';
import type { PlayerState } from '../state.ts';
import { totalXp, progressFromXp } from './progression.ts';
import { maxEnergy } from './energy.ts';

export type Stats = Record<StatName, number>;
export const BASE_STAT = 100;

/** Trait boost = (rarity*2 + level)*2, added to both stats of the trait's category. */
export function traitBoostValue(rarity: number, level: number): number {
  return (rarity * 2 + level) * 2;
}

/** A trait's boost per stat: its boost value on its category's two stats, 0 on the others. */
export function traitBoost(id: number, level: number): Stats {
  const info = traitById(id);
  const boost: Stats = { yield: 0, exploration: 0, power: 0, stealth: 0 };
  if (!info) return boost;
  const value = traitBoostValue(info.rarity, level);
  for (const stat of info.stats) boost[stat] += value;
  return boost;
}

/** Weapon stat = (rarity*2 + 2*level)*2. */
export function weaponStat(rarity: number, level: number): number {
  return (rarity * 2 + 2 * level) * 2;
}

/** A weapon's boost per stat, before potions. */
export function weaponBoost(weapon: WeaponInfo, level: number): Stats {
  const value = weaponStat(weapon.rarity, level);
  return {
    yield: 0,
    exploration: 0,
    power: weapon.stat === 'stealth' ? 0 : value,
    stealth: weapon.stat === 'power' ? 0 : value,
  };
}

/** The share an applied potion adds to one weapon: element potions to weapons of their element, Melee to melee. */
export function potionBonusFor(weapon: WeaponInfo, potions: readonly ItemInfo[]): number {
  let bonus = 0;
  for (const p of potions) {
    if (!isPotion(p)) continue;
    if (p.effect.kind === 'element' && weapon.keywords.includes(p.effect.element)) bonus += p.effect.bonus;
    if (p.effect.kind === 'melee' && weapon.typeName === 'Melee') bonus += p.effect.bonus;
  }
  return bonus;
}

/** The items in the applied slots, weapons then consumables, skipping empty slots. */
export function appliedItemInfos(state: PlayerState): { weapons: WeaponInfo[]; potions: ItemInfo[] } {
  const weapons: WeaponInfo[] = [];
  const potions: ItemInfo[] = [];
  for (const id of state.appliedItems) {
    const info = id >= 0 ? itemById(id) : undefined;
    if (!info) continue;
    if (isWeapon(info)) weapons.push(info);
    else potions.push(info);
  }
  return { weapons, potions };
}

/**
 * The Warlord's four stats: 100 each, plus applied traits' boosts, plus applied weapons' stats
 * (raised by applied element or melee potions, rounded down per weapon).
 */
export function warlordStats(state: PlayerState): Stats {
  const stats: Stats = { yield: BASE_STAT, exploration: BASE_STAT, power: BASE_STAT, stealth: BASE_STAT };
  for (const id of state.appliedTraits) {
    const boost = traitBoost(id, state.traits[id]?.level ?? 1);
    for (const k of Object.keys(stats) as StatName[]) stats[k] += boost[k];
  }
  const { weapons, potions } = appliedItemInfos(state);
  for (const w of weapons) {
    const level = state.items[w.id]?.level ?? 1;
    const factor = 1 + potionBonusFor(w, potions);
    const boost = weaponBoost(w, level);
    stats.power += Math.floor(boost.power * factor);
    stats.stealth += Math.floor(boost.stealth * factor);
  }
  return stats;
}

/** Warlord rarity = 100 + the sum of the boost values of the applied traits. */
export function warlordRarity(state: PlayerState): number {
  return state.appliedTraits.reduce((sum, id) => {
    const info = traitById(id);
    return sum + (info ? traitBoostValue(info.rarity, state.traits[id]?.level ?? 1) : 0);
  }, 100);
}

/** Level, rank and the maximum energy of a player, derived from XP and stats. */
export function warlordProgress(state: PlayerState) {
  const progress = progressFromXp(totalXp(state.missions));
  return { ...progress, maxEnergy: maxEnergy(progress.rank, warlordStats(state).exploration) };
}
