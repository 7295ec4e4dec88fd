import { describe, expect, it } from 'vitest';
import { balancesOf, diffLedger, settle } from '../../src/rules/ledger.ts';
import type { LedgerEntry, PlayerState } from '../../src/rules/state.ts';
import { player } from './fixtures.ts';
import { statesOfPlay } from './plays.ts';

/** The ledger as balancesOf defines it: every balance of `after` against `before`'s, 0 when absent. */
function byBalances(before: PlayerState, after: PlayerState): LedgerEntry[] {
  const a = balancesOf(before);
  const b = balancesOf(after);
  const entries: LedgerEntry[] = [];
  for (const what of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const from = a[what] ?? 0;
    const to = b[what] ?? 0;
    if (from !== to) entries.push({ what, delta: to - from, balanceAfter: to });
  }
  return entries.sort((x, y) => (x.what < y.what ? -1 : x.what > y.what ? 1 : 0));
}

describe('ledger', () => {
  it('writes one entry per balance that changed, with the balance after', () => {
    const before = player();
    const after = { ...before, shards: before.shards - 4000, crates: { ...before.crates, '0': 2 } };
    expect(diffLedger(before, after)).toEqual([
      { what: 'crate:0', delta: 1, balanceAfter: 2 },
      { what: 'shards', delta: -4000, balanceAfter: 1000 },
    ]);
  });

  it('emits rank.reached when an action raises the rank', () => {
    const before = player();
    // 5,500 XP is level 11: rank 3.
    const after = { ...before, missions: { ...before.missions, gmXp: 5500 } };
    expect(settle(before, after, null).events).toEqual([{ type: 'rank.reached', rank: 3 }]);
    expect(settle(before, { ...before, missions: { ...before.missions, gmXp: 400 } }, null).events).toEqual(
      [],
    );
  });

  it('is the difference of every balance, for each step of many plays and between states far apart', () => {
    let compared = 0;
    let withTraits = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const states = statesOfPlay(seed, 50, 1 + seed * 5).map((s) => s.state);
      for (let i = 1; i < states.length; i++) {
        const pairs: [PlayerState, PlayerState][] = [
          [states[i - 1]!, states[i]!],
          [states[i]!, states[i - 1]!],
          [states[0]!, states[i]!],
          [states[i]!, states[0]!],
        ];
        for (const [before, after] of pairs) {
          const entries = diffLedger(before, after);
          expect(entries).toEqual(byBalances(before, after));
          compared++;
          if (entries.some((e) => e.what.startsWith('trait:') || e.what.startsWith('item:'))) withTraits++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(withTraits).toBeGreaterThan(100);
  });
});
