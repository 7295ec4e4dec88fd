/**
 * Issue 18's findings on the write pipeline, each on whichever database the run names (PGlite, or
 * PostgreSQL with DATABASE_URL): referral bonuses paid once and at once (2, 3), Idempotency-Keys
 * scoped to caller, method and path (4), and the contract gaps (9).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => expect(await auditLedger(t.db)).toEqual([]));
afterAll(() => t.close());

const key = (k: string) => ({ 'idempotency-key': k });
const referralXp = async (p: TestPlayer) => (await t.call(p, 'GET', '/missions')).json().refferalXp;
const pocket = async (p: TestPlayer) => (await t.call(p, 'GET', '/pocket')).json();
const refer = async (referrer: TestPlayer, friend: TestPlayer) =>
  expect((await t.call(friend, 'GET', `/profile?ref_id=${referrer.id}`)).statusCode).toBe(200);
const referrals = async (p: TestPlayer) => (await t.call(p, 'GET', '/profile')).json().referrals;

/** A crate of S's listed at `price`. */
async function crateListing(seller: TestPlayer, price: number): Promise<string> {
  await t.grant(seller, { crates: [{ kind: 0, count: 1 }] });
  const res = await t.call(seller, 'POST', '/market/list', {
    good: { kind: 'crate', id: 0 },
    quantity: 1,
    price,
  });
  expect(res.statusCode).toBe(200);
  return res.json().res.listing.id;
}

/** S refers B, B refers F. */
async function chain() {
  const [s, b, f] = [await t.signIn(), await t.signIn(), await t.signIn()];
  await refer(s, b);
  await refer(b, f);
  return { s, b, f };
}

describe('referral bonuses (findings 2 and 3)', () => {
  it('pays the referrer of a player lifted to rank 2 by its own referral, in that same write', async () => {
    const { s, b, f } = await chain();
    expect(await referralXp(b)).toBe(5);
    expect(await referralXp(s)).toBe(5);
    // F reaches rank 2: B gets 1,495 (1,500 XP, rank 2), and S is paid at once, not at B's next write.
    await t.grant(f, { xp: 1500 });
    expect(await referralXp(b)).toBe(1500);
    expect(await referralXp(s)).toBe(1500);
  });

  it('settles the chain inside a game write by session that lifts F to rank 2', async () => {
    const { s, b, f } = await chain();
    await t.grant(f, { xp: 1470, traitCards: [{ id: 3, count: 1 }] });
    expect(await referralXp(b)).toBe(5);
    // Cleaving it gives 30 craft XP: 1,500, rank 2. B is paid, reaches rank 2, and S is paid.
    const cleaved = await t.call(f, 'POST', '/traits/cleave', { traitId: 3 });
    expect(cleaved.statusCode).toBe(200);
    expect(cleaved.json().res.xp).toBe(30);
    expect(await referralXp(b)).toBe(1500);
    expect(await referralXp(s)).toBe(1500);
  });

  it('a chain finished by a market buy pays S once and keeps it', async () => {
    const { s, b, f } = await chain();
    const listing = await crateListing(s, 100);
    await t.grant(f, { xp: 1500 });
    const bought = await t.call(b, 'POST', '/market/buy', { listingId: listing, quantity: 1 });
    expect(bought.statusCode).toBe(200);
    expect(await referralXp(s)).toBe(1500);
    // 5,000 to start, 100 for the crate less its 5 fee.
    expect((await pocket(s)).shards).toBe(5095);
  });

  it('saves the seller once when a buy pays the seller a bonus owed by the buyer', async () => {
    const { s, b, f } = await chain();
    const listing = await crateListing(s, 100);
    await t.grant(f, { xp: 1500 });
    // As a server before issue 18 left it: B at rank 2 with S's bonus unpaid.
    await t.db.read(async (d) => {
      await d.execute(
        sql`UPDATE players SET state = jsonb_set(state, '{referral,bonusPaid}', 'false') WHERE id = ${b.id}`,
      );
      await d.execute(sql`UPDATE players SET state = jsonb_set(state, '{missions,referralXp}', '5')
        WHERE id = ${s.id}`);
      await d.execute(sql`DELETE FROM ledger WHERE player_id = ${s.id} AND action = 'referral.paid'
        AND delta = 1495`);
    });
    expect(await referralXp(s)).toBe(5);
    const bought = await t.call(b, 'POST', '/market/buy', { listingId: listing, quantity: 1 });
    expect(bought.statusCode).toBe(200);
    expect(await referralXp(s)).toBe(1500);
    expect((await pocket(s)).shards).toBe(5095);
  });
});

