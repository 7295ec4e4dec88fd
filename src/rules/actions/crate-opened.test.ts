import { describe, expect, it } from 'vitest';
import { crateOpened } from './crate-opened.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';
import { itemById, isPotion } from '../catalog/items.ts';
import { balancesOf } from '../ledger.ts';

describe('crate.opened', () => {
  it('opens the Basic crate: removes it and grants three rewards', () => {
    const before = player();
    const out = crateOpened(before, { kind: 0 }, ctx());
    expect(out.state.crates['0']).toBeUndefined();
    expect(out.result.kind).toBe(0);
    expect(out.result.reward).toHaveLength(3);
    expect(out.ledger).toContainEqual({ what: 'crate:0', delta: -1, balanceAfter: 0 });
  });

  it('grants exactly what the reward lists', () => {
    const out = crateOpened(player({ crates: { '1': 2 } }), { kind: 1 }, ctx({}, 5));
    expect(out.state.crates['1']).toBe(1);
    expect(out.result.reward).toHaveLength(4);
    const before = balancesOf(player());
    const after = balancesOf(out.state);
    const gained = (what: string) => (after[what] ?? 0) - (before[what] ?? 0);
    const sum = (kind: string) =>
      out.result.reward.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
    expect(gained('shards')).toBe(sum('shards'));
    expect(gained('xp:rewardXp')).toBe(sum('xp'));
    expect(gained('energy')).toBe(sum('energy'));
  });

  it('always grants a MegaItem opening six rewards, one a potion', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const out = crateOpened(player({ crates: { '10': 1 } }), { kind: 10 }, ctx({}, seed));
      expect(out.result.reward).toHaveLength(6);
      const potions = out.result.reward.filter((r) => r.kind === 'items' && isPotion(itemById(r.itemId!)!));
      expect(potions.length).toBeGreaterThanOrEqual(1);
      expect(out.state.items[String(potions[0]!.itemId)]!.usagesLeft).toBeGreaterThan(0);
    }
  });

  it('opens an Energy crate for 60 to 120 energy, above the maximum if need be', () => {
    const before = player({ crates: { '9': 1 } });
    const out = crateOpened(before, { kind: 9 }, ctx());
    const [reward] = out.result.reward;
    expect(reward!.kind).toBe('energy');
    expect([60, 80, 100, 120]).toContain(reward!.amount);
    expect(out.state.energy).toBe(before.energy + reward!.amount);
  });

  it('refuses a crate kind the player does not own', () => {
    expect(() => crateOpened(player(), { kind: 3 }, ctx())).toThrow(
      expect.objectContaining({ message: 'You have no Legendary crate', status: 409 }),
    );
    expect(() => crateOpened(player({ crates: {} }), { kind: 0 }, ctx())).toThrow('You have no Basic crate');
  });

  it('refuses an unknown crate kind with 400', () => {
    expect(() => crateOpened(player(), { kind: 12 }, ctx())).toThrow(
      expect.objectContaining({ message: 'Unknown crate kind 12', status: 404 }),
    );
  });
});
