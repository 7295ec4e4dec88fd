import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../../src/rules/catalog/orders.ts';
import { ordersOfDay } from '../../src/rules/catalog/orders.ts';
import { auditLedger } from '../../src/server/audit.ts';
import { startTestApp, type TestApp, type TestPlayer } from './harness.ts';

/** A day whose orders are passing stages, pulling the gumball and applying a trait or an item. */
const DAY = Date.UTC(2026, 10, 29, 12, 0, 0);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = DAY;
});
afterAll(() => t.close());

const orders = async (p: TestPlayer) => (await t.call(p, 'GET', '/orders')).json();
const claim = (p: TestPlayer, key: string) => t.call(p, 'POST', '/orders/claim', { key });

describe("today's orders through the server", () => {
  it("lists the day's three orders, none done, and counts what the player does", async () => {
    expect(ordersOfDay('2026-11-29').map((o) => o.key)).toEqual(['stages', 'gumball', 'dress']);
    const p = await t.signIn();
    const fresh = await orders(p);
    expect(fresh.day).toBe('2026-11-29');
    expect(fresh.orders.map((o: { key: string; done: number }) => [o.key, o.done])).toEqual([
      ['stages', 0],
      ['gumball', 0],
      ['dress', 0],
    ]);
    expect(fresh.endsInMs).toBe(12 * 3600_000);

    expect((await t.call(p, 'POST', '/crates/gumball', {})).statusCode).toBe(200);
    await t.grant(p, { itemCards: [{ id: 257, count: 1 }] });
    expect((await t.call(p, 'POST', '/items/apply', { itemId: 257 })).statusCode).toBe(200);
    const after = await orders(p);
    expect(after.orders.map((o: { done: number }) => o.done)).toEqual([0, 1, 1]);
  });

  it('pays a done order once, ledgered, and refuses one not done, a second claim and a bad key', async () => {
    const p = await t.signIn();
    await t.call(p, 'POST', '/crates/gumball', {});
    const before = (await t.call(p, 'GET', '/pocket')).json();

    const notDone = await claim(p, 'stages');
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().err).toBe('"Pass 3 stages" is not done yet: 0 of 3');
    const bad = await claim(p, 'nap');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err).toContain('An order is one of stages, run, crate, gumball, dress');

    // Two claims at once: one pays, the other is refused.
    const [a, b] = await Promise.all([claim(p, 'gumball'), claim(p, 'gumball')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const paid = (a.statusCode === 200 ? a : b).json().res;
    expect(paid.reward).toEqual(ORDERS.gumball.reward);
    expect(paid.bonus).toBe(false);
    const shards = ORDERS.gumball.reward.find((r) => r.kind === 'shards')!.amount;
    expect(paid.pocket.shards).toBe(before.shards + shards);
    expect(paid.missions.rewardXp).toBe(ORDERS.gumball.reward.find((r) => r.kind === 'xp')!.amount);
    expect(paid.orders.orders.find((o: { key: string }) => o.key === 'gumball').claimed).toBe(true);
    expect((a.statusCode === 409 ? a : b).json().err).toBe('"Pull the gumball" is already claimed today');

    const rows = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json() as {
      action: string;
      what: string;
      delta: number;
    }[];
    expect(rows.filter((r) => r.action === 'order.claimed').map((r) => [r.what, r.delta])).toEqual(
      expect.arrayContaining([
        ['xp:rewardXp', 30],
        ['shards', shards],
      ]),
    );
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('starts afresh on the next UTC day', async () => {
    const p = await t.signIn();
    await t.call(p, 'POST', '/crates/gumball', {});
    expect((await orders(p)).orders[1].done).toBe(1);
    t.clock.advance(12 * 3600_000);
    const next = await orders(p);
    expect(next.day).toBe('2026-11-30');
    expect(next.orders.every((o: { done: number; claimed: boolean }) => o.done === 0 && !o.claimed)).toBe(
      true,
    );
    t.clock.now = DAY;
  });
});