describe('Idempotency-Keys (finding 4)', () => {
  it('scopes a key to its caller: an operator grant with a key the player used still grants', async () => {
    const p = await t.signIn();
    expect((await t.call(p, 'POST', '/crates/gumball', {}, key('k1'))).statusCode).toBe(200);
    const before = (await pocket(p)).shards;
    const grant = await t.inject({
      method: 'POST',
      url: '/api/admin/grant',
      headers: { authorization: 'Bearer admin-token-for-tests', ...key('k1') },
      payload: { profileId: p.id, shards: 700 },
    });
    expect(grant.statusCode).toBe(200);
    expect((await pocket(p)).shards).toBe(before + 700);
  });

  it('scopes a key to its path: /crates/open with the key of a /crates/buy opens', async () => {
    const p = await t.signIn();
    const body = { kind: 0, currency: 'shards' };
    const basics = async () =>
      (await pocket(p)).ownedCrates.find((c: { kind: number }) => c.kind === 0)?.count ?? 0;
    const held = await basics();
    expect((await t.call(p, 'POST', '/crates/buy', body, key('k2'))).statusCode).toBe(200);
    const opened = await t.call(p, 'POST', '/crates/open', { crateId: 0 }, key('k2'));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().res.reward.length).toBeGreaterThan(0);
    expect(await basics()).toBe(held);
  });

  it('refuses the same key with another body (422) and replays the same request byte for byte', async () => {
    const p = await t.signIn();
    const first = await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' }, key('k3'));
    const again = await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' }, key('k3'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const other = await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'TWC' }, key('k3'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      err: 'This Idempotency-Key was already used with a different request: send a new key for a new request',
    });
  });

  it('refuses one operator key sent for two players (422)', async () => {
    const [a, b] = [await t.signIn(), await t.signIn()];
    const grant = (p: TestPlayer) =>
      t.inject({
        method: 'POST',
        url: '/api/admin/grant',
        headers: { authorization: 'Bearer admin-token-for-tests', ...key('op-1') },
        payload: { profileId: p.id, shards: 10 },
      });
    expect((await grant(a)).statusCode).toBe(200);
    const second = await grant(b);
    expect(second.statusCode).toBe(422);
    expect((await pocket(b)).shards).toBe(5000);
  });

  it('runs POST /profile through the pipeline: replays a key, refuses an empty one', async () => {
    const p = await t.signIn();
    const first = await t.call(p, 'POST', '/profile', { socialName: 'Ada' }, key('prof'));
    expect(first.statusCode).toBe(200);
    await t.call(p, 'POST', '/profile', { socialName: 'Bob' });
    const replay = await t.call(p, 'POST', '/profile', { socialName: 'Ada' }, key('prof'));
    expect(replay.body).toBe(first.body);
    expect((await t.call(p, 'GET', '/profile')).json().social.name).toBe('Bob');
    const reused = await t.call(p, 'POST', '/profile', { socialName: 'Cy' }, key('prof'));
    expect(reused.statusCode).toBe(422);
    const empty = await t.call(p, 'POST', '/profile', { socialName: 'Cy' }, key(''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ err: 'Idempotency-Key must be 1 to 200 characters' });
  });
});

describe('contract gaps (finding 9)', () => {
  it('answers an unknown crate kind 404', async () => {
    const p = await t.signIn();
    const res = await t.call(p, 'POST', '/crates/open', { crateId: 99 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ err: 'Unknown crate kind 99' });
  });

  it('grants a voucher by its name or its pass type number, and 404 for an unknown one', async () => {
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'FCFS', count: 1 }] });
    await t.grant(p, { vauchers: [{ vaucher: 1, count: 2 }] });
    expect((await pocket(p)).ownedVauchers).toMatchObject({ FCFS: 1, OG: 2 });
    const unknown = await t.admin('POST', '/api/admin/grant', {
      profileId: p.id,
      vauchers: [{ vaucher: 2, count: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('says when the admin ledger is cut, and pages on with the cursor', async () => {
    const p = await t.signIn();
    for (let i = 0; i < 3; i++) await t.grant(p, { shards: 1 });
    const url = `/api/admin/ledger?profileId=${p.id}&limit=2`;
    const all = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json();
    const first = await t.admin('GET', url);
    expect(first.json()).toEqual(all.slice(0, 2));
    const next = first.headers['x-next-cursor'] as string;
    expect(next).toBe(String(all[1].id));
    const second = await t.admin('GET', `${url}&before=${next}`);
    expect(second.json()).toEqual(all.slice(2, 4));
    const whole = await t.admin('GET', `/api/admin/ledger?profileId=${p.id}&limit=${all.length}`);
    expect(whole.headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses a circle of three referrals like a circle of two', async () => {
    const [a, b, c] = [await t.signIn(), await t.signIn(), await t.signIn()];
    await refer(a, b);
    await refer(b, c);
    await refer(c, a); // A names C, who was referred by B, who was referred by A
    expect(await referrals(c)).toEqual({ count: 0, xp: 0 });
    expect(await referrals(a)).toEqual({ count: 1, xp: 5 });
  });
});
