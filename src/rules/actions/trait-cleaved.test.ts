import { describe, expect, it } from 'vitest';
import { traitCleaved } from './trait-cleaved.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';

describe('trait.cleaved', () => {
  it('removes an owned trait for good and grants 10 * (rarity*2 + level) craft XP', () => {
    // Angry: Legendary Face (rarity 3) at level 4: 10 * (6 + 4) = 100 XP.
    const state = player({ traits: { ...player().traits, '6': { level: 4, cards: 7 } } });
    const out = traitCleaved(state, { traitId: 6 }, ctx());
    expect(out.result).toEqual({ xp: 100 });
    expect(out.state.traits['6']).toBeUndefined();
    expect(out.state.missions.craftXp).toBe(100);
    expect(out.ledger).toEqual([
      { what: 'trait:6:cards', delta: -7, balanceAfter: 0 },
      { what: 'trait:6:level', delta: -4, balanceAfter: 0 },
      { what: 'xp:craftXp', delta: 100, balanceAfter: 100 },
    ]);
  });

  it('grants 10 XP for a Common trait at level 1', () => {
    const out = traitCleaved(player(), { traitId: 2 }, ctx());
    expect(out.result.xp).toBe(10);
    expect(Object.keys(out.state.traits)).toEqual(['102', '206', '302', '402']);
  });

  it('refuses an applied trait', () => {
    expect(() => traitCleaved(player({ appliedTraits: [2] }), { traitId: 2 }, ctx())).toThrow(
      'Grin is applied: apply another Face trait before cleaving it',
    );
  });

  it('refuses a trait the player does not own', () => {
    expect(() => traitCleaved(player(), { traitId: 3 }, ctx())).toThrow(
      expect.objectContaining({ message: 'You do not own Smite', status: 409 }),
    );
  });

  it('refuses an unknown trait with 404', () => {
    expect(() => traitCleaved(player(), { traitId: 700 }, ctx())).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
