import { describe, expect, it } from 'vitest';
import { CRATE_KINDS } from '../../src/rules/catalog/crate-kinds.ts';
import { ITEMS } from '../../src/rules/catalog/items.ts';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { VOUCHERS } from '../../src/rules/catalog/vouchers.ts';
import { balancesOf } from '../../src/rules/ledger.ts';
import { starterState } from '../../src/rules/new-player.ts';
import type { PlayerState } from '../../src/rules/state.ts';
import { goodText } from '../../src/client/game/ledger-words.ts';

/** A player holding one of everything the ledger counts: every crate, voucher, trait and item. */
function holdsEverything(): PlayerState {
  const state = starterState(Date.UTC(2026, 10, 27));
  return {
    ...state,
    crates: Object.fromEntries(CRATE_KINDS.map((k) => [k, 1])),
    vouchers: Object.fromEntries(VOUCHERS.map((v) => [v.key, 1])) as PlayerState['vouchers'],
    traits: Object.fromEntries(TRAITS.map((t) => [t.id, { level: 1, cards: 1 }])),
    items: Object.fromEntries(ITEMS.map((i) => [i.id, { level: 1, cards: 1, usagesLeft: 1 }])),
  };
}

describe('the ledger in words', () => {
  // Every field the rules write to the ledger (balancesOf names each balance as its rows do).
  const fields = Object.keys(balancesOf(holdsEverything()));

  it('knows every kind of ledger field', () => {
    const kinds = new Set(fields.map((f) => f.split(':')[0]));
    expect([...kinds].sort()).toEqual(['TWC', 'crate', 'energy', 'item', 'shards', 'trait', 'voucher', 'xp']);
  });

  it.each(fields)('says %s in a player’s words', (what) => {
    const words = goodText(what);
    // No code name in it: neither the field's parts ("rewardXp", "crate:3", "trait:412") nor a
    // field capitalised ("RewardXp XP").
    const [, id] = what.split(':');
    if (id && /[a-z][A-Z]|^\d+$/.test(id)) expect(words.toLowerCase()).not.toContain(id.toLowerCase());
    expect(words).not.toMatch(/:|Xp\b|\d{2,}/);
    expect(words.length).toBeGreaterThan(1);
  });

  it('names the XP of crates, the gumball and the battle pass', () => {
    expect(goodText('xp:rewardXp')).toBe('Reward XP');
    expect(goodText('xp:referralXp')).toBe('Referral XP');
  });
});
