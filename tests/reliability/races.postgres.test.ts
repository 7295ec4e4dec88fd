/**
 * Races against PostgreSQL with TWO server processes sharing one fresh database (only with
 * DATABASE_URL): the requests of each race alternate between the two servers, so the row locks,
 * unique keys and retries of the database, not one process's queue, must keep the outcomes right.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { traitCardsRequired } from '../../src/rules/formulas/cards.ts';
import { auditLedger } from '../../src/server/audit.ts';
import { openPostgres, type Database } from '../../src/server/db/database.ts';
import {
  freshPostgres,
  httpClient,
  newFigures,
  printFigures,
  SEND_ENERGY,
  startServer,
  statuses,
  type HttpPlayer,
  type HttpReply,
  type ServerProcess,
} from './support.ts';

const N = 100;
const f = newFigures();
/**
 * A Rare face no new Warlord starts with: a signed-in Warlord is dressed at random in Common
 * starters, so a starter face may already be worn (and its apply refused 100 times out of 100).
 */
const FACE = TRAITS.find((t) => t.category === 'Face' && t.rarity === 1)!.id;
/** The trait itself and the cards of exactly one upgrade, by the rules. */
const FACE_CARDS = 1 + traitCardsRequired(1, 1);
const DAGGER = 257;
let pg: Awaited<ReturnType<typeof freshPostgres>>;
let servers: ServerProcess[] = [];
let clients: ReturnType<typeof httpClient>[] = [];
let db: Database;
let names = 0;

beforeAll(async () => {
  pg = await freshPostgres(process.env.DATABASE_URL!);
  const env = { DATABASE_URL: pg.url, WRITES_PER_SECOND: '100000', SIGN_INS_PER_MINUTE: '100000' };
  // One after the other: both run the migrations at start, the second finds them done.
  servers = [await startServer(env), await startServer(env)];
  clients = servers.map((s) => httpClient(s.url, f));
  db = await openPostgres(pg.url, 2);
});
afterEach(async () => {
  const differences = await auditLedger(db);
  for (const d of differences)
    f.lost.push(`${d.problem} ${d.playerId} ${d.what} ${d.balance}/${d.ledgerSum}`);
  expect(differences).toEqual([]);
});
afterAll(async () => {
  printFigures('races-two-servers-postgres', f);
  for (const s of servers) await s.kill('SIGTERM');
  await db?.close();
  await pg?.drop();
});

const c0 = () => clients[0]!;
const signIn = () => c0().signIn(`Two${++names}`);
/** `n` requests at once, alternating between the two servers. */
function race(n: number, send: (c: ReturnType<typeof httpClient>, i: number) => Promise<HttpReply>) {
  f.races++;
  return Promise.all(Array.from({ length: n }, (_, i) => send(clients[i % 2]!, i)));
}
const all = (p: HttpPlayer, path: string, body: unknown = {}, headers?: Record<string, string>) =>
  race(N, (c) => c.call(p, 'POST', path, body, headers));
const grant = (p: HttpPlayer, g: object) => c0().admin('POST', '/api/admin/grant', { profileId: p.id, ...g });
const pocket = async (p: HttpPlayer) => (await c0().call(p, 'GET', '/pocket')).body;

