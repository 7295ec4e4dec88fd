import { describe, expect, it } from 'vitest';
import { cratesView } from './crates-view.ts';
import { NOW, player } from '../../../tests/rules/fixtures.ts';

describe('cratesView', () => {
  it('lists all eleven crate kinds with prices in shards and TWC, counts and tables', () => {
    const view = cratesView(player({ crates: { '0': 1, '10': 2 } }), NOW);
    expect(view.crates.map((c) => c.name)).toEqual([
      'Basic',
      'Advanced',
      'Epic',
      'Legendary',
      'Expedition I',
      'Expedition II',
      'Expedition III',
      'Expedition IV',
      'Item',
      'Energy',
      'MegaItem',
    ]);
    const basic = view.crates[0]!;
    expect(basic).toMatchObject({
      kind: 0,
      price: { shards: 4000, TWC: 4 },
      owned: 1,
      rolls: 3,
      guaranteed: [],
    });
    expect(basic.image).toBe('/images/crates/0.png');
    expect(basic.table[0]).toEqual({ reward: '2 Common trait cards', chance: 40 });
    expect(view.crates[10]).toMatchObject({ owned: 2, rolls: 6, guaranteed: ['1 Rare potion'] });
    expect(view.crates[9]!.price).toEqual({ shards: 1_000_000, TWC: 1000 });
    expect(view.crates[3]!.owned).toBe(0);
  });

  it('shows the gumball free until the day`s free pull is used', () => {
    expect(cratesView(player(), NOW).gumball).toMatchObject({ price: 2000, freeToday: true });
    const used = player({ gumballFreeDay: '2026-01-10' });
    expect(cratesView(used, NOW).gumball.freeToday).toBe(false);
    expect(cratesView(used, Date.UTC(2026, 0, 11)).gumball.freeToday).toBe(true);
    expect(cratesView(used, NOW).gumball.table.reduce((s, e) => s + e.chance, 0)).toBeCloseTo(100, 9);
  });
});
