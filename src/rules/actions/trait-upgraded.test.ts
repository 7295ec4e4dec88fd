import { describe, expect, it } from 'vitest';
import { traitUpgraded } from './trait-upgraded.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';
import { warlordStats } from '../formulas/stats.ts';

/** The starter state with Grin (Common Face, id 2) at `level` holding `cards`. */
const withGrin = (level: number, cards: number, applied = false) =>
  player({
    traits: { ...player().traits, '2': { level, cards } },
    appliedTraits: applied ? [2] : [],
  });

describe('trait.upgraded', () => {
  it('spends the cards required at level 1 (n = 1: 5 cards) and rises one level', () => {
    const out = traitUpgraded(withGrin(1, 7), { traitId: 2 }, ctx());
    expect(out.state.traits['2']).toEqual({ level: 2, cards: 2 });
    expect(out.result).toEqual({ traitId: 2, level: 2 });
    expect(out.ledger).toEqual([
      { what: 'trait:2:cards', delta: -5, balanceAfter: 2 },
      { what: 'trait:2:level', delta: 1, balanceAfter: 2 },
    ]);
  });

  it('reads the cards required from the level sum: Epic Snark at level 1 has n = 5 and needs 36', () => {
    const state = player({ traits: { '4': { level: 1, cards: 36 } } });
    const out = traitUpgraded(state, { traitId: 4 }, ctx());
    expect(out.state.traits['4']).toEqual({ level: 2, cards: 0 });
  });

  it('refuses with the cards needed and held', () => {
    expect(() => traitUpgraded(withGrin(2, 4), { traitId: 2 }, ctx())).toThrow(
      'Not enough cards: 18 needed, 4 held',
    );
  });

  it('refuses a trait at level 10', () => {
    expect(() => traitUpgraded(withGrin(10, 100), { traitId: 2 }, ctx())).toThrow(
      'Grin is at its highest level',
    );
  });

  it('upgrades from level 9 to the highest level, 10', () => {
    const out = traitUpgraded(withGrin(9, 40), { traitId: 2 }, ctx());
    expect(out.state.traits['2']).toEqual({ level: 10, cards: 4 });
  });

  it('raises the stats of an applied trait', () => {
    const out = traitUpgraded(withGrin(1, 5, true), { traitId: 2 }, ctx());
    // Grin at level 2: (0*2+2)*2 = 4 to yield and exploration.
    expect(warlordStats(out.state)).toEqual({ yield: 104, exploration: 104, power: 100, stealth: 100 });
    expect(out.state.appliedTraits).toEqual([2]);
  });

  it('refuses a trait the player does not own with 409', () => {
    expect(() => traitUpgraded(player(), { traitId: 6 }, ctx())).toThrow(
      expect.objectContaining({ message: 'You do not own Angry', status: 409 }),
    );
  });

  it('refuses an unknown trait with 404', () => {
    expect(() => traitUpgraded(player(), { traitId: 1 }, ctx())).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});
