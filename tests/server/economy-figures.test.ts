import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/server/metrics.ts';
import { NOW, startTestApp, type TestApp } from './harness.ts';

/** The dashboard's figures of issue 27 (points 2 and 3): market volume and expeditions sent. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const economy = async () => (await t.admin('GET', '/api/admin/economy?days=7')).json().res;
const today = new Date(NOW).toISOString().slice(0, 10);

async function counter(name: string): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  return metric?.values.reduce((s, v) => s + v.value, 0) ?? 0;
}

describe('market figures', () => {
  it('counts volume as price times quantity, with the fees burned beside it', async () => {
    const seller = await t.signInPlain();
    const buyer = await t.signIn();
    await t.grant(seller, { traitCards: [{ id: 2, count: 5 }] });
    const listed = await t.call(seller, 'POST', '/market/list', {
      good: { kind: 'trait', id: 2 },
      quantity: 4,
      price: 100,
    });
    expect(listed.statusCode).toBe(200);
    const id = listed.json().res.listing.id;
    expect((await t.call(buyer, 'POST', '/market/buy', { listingId: id, quantity: 3 })).statusCode).toBe(200);
    expect((await t.call(buyer, 'POST', '/market/buy', { listingId: id, quantity: 1 })).statusCode).toBe(200);
    const day = (await economy()).market.find((m: { day: string }) => m.day === today);
    // 3 x 100 and 1 x 100; a fee of 5% of each sale's gross (at least 1) is burned.
    expect(day).toEqual({ day: today, sales: 2, volume: 400, medianPrice: 100, feesBurned: 15 + 5 });
  });
});

describe('expeditions sent', () => {
  it('counts every send, even one whose energy cost equals the energy regenerated since', async () => {
    const before = await counter('warlords_expeditions_sent_total');
    const p = await t.signIn();
    // 68 of 83 energy, last updated 15 x 90 s ago: 15 regenerate, and a send costs 15.
    await t.db.transaction((tx) =>
      tx.execute(sql`UPDATE players SET state = jsonb_set(jsonb_set(state, '{energy}', '68'),
        '{energyUpdatedAt}', ${String(NOW - 15 * 90_000)}::jsonb) WHERE id = ${p.id}`),
    );
    const sent = await t.call(p, 'POST', '/expedition/send', { region: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().res.energyLeft).toBe(68);
    const ledger = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json();
    // The ledger row is net: no energy row under the send at all.
    expect(
      ledger.filter(
        (r: { action: string; what: string }) => r.action === 'expedition.sent' && r.what === 'energy',
      ),
    ).toEqual([]);

    const other = await t.signIn();
    const second = await t.call(other, 'POST', '/expedition/send', { region: 1 });
    expect(second.statusCode).toBe(200);
    const eco = await economy();
    expect(eco.expeditions.find((e: { day: string }) => e.day === today)).toEqual({
      day: today,
      sent: 2,
      energySpent: 30,
    });
    expect(await counter('warlords_expeditions_sent_total')).toBe(before + 2);
  });

  it('counts a refused send as nothing', async () => {
    const p = await t.signIn();
    const refused = await t.call(p, 'POST', '/expedition/send', { region: 99 });
    expect(refused.statusCode).toBe(404);
    const eco = await economy();
    expect(eco.expeditions.find((e: { day: string }) => e.day === today).sent).toBe(2);
  });
});
