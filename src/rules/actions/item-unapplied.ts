import { itemById } from '../catalog/items.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { type PlayerState, reducer } from '../state.ts';

/** `item.unapplied`: empties the slot an applied item is in; the item stays in the pocket. */
export const itemUnapplied = reducer<{ itemId: number }, { itemId: number }>(
  'item.unapplied',
  (before, { itemId }, { now }) => {
    const info = itemById(itemId);
    ensure(info, `Unknown item ${itemId}`, 404);
    const state = prepare(before, now);
    const slot = state.appliedItems.indexOf(itemId);
    ensure(slot >= 0, `${info.name} is not applied`);
    const appliedItems = [...state.appliedItems] as PlayerState['appliedItems'];
    appliedItems[slot] = -1;
    return settle(before, { ...state, appliedItems }, { itemId });
  },
);
