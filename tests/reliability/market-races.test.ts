/**
 * Marketplace and mint races in one process: identical lists, buys, cancels and reservations 100
 * at once, and pairs that compete for the same goods (buy vs cancel, open vs list). Every good is
 * somewhere exactly once afterwards, and the ledger audit passes after each race.
 */
import { describe, expect, it } from 'vitest';
import { NOW, type TestApp, type TestPlayer } from '../server/harness.ts';
import { auditedSuite, newFigures, statuses } from './support.ts';

const N = 100;
const f = newFigures();
let t: TestApp;
const race = auditedSuite({
  seed: 13,
  name: () => (process.env.DATABASE_URL ? 'market-races-in-process-postgres' : 'market-races-embedded'),
  figures: f,
  started: (app) => (t = app),
});
const crates = async (p: TestPlayer) =>
  ((await t.call(p, 'GET', '/pocket')).json().ownedCrates as { kind: number; count: number }[]).find(
    (c) => c.kind === 0,
  )?.count ?? 0;
/** Lists `quantity` Basic crates of `seller` at 100 shards each; answers the listing id. */
async function list(seller: TestPlayer, quantity: number): Promise<string> {
  const res = await t.call(seller, 'POST', '/market/list', {
    good: { kind: 'crate', id: 0 },
    quantity,
    price: 100,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res.listing.id;
}

describe('100 identical market requests at once', () => {
  it('lists exactly the 3 crates held', async () => {
    const seller = await t.signIn();
    await t.grant(seller, { crates: [{ kind: 0, count: 2 }] });
    const replies = await race(N, () =>
      t.call(seller, 'POST', '/market/list', { good: { kind: 'crate', id: 0 }, quantity: 1, price: 100 }),
    );
    expect(statuses(replies)).toEqual({ 200: 3, 409: 97 });
    expect(await crates(seller)).toBe(0);
  });

  it('sells a listing of 3 exactly 3 times, to one buyer or to many', async () => {
    const seller = await t.signIn();
    await t.grant(seller, { crates: [{ kind: 0, count: 5 }] });
    const one = await list(seller, 3);
    const buyer = await t.signIn();
    const replies = await race(N, () =>
      t.call(buyer, 'POST', '/market/buy', { listingId: one, quantity: 1 }),
    );
    expect(statuses(replies)).toEqual({ 200: 3, 409: 97 });
    expect(await crates(buyer)).toBe(4);
    const many = await list(seller, 3);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => t.signIn()));
    const sold = await race(N, (i) =>
      t.call(buyers[i % 10]!, 'POST', '/market/buy', { listingId: many, quantity: 1 }),
    );
    expect(statuses(sold)[200]).toBe(3);
    const held = await Promise.all(buyers.map(crates));
    expect(held.reduce((s, n) => s + n, 0)).toBe(10 + 3);
  });

  it('cancels a listing once and returns its goods once', async () => {
    const seller = await t.signIn();
    const id = await list(seller, 1);
    const replies = await race(N, () => t.call(seller, 'POST', '/market/cancel', { listingId: id }));
    expect(statuses(replies)).toEqual({ 200: 1, 409: 99 });
    expect(await crates(seller)).toBe(1);
  });

  it('reserves a mint once with one voucher', async () => {
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'Whitelist', count: 1 }] });
    await t.call(p, 'POST', '/profile', { ethWallet: `0x${'ab'.repeat(20)}` });
    await t.admin('POST', '/api/admin/mint-window', {
      opensAt: new Date(NOW - 3600_000).toISOString(),
      closesAt: new Date(NOW + 3600_000).toISOString(),
    });
    const replies = await race(N, () => t.call(p, 'POST', '/mint/reserve', { vaucher: 'Whitelist' }));
    expect(statuses(replies)).toEqual({ 200: 1, 409: 99 });
    expect((await t.call(p, 'GET', '/mint')).json().reservations).toHaveLength(1);
  });
});

describe('market pairs competing for the same goods', () => {
  it('buy vs cancel: one cancel; what was bought went to the buyer, the rest back to the seller', async () => {
    const seller = await t.signIn();
    await t.grant(seller, { crates: [{ kind: 0, count: 9 }] });
    const id = await list(seller, 10);
    const buyer = await t.signIn();
    const replies = await race(N, (i) =>
      i % 2
        ? t.call(buyer, 'POST', '/market/buy', { listingId: id, quantity: 1 })
        : t.call(seller, 'POST', '/market/cancel', { listingId: id }),
    );
    const bought = statuses(replies.filter((_, i) => i % 2))[200] ?? 0;
    // One cancel, unless the buys sold the listing out before any cancel reached it: then none.
    expect(statuses(replies.filter((_, i) => i % 2 === 0))[200] ?? 0).toBe(bought === 10 ? 0 : 1);
    expect(await crates(buyer)).toBe(1 + bought);
    expect(await crates(seller)).toBe(10 - bought);
  });

  it('open vs list of the one crate held: exactly one of them has it', async () => {
    const seller = await t.signIn();
    const replies = await race(N, (i) =>
      i % 2
        ? t.call(seller, 'POST', '/crates/open', { crateId: 0 })
        : t.call(seller, 'POST', '/market/list', { good: { kind: 'crate', id: 0 }, quantity: 1, price: 100 }),
    );
    expect(statuses(replies)[200]).toBe(1);
    expect(await crates(seller)).toBe(0);
  });

  it('buy vs buy of the last one by two buyers with the money for it: one gets it', async () => {
    const seller = await t.signIn();
    const id = await list(seller, 1);
    const a = await t.signIn();
    const b = await t.signIn();
    const replies = await race(N, (i) =>
      t.call(i % 2 ? a : b, 'POST', '/market/buy', { listingId: id, quantity: 1 }),
    );
    expect(statuses(replies)).toEqual({ 200: 1, 409: 99 });
    expect((await crates(a)) + (await crates(b))).toBe(3);
  });
});