describe('100 identical requests at once over two servers', () => {
  it('upgrades, applies and cleaves once each', async () => {
    const p = await signIn();
    await grant(p, { traitCards: [{ id: FACE, count: FACE_CARDS }], itemCards: [{ id: DAGGER, count: 6 }] });
    for (const [path, body] of [
      ['/traits/upgrade', { traitId: FACE }],
      ['/items/apply', { itemId: DAGGER }],
      ['/items/unapply', { itemId: DAGGER }],
      ['/items/upgrade', { itemId: DAGGER }],
      ['/items/cleave', { itemId: DAGGER }],
      ['/traits/apply', { traitId: FACE }],
    ] as const) {
      expect(statuses(await all(p, path, body)), path).toEqual({ 200: 1, 409: 99 });
    }
    expect((await pocket(p)).shards).toBe(4500);
  });

  it('buys the 3 crates the money pays for and opens the 4 held', async () => {
    const p = await signIn();
    await grant(p, { shards: 7000 });
    expect(statuses(await all(p, '/crates/buy', { kind: 0, currency: 'shards' }))).toEqual({
      200: 3,
      409: 97,
    });
    expect(statuses(await all(p, '/crates/open', { crateId: 0 }))).toEqual({ 200: 4, 409: 96 });
    expect((await pocket(p)).ownedCrates).toEqual([]);
  });

  it('claims a battle pass level and an expedition once', async () => {
    const p = await signIn();
    await grant(p, { xp: 1000 });
    expect(statuses(await all(p, '/battle-pass/claim'))).toEqual({ 200: 1, 409: 99 });
    expect((await c0().call(p, 'POST', '/expedition/send', { region: 1 })).status).toBe(200);
    expect(statuses(await all(p, '/expedition/claim'))).toEqual({ 200: 1, 409: 99 });
  });

  it('gives the free gumball pull once', async () => {
    const p = await signIn();
    await grant(p, { itemCards: [{ id: DAGGER, count: 6 }] });
    await c0().call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' });
    await c0().call(p, 'POST', '/items/upgrade', { itemId: DAGGER });
    const ok = (await all(p, '/crates/gumball')).filter((r) => r.status === 200);
    const won = ok
      .flatMap((r) => r.body.res.reward as { kind: string; amount: number }[])
      .filter((r) => r.kind === 'shards')
      .reduce((s, r) => s + r.amount, 0);
    expect((await pocket(p)).shards).toBe(won - 2000 * (ok.length - 1));
  });

  it('answers one Idempotency-Key with one answer, applied once', async () => {
    const p = await signIn();
    const replies = await all(p, '/crates/open', { crateId: 0 }, { 'idempotency-key': 'two-servers' });
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect((await pocket(p)).ownedCrates).toEqual([]);
  });

  it('creates one player for 100 first sign-ins of one name', async () => {
    const replies = await race(N, (c) => c.send('POST', '/api/_auth/dev', { username: 'TwoCrowd' }));
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect(new Set(replies.map((r) => r.body.res.user.profileId)).size).toBe(1);
  });

  it('records a referral once', async () => {
    const referrer = await signIn();
    const friend = await signIn();
    await race(N, (c) => c.call(friend, 'GET', `/profile?ref_id=${referrer.id}`));
    expect((await c0().call(referrer, 'GET', '/missions')).body.refferalXp).toBe(5);
  });

  it('counts one bot activity once, even reported for two members at once', async () => {
    const a = await signIn();
    const b = await signIn();
    const replies = await race(N, (c, i) =>
      c.admin('POST', '/api/admin/activities', {
        discordId: (i % 4 < 2 ? a : b).discordId,
        type: 1,
        externalId: 'gm-shared',
      }),
    );
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect(replies.filter((r) => r.body.res.duplicate === false)).toHaveLength(1);
    const xp = [a, b].map(async (p) => (await c0().call(p, 'GET', '/missions')).body.gmXp as number);
    expect((await Promise.all(xp)).sort()).toEqual([0, 50]);
  });
});

describe('pairs over two servers', () => {
  it('pays one of two members reported at once for the same activity, 30 times over', async () => {
    const a = await signIn();
    const b = await signIn();
    let paid = 0;
    for (let n = 0; n < 30; n++) {
      const replies = await race(2, (c, i) =>
        c.admin('POST', '/api/admin/activities', {
          discordId: (i === 0 ? a : b).discordId,
          type: 1,
          externalId: `gm-pair-${n}`,
        }),
      );
      paid += replies.filter((r) => r.body.res?.duplicate === false).length;
    }
    expect(paid).toBe(30);
  });
  it('claim vs send: one claim; sends within the energy', async () => {
    const p = await signIn();
    const full = (await c0().call(p, 'GET', '/warlord')).body.energy as number;
    await c0().call(p, 'POST', '/expedition/send', { region: 1 });
    const replies = await race(N, (c, i) =>
      i % 4 < 2
        ? c.call(p, 'POST', '/expedition/claim', {})
        : c.call(p, 'POST', '/expedition/send', { region: 1 }),
    );
    const claims = statuses(replies.filter((_, i) => i % 4 < 2));
    const sends = statuses(replies.filter((_, i) => i % 4 >= 2));
    expect(claims).toEqual({ 200: 1, 409: 49 });
    expect((await c0().call(p, 'GET', '/warlord')).body.energy).toBe(
      full - SEND_ENERGY * (1 + (sends[200] ?? 0)),
    );
  });

  it('upgrade vs cleave: one cleave, at most one upgrade', async () => {
    const p = await signIn();
    await grant(p, { itemCards: [{ id: DAGGER, count: 6 }] });
    const replies = await race(N, (c, i) =>
      c.call(p, 'POST', i % 4 < 2 ? '/items/upgrade' : '/items/cleave', { itemId: DAGGER }),
    );
    const upgrades = statuses(replies.filter((_, i) => i % 4 < 2))[200] ?? 0;
    expect(statuses(replies.filter((_, i) => i % 4 >= 2))[200]).toBe(1);
    expect(upgrades).toBeLessThanOrEqual(1);
    expect((await pocket(p)).shards).toBe(5000 - 500 * upgrades);
  });
});

