import { describe, expect, it } from 'vitest';
import { itemUnapplied } from './item-unapplied.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';

const weapon = { level: 1, cards: 0, usagesLeft: 0 };
const state = player({
  items: { '257': weapon, '513': weapon, '769': { level: 1, cards: 0, usagesLeft: 6 } },
  appliedItems: [257, 513, 769, -1],
});

describe('item.unapplied', () => {
  it('empties the slot of an applied weapon and leaves the item owned', () => {
    const out = itemUnapplied(state, { itemId: 257 }, ctx());
    expect(out.state.appliedItems).toEqual([-1, 513, 769, -1]);
    expect(out.state.items['257']).toEqual(weapon);
    expect(out.result).toEqual({ itemId: 257 });
    expect(out.ledger).toEqual([]);
  });

  it('empties the slot of an applied potion', () => {
    const out = itemUnapplied(state, { itemId: 769 }, ctx());
    expect(out.state.appliedItems).toEqual([257, 513, -1, -1]);
  });

  it('refuses an item that is not applied', () => {
    expect(() => itemUnapplied(state, { itemId: 258 }, ctx())).toThrow(
      expect.objectContaining({ message: 'Ice Dagger is not applied', status: 409 }),
    );
  });

  it('refuses an unknown item with 404', () => {
    expect(() => itemUnapplied(state, { itemId: -1 }, ctx())).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
