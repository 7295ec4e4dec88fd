import { isPotion, itemById } from '../catalog/items.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { type PlayerState, reducer } from '../state.ts';

/** The slots of the Warlord an item kind goes into: weapons and spells 0-1, potions 2-3. */
export const WEAPON_SLOTS = [0, 1] as const;
export const CONSUMABLE_SLOTS = [2, 3] as const;

/**
 * `item.applied`: an owned weapon or spell goes into the first empty weapon slot, a potion with
 * usages left into the first empty consumable slot. The same item is never in two slots.
 */
export const itemApplied = reducer<{ itemId: number }, { itemId: number; slot: number }>(
  'item.applied',
  (before, { itemId }, { now }) => {
    const info = itemById(itemId);
    ensure(info, `Unknown item ${itemId}`, 404);
    const state = prepare(before, now);
    const owned = state.items[itemId];
    ensure(owned, `You do not own ${info.name}`);
    ensure(!state.appliedItems.includes(itemId), `${info.name} is already applied`);
    const potion = isPotion(info);
    if (potion) ensure(owned.usagesLeft > 0, `${info.name} has no usages left`);
    const slots = potion ? CONSUMABLE_SLOTS : WEAPON_SLOTS;
    const slot = slots.find((s) => state.appliedItems[s] === -1);
    ensure(slot !== undefined, `Both ${potion ? 'consumable' : 'weapon'} slots are full: unapply one first`);
    const appliedItems = [...state.appliedItems] as PlayerState['appliedItems'];
    appliedItems[slot] = itemId;
    return settle(before, { ...state, appliedItems }, { itemId, slot });
  },
);
