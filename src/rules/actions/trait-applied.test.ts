import { describe, expect, it } from 'vitest';
import { traitApplied } from './trait-applied.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';
import { warlordStats } from '../formulas/stats.ts';

describe('trait.applied', () => {
  it('applies an owned trait and adds its boost to both stats of its category', () => {
    const out = traitApplied(player(), { traitId: 2 }, ctx());
    expect(out.state.appliedTraits).toEqual([2]);
    // Grin: Common Face at level 1 gives (0*2+1)*2 = 2 to yield and exploration.
    expect(warlordStats(out.state)).toEqual({ yield: 102, exploration: 102, power: 100, stealth: 100 });
    expect(out.ledger).toEqual([]);
  });

  it('replaces the applied trait of the same category', () => {
    const state = player({ traits: { ...player().traits, '5': { level: 1, cards: 0 } }, appliedTraits: [2] });
    const out = traitApplied(state, { traitId: 5 }, ctx());
    expect(out.state.appliedTraits).toEqual([5]);
    expect(out.result.replaced).toBe(2);
  });

  it('refuses a trait the player does not own', () => {
    expect(() => traitApplied(player(), { traitId: 6 }, ctx())).toThrow('You do not own Angry');
  });

  it('refuses an unknown trait with 404', () => {
    expect(() => traitApplied(player(), { traitId: 99 }, ctx())).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
