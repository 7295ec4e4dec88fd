import { describe, expect, it } from 'vitest';
import { diffLedger, settle } from '../../src/rules/ledger.ts';
import { player } from './fixtures.ts';

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
});
