import { isPotion, itemById } from '../catalog/items.ts';
import { ensure } from '../errors.ts';
import { MAX_LEVEL, itemCardsRequired, itemUpgradeShards } from '../formulas/cards.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/**
 * `item.upgraded`: an owned weapon or spell below level 10 spends `itemCardsRequired` cards and
 * `n^2 * 1000` shards (n = rarity*2 + current level) and rises one level. Potions are not upgraded.
 * `shards` in the result is what was spent.
 */
export const itemUpgraded = reducer<{ itemId: number }, { itemId: number; level: number; shards: number }>(
  'item.upgraded',
  (before, { itemId }, { now }) => {
    const info = itemById(itemId);
    ensure(info, `Unknown item ${itemId}`, 404);
    ensure(!isPotion(info), `${info.name} is a potion: potions are not upgraded`);
    const state = prepare(before, now);
    const owned = state.items[itemId];
    ensure(owned, `You do not own ${info.name}`);
    ensure(owned.level < MAX_LEVEL, `${info.name} is at its highest level`);
    const cards = itemCardsRequired(info.rarity, owned.level);
    ensure(owned.cards >= cards, `Not enough cards: ${cards} needed, ${owned.cards} held`);
    const shards = itemUpgradeShards(info.rarity, owned.level);
    ensure(state.shards >= shards, `Not enough shards: ${shards} needed, ${state.shards} held`);
    const level = owned.level + 1;
    const items = { ...state.items, [itemId]: { ...owned, level, cards: owned.cards - cards } };
    return settle(before, { ...state, shards: state.shards - shards, items }, { itemId, level, shards });
  },
);
