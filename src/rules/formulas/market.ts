import { isPotion, itemById } from '../catalog/items.ts';
import { MARKET_FEE_PERCENT, goodInfo } from '../catalog/market.ts';
import { receive, receiveItemCards, receiveTraitCards, type Reward } from '../reward.ts';
import type { Good, PlayerState } from '../state.ts';

/**
 * Units of a good the player could list, counting applied things (`ignoreApplied`) or not.
 * A trait or weapon gives its spare cards, plus the thing itself while it is at level 1 (the way
 * receiving k cards of a thing not owned gives it at level 1 with k-1 cards). A potion gives its
 * whole potions (full usages each). A crate gives one per crate.
 */
function units(state: PlayerState, good: Good, ignoreApplied: boolean): number {
  switch (good.kind) {
    case 'trait': {
      const owned = state.traits[good.id];
      if (!owned) return 0;
      const applied = !ignoreApplied && state.appliedTraits.includes(good.id);
      return owned.cards + (owned.level === 1 && !applied ? 1 : 0);
    }
    case 'item': {
      const info = itemById(good.id);
      const owned = state.items[good.id];
      if (!info || !owned) return 0;
      const applied = !ignoreApplied && state.appliedItems.includes(good.id);
      // A potion in a slot is being used up: none of it can be sold.
      if (isPotion(info)) return applied ? 0 : Math.floor(owned.usagesLeft / info.usages);
      return owned.cards + (owned.level === 1 && !applied ? 1 : 0);
    }
    case 'crate':
      return state.crates[good.id] ?? 0;
    default:
      return 0;
  }
}

/**
 * How many units of a good the player can list now (the sell dialog's maximum): spare cards of a
 * trait or weapon, plus the trait or weapon itself when it is at level 1 and not applied; whole
 * potions of a potion that is not applied; crates held.
 */
export function listableQuantity(state: PlayerState, good: Good): number {
  return units(state, good, false);
}

/** Units the player would have if nothing were applied: tells "applied" refusals from "not enough". */
export function listableIfUnapplied(state: PlayerState, good: Good): number {
  return units(state, good, true);
}

/**
 * Takes `quantity` units of a good out of the pocket (into escrow). Spare cards go first; the
 * level-1 thing itself goes last, which removes it. A potion left at zero usages leaves the pocket.
 * The caller has checked `quantity <= listableQuantity(state, good)`.
 */
export function takeUnits(state: PlayerState, good: Good, quantity: number): PlayerState {
  const key = String(good.id);
  if (good.kind === 'crate') {
    const crates = { ...state.crates };
    const left = (crates[key] ?? 0) - quantity;
    if (left === 0) delete crates[key];
    else crates[key] = left;
    return { ...state, crates };
  }
  if (good.kind === 'trait') {
    const owned = state.traits[key]!;
    const traits = { ...state.traits };
    if (quantity > owned.cards) delete traits[key];
    else traits[key] = { ...owned, cards: owned.cards - quantity };
    return { ...state, traits };
  }
  const info = itemById(good.id)!;
  const owned = state.items[key]!;
  const items = { ...state.items };
  if (isPotion(info)) {
    const usagesLeft = owned.usagesLeft - quantity * info.usages;
    if (usagesLeft === 0) delete items[key];
    else items[key] = { ...owned, usagesLeft };
  } else if (quantity > owned.cards) {
    delete items[key];
  } else {
    items[key] = { ...owned, cards: owned.cards - quantity };
  }
  return { ...state, items };
}

/**
 * Gives `quantity` units of a good, the way rewards arrive: cards of a thing not owned make it
 * owned at level 1 (so taking a level-1 thing whole and giving it back restores it exactly), cards
 * of a 13th trait turn into shards, a potion adds its full usages per unit.
 */
export function giveUnits(
  state: PlayerState,
  good: Good,
  quantity: number,
): { state: PlayerState; granted: Reward } {
  switch (good.kind) {
    case 'trait':
      return receiveTraitCards(state, good.id, quantity);
    case 'item':
      return receiveItemCards(state, good.id, quantity);
    case 'crate':
      return receive(state, { kind: 'crate', crateKind: good.id, amount: quantity });
  }
}

/**
 * The market fee on a purchase: 5% of its gross, rounded up, so every sale pays at least 1 shard and
 * a purchase split into single units never pays less than the whole one; it is burned.
 */
export function marketFee(gross: number): number {
  return Math.ceil((gross * MARKET_FEE_PERCENT) / 100);
}

/** "3 Grin cards", "1 Small Earn Potion", "2 Basic crates": units of a good as players read them. */
export function unitsText(good: Good, n: number): string {
  const name = goodInfo(good)?.name ?? `${good.kind} ${good.id}`;
  const info = good.kind === 'item' ? itemById(good.id) : undefined;
  const cards = good.kind === 'trait' || (info !== undefined && !isPotion(info));
  const noun = cards ? `${name} card` : name;
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