describe('market pairs over two servers', () => {
  const crates = async (p: HttpPlayer) =>
    ((await pocket(p)).ownedCrates as { kind: number; count: number }[]).find((c) => c.kind === 0)?.count ??
    0;

  it('buy vs cancel: one cancel; every crate with the buyer or back with the seller', async () => {
    const seller = await signIn();
    await grant(seller, { crates: [{ kind: 0, count: 9 }] });
    const listed = await c0().call(seller, 'POST', '/market/list', {
      good: { kind: 'crate', id: 0 },
      quantity: 10,
      price: 100,
    });
    const id = listed.body.res.listing.id as string;
    const buyers = await Promise.all([1, 2, 3, 4].map(() => signIn()));
    const replies = await race(N, (c, i) =>
      i % 4 === 0
        ? c.call(seller, 'POST', '/market/cancel', { listingId: id })
        : c.call(buyers[i % 4]!, 'POST', '/market/buy', { listingId: id, quantity: 1 }),
    );
    const bought = statuses(replies.filter((_, i) => i % 4 !== 0))[200] ?? 0;
    // One cancel, unless the buys sold the listing out before any cancel reached it (a slow machine
    // serves the requests in any order): then none.
    const cancels = statuses(replies.filter((_, i) => i % 4 === 0))[200] ?? 0;
    expect(cancels).toBe(bought === 10 ? 0 : 1);
    const held = await Promise.all(buyers.map(crates));
    expect(held.reduce((s, n) => s + n, 0)).toBe(4 + bought);
    expect(await crates(seller)).toBe(10 - bought);
  });

  it('open vs list of the one crate held: exactly one of them has it', async () => {
    const seller = await signIn();
    const replies = await race(N, (c, i) =>
      i % 4 < 2
        ? c.call(seller, 'POST', '/crates/open', { crateId: 0 })
        : c.call(seller, 'POST', '/market/list', { good: { kind: 'crate', id: 0 }, quantity: 1, price: 100 }),
    );
    expect(statuses(replies)[200]).toBe(1);
    expect(await crates(seller)).toBe(0);
  });
});

describe('three-player referral chains finished by market buys, over two servers (issue 18)', () => {
  it('pays every S its 1,500 Referral XP once, whichever of the rank-2 grant and the buy comes first', async () => {
    const chains = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const [s, b, f] = [await signIn(), await signIn(), await signIn()];
        expect((await c0().call(b, 'GET', `/profile?ref_id=${s.id}`)).status).toBe(200);
        expect((await clients[1]!.call(f, 'GET', `/profile?ref_id=${b.id}`)).status).toBe(200);
        await grant(s, { crates: [{ kind: 0, count: 1 }] });
        const listed = await c0().call(s, 'POST', '/market/list', {
          good: { kind: 'crate', id: 0 },
          quantity: 1,
          price: 100,
        });
        return { s, b, f, listing: listed.body.res.listing.id as string };
      }),
    );
    // Per chain, F's rank-2 grant (which pays B, which lifts B to rank 2 and pays S) races B's buy
    // of S's listing, on the other server.
    const replies = await race(chains.length * 2, (c, i) => {
      const { b, f, listing } = chains[i >> 1]!;
      return i % 2 === 0
        ? c.admin('POST', '/api/admin/grant', { profileId: f.id, xp: 1500 })
        : c.call(b, 'POST', '/market/buy', { listingId: listing, quantity: 1 });
    });
    expect(statuses(replies)).toEqual({ 200: chains.length * 2 });
    for (const { s, b } of chains) {
      expect((await c0().call(s, 'GET', '/missions')).body.refferalXp).toBe(1500);
      expect((await c0().call(b, 'GET', '/missions')).body.refferalXp).toBe(1500);
      expect((await pocket(s)).shards).toBe(5095);
    }
  });
});
