import { describe, expect, it } from 'vitest';
import { ORDER_KEYS, ORDERS, ORDERS_BONUS, ordersOfDay, type OrderKey } from '../catalog/orders.ts';
import { countOrders, ordersToday } from '../orders.ts';
import type { Rng } from '../rng.ts';
import type { PlayerState } from '../state.ts';
import { ordersView } from '../views/orders-view.ts';
import { expeditionClaimed } from './expedition-claimed.ts';
import { expeditionSent } from './expedition-sent.ts';
import { gumballPulled } from './gumball-pulled.ts';
import { orderClaimed } from './order-claimed.ts';
import { ctx, NOW, player } from '../../../tests/rules/fixtures.ts';

const TODAY = '2026-01-10';
const NEXT_DAY = Date.UTC(2026, 0, 11, 0, 0, 0);

/** An Rng that returns these draws in order. */
const draws = (...values: number[]): Rng => ({
  next() {
    const v = values.shift();
    if (v === undefined) throw new Error('no draw left');
    return v;
  },
});

/** A player with every order of today met `n` times (claimed none). */
function met(n: number, patch: Partial<PlayerState> = {}): PlayerState {
  const progress = Object.fromEntries(ORDER_KEYS.map((k) => [k, n])) as Record<OrderKey, number>;
  return player({ orders: { day: TODAY, progress, claimed: [], bonus: false }, ...patch });
}

describe("today's orders", () => {
  it('gives three different orders a day, passing stages first, and not the same pair every day', () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const pairs = new Set<string>();
    for (const day of days) {
      const keys = ordersOfDay(day).map((o) => o.key);
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(3);
      expect(keys[0]).toBe('stages');
      pairs.add(keys.slice(1).sort().join());
    }
    expect(pairs.size).toBeGreaterThan(3);
  });

  it('counts a passed stage, not a failed one, and a finished expedition', () => {
    const passed = expeditionSent(player(), { region: 1 }, ctx({ rng: draws(0.1, 0.05) }));
    const counted = countOrders('expedition.sent', player(), passed.state, NOW);
    expect(counted.orders).toEqual({ day: TODAY, progress: { stages: 1 }, claimed: [], bonus: false });

    const failed = expeditionSent(player(), { region: 1 }, ctx({ rng: draws(0.99) }));
    expect(countOrders('expedition.sent', player(), failed.state, NOW)).toBe(failed.state);

    const second = expeditionSent(counted, { region: 1 }, ctx({ rng: draws(0.1, 0.05) }));
    const twice = countOrders('expedition.sent', counted, second.state, NOW);
    expect(twice.orders?.progress.stages).toBe(2);
    const claim = expeditionClaimed(twice, {}, ctx());
    expect(countOrders('expedition.claimed', twice, claim.state, NOW).orders?.progress).toEqual({
      stages: 2,
      run: 1,
    });
  });

  it('counts a gumball pull, starts each UTC day afresh, and ignores actions no order names', () => {
    const pull = gumballPulled(player(), {}, ctx());
    const counted = countOrders('gumball.pulled', player(), pull.state, NOW);
    expect(counted.orders?.progress).toEqual({ gumball: 1 });
    expect(countOrders('gumball.pulled', counted, counted, NEXT_DAY).orders).toEqual({
      day: '2026-01-11',
      progress: { gumball: 1 },
      claimed: [],
      bonus: false,
    });
    expect(countOrders('trait.upgraded', counted, counted, NOW)).toBe(counted);
  });

  it('pays a met order once, with a ledger row for each balance it grants', () => {
    const [order] = ordersOfDay(TODAY);
    const state = met(order!.target, { shards: 100, energy: 10 });
    const out = orderClaimed(state, { key: order!.key }, ctx());
    expect(out.result).toEqual({ key: order!.key, reward: [...order!.reward], bonus: false });
    const xp = order!.reward.find((r) => r.kind === 'xp')!.amount;
    expect(out.state.missions.rewardXp).toBe(xp);
    expect(out.ledger).toContainEqual({ what: 'xp:rewardXp', delta: xp, balanceAfter: xp });
    expect(out.state.orders?.claimed).toEqual([order!.key]);
    expect(() => orderClaimed(out.state, { key: order!.key }, ctx())).toThrow(
      expect.objectContaining({ message: `"${order!.title}" is already claimed today`, status: 409 }),
    );
  });

  it('refuses an order not met, one not of today, and an unknown one', () => {
    const [stages] = ordersOfDay(TODAY);
    expect(() => orderClaimed(met(2), { key: 'stages' }, ctx())).toThrow(
      expect.objectContaining({ message: `"${stages!.title}" is not done yet: 2 of 3`, status: 409 }),
    );
    const other = ORDER_KEYS.find((k) => !ordersOfDay(TODAY).some((o) => o.key === k))!;
    expect(() => orderClaimed(met(5), { key: other }, ctx())).toThrow(
      `"${ORDERS[other].title}" is not one of today's orders`,
    );
    expect(() => orderClaimed(met(5), { key: 'nap' }, ctx())).toThrow(
      expect.objectContaining({ message: 'Unknown order nap', status: 404 }),
    );
    // Yesterday's progress does not carry over.
    expect(() => orderClaimed(met(5), { key: 'stages' }, ctx({ now: NEXT_DAY }))).toThrow(
      'is not done yet: 0 of 3',
    );
  });

  it("pays the bonus with the day's last claim, and only once", () => {
    let state = met(5);
    const today = ordersOfDay(TODAY);
    const outs = today.map((o) => {
      const out = orderClaimed(state, { key: o.key }, ctx());
      state = out.state;
      return out;
    });
    expect(outs.map((o) => o.result.bonus)).toEqual([false, false, true]);
    expect(outs[2]!.result.reward).toEqual([...today[2]!.reward, ...ORDERS_BONUS]);
    expect(state.crates['0']).toBe((met(5).crates['0'] ?? 0) + 1);
    expect(ordersView(state, NOW).bonus.claimed).toBe(true);
    expect(ordersToday(state, NOW).claimed).toEqual(today.map((o) => o.key));
  });

  it('shows today: done capped at the target, claimed, and the time to the next day', () => {
    const view = ordersView(met(9), NOW);
    expect(view.day).toBe(TODAY);
    expect(view.orders.map((o) => o.done)).toEqual(ordersOfDay(TODAY).map((o) => o.target));
    expect(view.orders.every((o) => !o.claimed)).toBe(true);
    expect(view.endsInMs).toBe(12 * 3600_000);
    expect(ordersView(met(9), NEXT_DAY).orders.every((o) => o.done === 0)).toBe(true);
  });
});
