import { describe, expect, it } from 'vitest';
import { itemApplied } from './item-applied.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';
import { warlordStats } from '../formulas/stats.ts';
import type { PlayerState } from '../state.ts';

const weapon = { level: 1, cards: 0, usagesLeft: 0 };
const potion = (usagesLeft: number) => ({ level: 1, cards: 0, usagesLeft });
/** Dagger 257, Ice Dagger 258, Fire Bolt 513; Small Toxic 769, Small Frost 771, Big Earn 781 with usages. */
const armoury = (appliedItems: PlayerState['appliedItems'] = [-1, -1, -1, -1]) =>
  player({
    items: {
      '257': weapon,
      '258': weapon,
      '513': weapon,
      '769': potion(6),
      '771': potion(6),
      '781': potion(8),
      '782': potion(0),
    },
    appliedItems,
  });

describe('item.applied', () => {
  it('puts a weapon into the first weapon slot and adds its weapon stat to power', () => {
    const out = itemApplied(armoury(), { itemId: 257 }, ctx());
    expect(out.state.appliedItems).toEqual([257, -1, -1, -1]);
    expect(out.result).toEqual({ itemId: 257, slot: 0 });
    // Dagger: Common at level 1: (0*2 + 2*1)*2 = 4 power.
    expect(warlordStats(out.state).power).toBe(104);
    expect(out.ledger).toEqual([]);
  });

  it('fills the second weapon slot when the first is taken', () => {
    const out = itemApplied(armoury([257, -1, -1, -1]), { itemId: 513 }, ctx());
    expect(out.state.appliedItems).toEqual([257, 513, -1, -1]);
    expect(out.result.slot).toBe(1);
  });

  it('fills an emptied first slot before the second', () => {
    const out = itemApplied(armoury([-1, 513, -1, -1]), { itemId: 257 }, ctx());
    expect(out.state.appliedItems).toEqual([257, 513, -1, -1]);
  });

  it('puts a potion into the first consumable slot', () => {
    const out = itemApplied(armoury([257, -1, -1, -1]), { itemId: 769 }, ctx());
    expect(out.state.appliedItems).toEqual([257, -1, 769, -1]);
    expect(out.result.slot).toBe(2);
  });

  it('puts a second potion into slot 3', () => {
    const out = itemApplied(armoury([-1, -1, 769, -1]), { itemId: 781 }, ctx());
    expect(out.state.appliedItems).toEqual([-1, -1, 769, 781]);
  });

  it('refuses a third weapon', () => {
    expect(() => itemApplied(armoury([257, 258, -1, -1]), { itemId: 513 }, ctx())).toThrow(
      expect.objectContaining({ message: 'Both weapon slots are full: unapply one first', status: 409 }),
    );
  });

  it('refuses a third potion', () => {
    expect(() => itemApplied(armoury([-1, -1, 769, 771]), { itemId: 781 }, ctx())).toThrow(
      'Both consumable slots are full: unapply one first',
    );
  });

  it('never applies the same item twice', () => {
    expect(() => itemApplied(armoury([257, -1, -1, -1]), { itemId: 257 }, ctx())).toThrow(
      'Dagger is already applied',
    );
  });

  it('refuses a potion with no usages left', () => {
    expect(() => itemApplied(armoury(), { itemId: 782 }, ctx())).toThrow(
      'Small Energy Potion has no usages left',
    );
  });

  it('refuses an item the player does not own', () => {
    expect(() => itemApplied(armoury(), { itemId: 268 }, ctx())).toThrow(
      expect.objectContaining({ message: 'You do not own Demon Lance', status: 409 }),
    );
  });

  it('refuses an unknown item with 404', () => {
    expect(() => itemApplied(armoury(), { itemId: 300 }, ctx())).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
