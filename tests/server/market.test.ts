import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { sweepExpired } from '../../src/server/game/market-sweep.ts';
import { startExpirySweeps } from '../../src/server/routes/market/sweep-timer.ts';
import { NOW, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const grin = { kind: 'trait', id: 2 };
const basic = { kind: 'crate', id: 0 };

const list = (p: TestPlayer, body: unknown, headers?: Record<string, string>) =>
  t.call(p, 'POST', '/market/list', body, headers);
const buy = (p: TestPlayer, listingId: string, quantity: number, headers?: Record<string, string>) =>
  t.call(p, 'POST', '/market/buy', { listingId, quantity }, headers);
const cancel = (p: TestPlayer, listingId: string) => t.call(p, 'POST', '/market/cancel', { listingId });

async function pocketOf(p: TestPlayer) {
  return (await t.call(p, 'GET', '/pocket')).json();
}
async function grinCards(p: TestPlayer): Promise<number | undefined> {
  return (await pocketOf(p)).ownedTraits.find((tr: { id: number }) => tr.id === 2)?.cards;
}
async function ledgerOf(p: TestPlayer) {
  const rows = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json();
  return rows.map((r: { action: string; what: string; delta: number }) => [r.action, r.what, r.delta]);
}
/** A seller holding 5 spare Grin cards, with 3 of them listed at 100 shards each. */
async function sellerWithListing(quantity = 3, price = 100) {
  const seller = await t.signInPlain();
  await t.grant(seller, { traitCards: [{ id: 2, count: 5 }] });
  const res = await list(seller, { good: grin, quantity, price });
  expect(res.statusCode).toBe(200);
  return { seller, listing: res.json().res.listing };
}

describe('POST /market/list', () => {
  it('moves the goods into escrow and answers the listing and the pocket', async () => {
    const seller = await t.signIn('listing-seller');
    await t.grant(seller, { traitCards: [{ id: 2, count: 5 }] });
    const res = await list(seller, { good: grin, quantity: 3, price: 100 });
    expect(res.statusCode).toBe(200);
    const { listing, pocket } = res.json().res;
    expect(listing).toEqual({
      id: expect.any(String),
      seller: { profileId: seller.id, username: 'listing-seller' },
      good: { kind: 'trait', id: 2, name: 'Grin', rarity: 0, img: expect.any(String) },
      quantity: 3,
      price: 100,
      expiresAt: new Date(NOW + 7 * DAY).toISOString(),
      status: 'active',
    });
    expect(pocket.ownedTraits.find((tr: { id: number }) => tr.id === 2).cards).toBe(2);
    expect(await ledgerOf(seller)).toContainEqual(['market.listed', 'trait:2:cards', -3]);
  });

  it('lists a crate and a level-1 trait whole, which leaves the pocket', async () => {
    const seller = await t.signInPlain();
    expect((await list(seller, { good: basic, quantity: 1, price: 50 })).statusCode).toBe(200);
    expect((await pocketOf(seller)).ownedCrates.find((c: { kind: number }) => c.kind === 0)?.count ?? 0).toBe(
      0,
    );
    expect((await list(seller, { good: grin, quantity: 1, price: 50 })).statusCode).toBe(200);
    expect(await grinCards(seller)).toBeUndefined();
  });

  it('refuses bad numbers and shapes with 400 and a readable message', async () => {
    const p = await t.signInPlain();
    const cases: [unknown, string][] = [
      [{ good: grin, quantity: 1, price: 0 }, 'price: price must be 1 or more'],
      [{ good: grin, quantity: 1, price: 10_000_001 }, 'price: price must be at most 10,000,000 shards'],
      [{ good: grin, quantity: 1, price: 1.5 }, 'price: price must be a whole number'],
      [{ good: grin, quantity: 0, price: 10 }, 'quantity: quantity must be 1 or more'],
      [
        { good: { kind: 'warlord', id: 1 }, quantity: 1, price: 10 },
        'good.kind: kind is trait, item or crate',
      ],
      [{ good: grin, quantity: 1 }, 'price: Required'],
      [{ good: grin, quantity: 1, price: 10, extra: true }, expect.stringMatching(/extra|Unrecognized/i)],
    ] as [unknown, string][];
    for (const [body, err] of cases) {
      const res = await list(p, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().err).toEqual(err);
    }
  });

  it('refuses an unknown good (404), more than held and an applied trait (409)', async () => {
    const p = await t.signInPlain();
    const unknown = await list(p, { good: { kind: 'trait', id: 9999 }, quantity: 1, price: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ err: 'Unknown trait 9999' });
    const tooMany = await list(p, { good: basic, quantity: 2, price: 10 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ err: 'You can list at most 1 Basic crate' });
    await t.call(p, 'POST', '/traits/apply', { traitId: 2 });
    const applied = await list(p, { good: grin, quantity: 1, price: 10 });
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toEqual({ err: 'You can list at most 0 Grin cards: Grin is applied' });
  });

  it('refuses a 21st active listing, and counts again once one has expired', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { crates: [{ kind: 0, count: 30 }] });
    for (let i = 0; i < 20; i++)
      expect((await list(p, { good: basic, quantity: 1, price: 10 })).statusCode).toBe(200);
    const over = await list(p, { good: basic, quantity: 1, price: 10 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ err: 'At most 20 active listings' });
    t.clock.advance(7 * DAY);
    expect((await list(p, { good: basic, quantity: 1, price: 10 })).statusCode).toBe(200);
    // 31 crates: 20 came back at expiry, 1 is listed now.
    expect((await pocketOf(p)).ownedCrates.find((c: { kind: number }) => c.kind === 0).count).toBe(30);
    t.clock.advance(7 * DAY);
    await sweepExpired(t.app);
  });

  it('answers a repeated Idempotency-Key with the first answer and lists once', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { traitCards: [{ id: 2, count: 5 }] });
    const headers = { 'idempotency-key': 'list-once' };
    const first = await list(p, { good: grin, quantity: 2, price: 70 }, headers);
    const again = await list(p, { good: grin, quantity: 2, price: 70 }, headers);
    expect(again.body).toBe(first.body);
    expect(await grinCards(p)).toBe(3);
    const mine = (await t.call(p, 'GET', '/market/mine')).json().listings;
    expect(mine).toHaveLength(1);
  });
});

