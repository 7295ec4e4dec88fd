import { isPotion, itemById } from '../catalog/items.ts';
import { ensure } from '../errors.ts';
import { cleaveXp, itemShardsSpent } from '../formulas/cards.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/**
 * `item.cleaved`: an owned item that is not applied is removed for good. It grants
 * `10 * (rarity*2 + level)` craft XP; a weapon or spell also refunds half (rounded down) of the
 * shards spent upgrading it. A potion refunds nothing, whatever its usages.
 */
export const itemCleaved = reducer<{ itemId: number }, { shards: number; xp: number }>(
  'item.cleaved',
  (before, { itemId }, { now }) => {
    const info = itemById(itemId);
    ensure(info, `Unknown item ${itemId}`, 404);
    const state = prepare(before, now);
    const owned = state.items[itemId];
    ensure(owned, `You do not own ${info.name}`);
    ensure(!state.appliedItems.includes(itemId), `${info.name} is applied: unapply it first`);
    const xp = cleaveXp(info.rarity, owned.level);
    const shards = isPotion(info) ? 0 : Math.floor(itemShardsSpent(info.rarity, owned.level) / 2);
    const items = { ...state.items };
    delete items[itemId];
    const missions = { ...state.missions, craftXp: state.missions.craftXp + xp };
    return settle(before, { ...state, shards: state.shards + shards, items, missions }, { shards, xp });
  },
);
