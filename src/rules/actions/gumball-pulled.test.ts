import { describe, expect, it } from 'vitest';
import { GUMBALL_PRICE, gumballPulled } from './gumball-pulled.ts';
import { NOW, ctx, player } from '../../../tests/rules/fixtures.ts';

const NEXT_MIDNIGHT = Date.UTC(2026, 0, 11, 0, 0, 0);

describe('gumball.pulled', () => {
  it('gives the first pull of the UTC day for free', () => {
    const out = gumballPulled(player({ shards: 0 }), {}, ctx());
    expect(out.result.free).toBe(true);
    expect(out.result.price).toBe(0);
    expect(out.result.reward).toHaveLength(1);
    expect(out.state.gumballFreeDay).toBe('2026-01-10');
  });

  it('charges 2,000 shards for every other pull that day', () => {
    expect(GUMBALL_PRICE).toBe(2000);
    const first = gumballPulled(player({ shards: 5000 }), {}, ctx());
    const second = gumballPulled({ ...first.state, shards: 5000 }, {}, ctx({ now: NOW + 3600_000 }, 2));
    expect(second.result).toMatchObject({ free: false, price: 2000 });
    expect(second.ledger).toContainEqual(expect.objectContaining({ what: 'shards' }));
    const shardsWon = second.result.reward
      .filter((r) => r.kind === 'shards')
      .reduce((s, r) => s + r.amount, 0);
    expect(second.state.shards).toBe(5000 - 2000 + shardsWon);
  });

  it('refuses a paid pull without 2,000 shards', () => {
    const used = player({ shards: 1200, gumballFreeDay: '2026-01-10' });
    expect(() => gumballPulled(used, {}, ctx())).toThrow(
      expect.objectContaining({ message: 'Not enough shards: 2000 needed, 1200 held', status: 409 }),
    );
  });

  it('gives a free pull again from the next UTC midnight', () => {
    const used = player({ shards: 0, gumballFreeDay: '2026-01-10' });
    expect(() => gumballPulled(used, {}, ctx({ now: NEXT_MIDNIGHT - 1 }))).toThrow('Not enough shards');
    const out = gumballPulled(used, {}, ctx({ now: NEXT_MIDNIGHT }));
    expect(out.result).toMatchObject({ free: true, price: 0 });
    expect(out.state.gumballFreeDay).toBe('2026-01-11');
  });
});