describe('POST /market/buy', () => {
  it('sells part of a listing: the buyer pays, the seller gets the price less the 5% fee', async () => {
    const { seller, listing } = await sellerWithListing(3, 100);
    const buyer = await t.signInPlain();
    const res = await buy(buyer, listing.id, 2);
    expect(res.statusCode).toBe(200);
    const { listing: after, pocket } = res.json().res;
    expect(after).toMatchObject({ id: listing.id, quantity: 1, status: 'active' });
    expect(pocket.shards).toBe(5000 - 200);
    expect(pocket.ownedTraits.find((tr: { id: number }) => tr.id === 2).cards).toBe(2);
    expect((await pocketOf(seller)).shards).toBe(5000 + 190);
    expect(await ledgerOf(buyer)).toEqual(
      expect.arrayContaining([
        ['market.bought', 'shards', -200],
        ['market.bought', 'trait:2:cards', 2],
      ]),
    );
    expect(await ledgerOf(seller)).toEqual(
      expect.arrayContaining([
        ['market.sold', 'shards', 200],
        ['market.fee', 'shards', -10],
      ]),
    );
  });

  it('marks a listing sold when its last unit goes, and the history shows the sales', async () => {
    const seller = await t.signInPlain();
    await t.grant(seller, { itemCards: [{ id: 258, count: 4 }] });
    const { listing } = (
      await list(seller, { good: { kind: 'item', id: 258 }, quantity: 3, price: 333 })
    ).json().res;
    const buyer = await t.signInPlain();
    await buy(buyer, listing.id, 1);
    t.clock.advance(60_000);
    const last = await buy(buyer, listing.id, 2);
    expect(last.json().res.listing).toMatchObject({ quantity: 0, status: 'sold' });
    // The fee is rounded up: 5% of 333 is 16.65 -> 17, of 666 is 33.3 -> 34.
    expect((await pocketOf(seller)).shards).toBe(5000 + (333 - 17) + (666 - 34));
    const history = (await t.call(buyer, 'GET', '/market/history?kind=item&id=258')).json();
    expect(history).toEqual({
      floor: null,
      sales: [
        { price: 333, quantity: 2, at: new Date(t.clock.now).toISOString() },
        { price: 333, quantity: 1, at: new Date(t.clock.now - 60_000).toISOString() },
      ],
    });
    const sold = await buy(buyer, listing.id, 1);
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ err: 'This listing is sold out' });
    const mine = (await t.call(seller, 'GET', '/market/mine')).json().listings;
    expect(mine).toEqual([expect.objectContaining({ id: listing.id, status: 'sold', quantity: 0 })]);
  });

  it('refuses its own listing, more than is left, too few shards, unknown listings and bad input', async () => {
    const { seller, listing } = await sellerWithListing(3, 3000);
    const own = await buy(seller, listing.id, 1);
    expect([own.statusCode, own.json()]).toEqual([409, { err: 'You cannot buy your own listing' }]);
    const buyer = await t.signInPlain();
    const more = await buy(buyer, listing.id, 4);
    expect([more.statusCode, more.json()]).toEqual([409, { err: 'Only 3 left' }]);
    const poor = await buy(buyer, listing.id, 2);
    expect([poor.statusCode, poor.json()]).toEqual([
      409,
      { err: 'Not enough shards: 6000 needed, 5000 held' },
    ]);
    const unknown = await buy(buyer, '00000000-0000-4000-8000-000000000000', 1);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { err: 'No such listing' }]);
    expect((await buy(buyer, 'not-a-listing', 1)).statusCode).toBe(404);
    const zero = await buy(buyer, listing.id, 0);
    expect([zero.statusCode, zero.json()]).toEqual([400, { err: 'quantity: quantity must be 1 or more' }]);
    const missing = await t.call(buyer, 'POST', '/market/buy', { quantity: 1 });
    expect([missing.statusCode, missing.json()]).toEqual([400, { err: 'listingId: Required' }]);
  });

  it('refuses a cancelled listing and an expired one', async () => {
    const { seller, listing } = await sellerWithListing(1, 10);
    const buyer = await t.signInPlain();
    await cancel(seller, listing.id);
    expect((await buy(buyer, listing.id, 1)).json()).toEqual({ err: 'This listing was cancelled' });
    const second = (await list(seller, { good: grin, quantity: 1, price: 10 })).json().res.listing;
    t.clock.advance(7 * DAY);
    const late = await buy(buyer, second.id, 1);
    expect([late.statusCode, late.json()]).toEqual([409, { err: 'This listing has expired' }]);
  });

  it('answers a repeated Idempotency-Key with the first answer and buys once', async () => {
    const { listing } = await sellerWithListing(3, 100);
    const buyer = await t.signInPlain();
    const headers = { 'idempotency-key': 'buy-once' };
    const first = await buy(buyer, listing.id, 1, headers);
    const again = await buy(buyer, listing.id, 1, headers);
    expect(again.body).toBe(first.body);
    expect((await pocketOf(buyer)).shards).toBe(4900);
    const bad = await buy(buyer, listing.id, 1, { 'idempotency-key': '' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /market/cancel', () => {
  it('returns what is left to the seller and records it in the ledger', async () => {
    const { seller, listing } = await sellerWithListing(3, 100);
    const buyer = await t.signInPlain();
    await buy(buyer, listing.id, 1);
    const res = await cancel(seller, listing.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().res.pocket.ownedTraits.find((tr: { id: number }) => tr.id === 2).cards).toBe(4);
    expect(res.json().res.listing).toMatchObject({ status: 'cancelled', quantity: 2 });
    expect(await ledgerOf(seller)).toContainEqual(['market.cancelled', 'trait:2:cards', 2]);
    const twice = await cancel(seller, listing.id);
    expect([twice.statusCode, twice.json()]).toEqual([409, { err: 'This listing is no longer active' }]);
  });

  it("answers 404 for someone else's listing and changes nothing", async () => {
    const { seller, listing } = await sellerWithListing(3, 100);
    const other = await t.signInPlain();
    const res = await cancel(other, listing.id);
    expect([res.statusCode, res.json()]).toEqual([404, { err: 'No such listing' }]);
    const mine = (await t.call(seller, 'GET', '/market/mine')).json().listings;
    expect(mine).toEqual([expect.objectContaining({ id: listing.id, status: 'active', quantity: 3 })]);
  });
});

describe('expiry', () => {
  it('returns the goods of an expired listing without anyone asking, and says why', async () => {
    const { seller, listing } = await sellerWithListing(3, 100);
    t.clock.advance(7 * DAY - 1);
    expect(await sweepExpired(t.app, { sellerId: seller.id })).toBe(0);
    t.clock.advance(1);
    expect(await sweepExpired(t.app, { sellerId: seller.id })).toBe(1);
    expect(await grinCards(seller)).toBe(5);
    expect(await ledgerOf(seller)).toContainEqual(['market.expired', 'trait:2:cards', 3]);
    const mine = (await t.call(seller, 'GET', '/market/mine')).json().listings;
    expect(mine).toEqual([expect.objectContaining({ id: listing.id, status: 'expired', quantity: 3 })]);
    // Ended listings stay in view for 7 days.
    t.clock.advance(7 * DAY + 1);
    expect((await t.call(seller, 'GET', '/market/mine')).json().listings).toEqual([]);
  });

  it('returns them when the server starts and then every minute while it runs', async () => {
    const first = await sellerWithListing(2, 100);
    t.clock.advance(7 * DAY);
    const second = await sellerWithListing(2, 100);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = Fastify();
    try {
      server.decorate('deps', t.app.deps);
      server.decorate('players', t.app.players);
      startExpirySweeps(server);
      await server.ready(); // the start sweep
      expect(await grinCards(first.seller)).toBe(5);
      expect(await grinCards(second.seller)).toBe(3);
      t.clock.advance(7 * DAY);
      vi.advanceTimersByTime(60_000); // the minute's sweep
      await vi.waitFor(async () => expect(await grinCards(second.seller)).toBe(5), { timeout: 5000 });
      expect(await ledgerOf(second.seller)).toContainEqual(['market.expired', 'trait:2:cards', 2]);
    } finally {
      await server.close();
      vi.useRealTimers();
    }
  });

  it('returns them lazily when the seller reads their listings', async () => {
    const { seller, listing } = await sellerWithListing(2, 100);
    t.clock.advance(7 * DAY);
    const mine = (await t.call(seller, 'GET', '/market/mine')).json().listings;
    expect(mine).toEqual([expect.objectContaining({ id: listing.id, status: 'expired' })]);
    expect(await grinCards(seller)).toBe(5);
  });
});

describe('GET /market', () => {
  it('browses active listings with filters, sorts and pages of 20', async () => {
    t.clock.advance(30 * DAY); // every earlier listing has expired
    await sweepExpired(t.app);
    // Two sellers: one may have at most 20 listings on sale.
    const seller = await t.signIn('browse-seller');
    const other = await t.signInPlain();
    await t.grant(seller, { traitCards: [{ id: 2, count: 3 }], itemCards: [{ id: 257, count: 2 }] });
    for (const p of [seller, other]) await t.grant(p, { crates: [{ kind: 3, count: 11 }] });
    for (let i = 0; i < 22; i++) {
      await list(i % 2 ? seller : other, { good: { kind: 'crate', id: 3 }, quantity: 1, price: 1000 + i });
      t.clock.advance(1000);
    }
    await list(seller, { good: grin, quantity: 3, price: 5 });
    t.clock.advance(1000);
    await list(seller, { good: { kind: 'item', id: 257 }, quantity: 2, price: 40 });
    const viewer = await t.signInPlain();
    const get = async (q: string) => (await t.call(viewer, 'GET', `/market${q}`)).json();

    const newest = await get('');
    expect(newest.total).toBe(24);
    expect(newest.listings).toHaveLength(20);
    expect(newest.listings[0]).toMatchObject({
      good: { kind: 'item', id: 257 },
      seller: { username: 'browse-seller' },
    });
    expect((await get('?page=2')).listings).toHaveLength(4);
    expect((await get('?sort=price')).listings.map((l: { price: number }) => l.price).slice(0, 3)).toEqual([
      5, 40, 1000,
    ]);
    expect((await get('?sort=price&order=desc')).listings[0].price).toBe(1021);
    expect((await get('?kind=trait')).listings.map((l: { price: number }) => l.price)).toEqual([5]);
    expect((await get('?kind=crate&id=3')).total).toBe(22);
    // Legendary: the Legendary crates (kind 3); Common: Grin and the common weapon.
    expect((await get('?rarity=3')).total).toBe(22);
    expect((await get('?rarity=0')).total).toBe(2);

    const bad = await t.call(viewer, 'GET', '/market?sort=cheapest');
    expect([bad.statusCode, bad.json()]).toEqual([400, { err: 'sort: sort is price or newest' }]);
    expect((await t.call(viewer, 'GET', '/market?page=0')).statusCode).toBe(400);
    expect((await t.call(viewer, 'GET', '/market?id=3')).json()).toEqual({ err: 'Choose a kind with an id' });
    expect((await t.call(viewer, 'GET', '/market?colour=red')).statusCode).toBe(400);

    t.clock.advance(7 * DAY);
    expect((await get('')).total).toBe(0);
  });

  it('shows the floor price of a good and refuses an unknown good', async () => {
    const { seller } = await sellerWithListing(1, 90);
    await list(seller, { good: grin, quantity: 1, price: 80 });
    const history = (await t.call(seller, 'GET', '/market/history?kind=trait&id=2')).json();
    expect(history.floor).toBe(80);
    const unknown = await t.call(seller, 'GET', '/market/history?kind=crate&id=99');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { err: 'Unknown crate 99' }]);
    expect((await t.call(seller, 'GET', '/market/history?kind=trait')).statusCode).toBe(400);
  });
});

describe('the books', () => {
  it('balance for every player after all of the above', async () => {
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
