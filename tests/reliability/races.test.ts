/**
 * Races in one process on the embedded database (or the PostgreSQL of DATABASE_URL): every write
 * call sent 100 times at once, and pairs of calls competing for the same thing. Each race ends
 * with the ledger audit: every balance equals the sum of its ledger rows, nothing is negative.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_TRAITS } from '../../src/rules/catalog/traits.ts';
import { type Reply, type TestApp, type TestPlayer } from '../server/harness.ts';
import { auditedSuite, newFigures, SEND_ENERGY, statuses } from './support.ts';

const N = 100;
const f = newFigures();
let t: TestApp;
const race = auditedSuite({
  seed: 11,
  name: () => (process.env.DATABASE_URL ? 'races-in-process-postgres' : 'races-embedded'),
  figures: f,
  started: (app) => (t = app),
});
const all = (p: TestPlayer, path: string, body: unknown = {}, headers?: Record<string, string>) =>
  race(N, () => t.call(p, 'POST', path, body, headers));
const pocket = async (p: TestPlayer) => (await t.call(p, 'GET', '/pocket')).json();
const ledgerRows = async (p: TestPlayer) =>
  (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}&limit=10000`)).json() as {
    action: string;
    what: string;
    delta: number;
  }[];

const [FACE] = STARTER_TRAITS as [number];
const DAGGER = 257;

describe('100 identical requests at once', () => {
  it('applies a trait once', async () => {
    const p = await t.signInPlain();
    expect(statuses(await all(p, '/traits/apply', { traitId: FACE }))).toEqual({ 200: 1, 409: 99 });
  });

  it('upgrades a trait once with cards for one upgrade', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { traitCards: [{ id: FACE, count: 5 }] });
    expect(statuses(await all(p, '/traits/upgrade', { traitId: FACE }))).toEqual({ 200: 1, 409: 99 });
  });

  it('cleaves a trait once', async () => {
    const p = await t.signInPlain();
    expect(statuses(await all(p, '/traits/cleave', { traitId: FACE }))).toEqual({ 200: 1, 409: 99 });
  });

  it('applies, unapplies, upgrades and cleaves an item once each', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { itemCards: [{ id: DAGGER, count: 6 }] });
    for (const path of ['/items/apply', '/items/unapply', '/items/upgrade', '/items/cleave']) {
      expect(statuses(await all(p, path, { itemId: DAGGER })), path).toEqual({ 200: 1, 409: 99 });
    }
    // 5,000 - 1,000 for the upgrade + 500 back from the cleave.
    expect((await pocket(p)).shards).toBe(4500);
  });

  it('buys exactly the 3 crates the money pays for', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { shards: 7000 });
    const replies = await all(p, '/crates/buy', { kind: 0, currency: 'shards' });
    expect(statuses(replies)).toEqual({ 200: 3, 409: 97 });
    expect(await pocket(p)).toMatchObject({ shards: 0, ownedCrates: [{ kind: 0, count: 4 }] });
  });

  it('opens exactly the 4 crates held', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { crates: [{ kind: 0, count: 3 }] });
    expect(statuses(await all(p, '/crates/open', { crateId: 0 }))).toEqual({ 200: 4, 409: 96 });
    expect((await pocket(p)).ownedCrates).toEqual([]);
  });

  it('gives one free gumball pull; every other pull paid 2,000 shards', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { itemCards: [{ id: DAGGER, count: 6 }] });
    await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' });
    await t.call(p, 'POST', '/items/upgrade', { itemId: DAGGER });
    expect((await pocket(p)).shards).toBe(0);
    const replies = await all(p, '/crates/gumball');
    const ok = replies.filter((r) => r.statusCode === 200);
    const won = ok
      .flatMap((r) => r.json().res.reward as { kind: string; amount: number }[])
      .filter((r) => r.kind === 'shards')
      .reduce((s, r) => s + r.amount, 0);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect((await pocket(p)).shards).toBe(won - 2000 * (ok.length - 1));
  });

  it('sends to a region no more often than the energy allows, and claims once', async () => {
    const p = await t.signInPlain();
    // Full energy as the rules dressed the new Warlord (its worn traits raise the maximum).
    const full = (await t.call(p, 'GET', '/warlord')).json().energy as number;
    const sends = (await all(p, '/expedition/send', { region: 1 })).filter((r) => r.statusCode === 200);
    const left = Math.min(...sends.map((r) => r.json().res.energyLeft as number));
    expect(sends.length).toBeLessThanOrEqual(Math.floor(full / SEND_ENERGY));
    expect(full - SEND_ENERGY * sends.length).toBe(left);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(statuses(await all(p, '/expedition/claim'))).toEqual({ 200: 1, 409: 99 });
  });

  it('claims a battle pass level once', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { xp: 1000 });
    expect(statuses(await all(p, '/battle-pass/claim'))).toEqual({ 200: 1, 409: 99 });
  });

  it('saves the same profile edit 100 times with one result', async () => {
    const p = await t.signInPlain();
    const replies = await all(p, '/profile', { socialName: 'Twin' });
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect((await t.call(p, 'GET', '/profile')).json().social.name).toBe('Twin');
  });

  it('applies one Idempotency-Key once, whatever the call, with one answer', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { crates: [{ kind: 0, count: 5 }] });
    const replies = await all(p, '/crates/open', { crateId: 0 }, { 'idempotency-key': 'open-once' });
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect((await pocket(p)).ownedCrates).toEqual([{ kind: 0, count: 5 }]);
  });

  it('grants once under one key, and 100 times without', async () => {
    const p = await t.signInPlain();
    const grant = () => t.admin('POST', '/api/admin/grant', { profileId: p.id, shards: 10 });
    const keyed = () =>
      t.inject({
        method: 'POST',
        url: '/api/admin/grant',
        headers: { authorization: `Bearer ${t.config.adminToken}`, 'idempotency-key': 'g-1' },
        payload: { profileId: p.id, shards: 1 },
      });
    expect(statuses(await race(N, keyed))).toEqual({ 200: 100 });
    expect(statuses(await race(N, grant))).toEqual({ 200: 100 });
    expect((await pocket(p)).shards).toBe(5000 + 1 + 1000);
  });

  it('records one bot activity once', async () => {
    const p = await t.signInPlain();
    const send = () =>
      t.admin('POST', '/api/admin/activities', { discordId: p.discordId, type: 1, externalId: `gm-${p.id}` });
    const replies = await race(N, send);
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect(replies.filter((r) => r.json().res.duplicate === false)).toHaveLength(1);
    expect((await t.call(p, 'GET', '/missions')).json().gmXp).toBe(50);
  });

  it('creates one player for 100 first sign-ins of one name', async () => {
    const send = () => t.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username: 'Crowd' } });
    const replies = await race(N, send);
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect(new Set(replies.map((r) => r.json().res.user.profileId)).size).toBe(1);
  });

  it('records a referral once and pays the referrer 5 XP once', async () => {
    const referrer = await t.signInPlain();
    const friend = await t.signInPlain();
    const replies = await race(N, () => t.call(friend, 'GET', `/profile?ref_id=${referrer.id}`));
    expect(statuses(replies)).toEqual({ 200: 100 });
    expect((await t.call(referrer, 'GET', '/missions')).json().refferalXp).toBe(5);
  });
});

describe('pairs competing for the same thing', () => {
  const mixed = (a: () => Promise<Reply>, b: () => Promise<Reply>) => {
    f.races++;
    f.requests += N;
    return Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? a() : b())));
  };
  const split = (replies: Reply[]) => ({
    a: statuses(replies.filter((_, i) => i % 2 === 1)),
    b: statuses(replies.filter((_, i) => i % 2 === 0)),
  });

  it('claim vs send: one claim; sends only before it, within the energy', async () => {
    const p = await t.signInPlain();
    const full = (await t.call(p, 'GET', '/warlord')).json().energy as number;
    expect((await t.call(p, 'POST', '/expedition/send', { region: 1 })).statusCode).toBe(200);
    const replies = await mixed(
      () => t.call(p, 'POST', '/expedition/claim', {}),
      () => t.call(p, 'POST', '/expedition/send', { region: 1 }),
    );
    const { a: claims, b: sends } = split(replies);
    expect(claims).toEqual({ 200: 1, 409: 49 });
    expect(1 + (sends[200] ?? 0)).toBeLessThanOrEqual(Math.floor(full / SEND_ENERGY));
    const after = (await t.call(p, 'GET', '/warlord')).json();
    expect(after.energy).toBe(full - SEND_ENERGY * (1 + (sends[200] ?? 0)));
  });

  it('upgrade vs cleave of one item: one cleave, at most one upgrade, nothing left', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { itemCards: [{ id: DAGGER, count: 6 }] });
    const replies = await mixed(
      () => t.call(p, 'POST', '/items/upgrade', { itemId: DAGGER }),
      () => t.call(p, 'POST', '/items/cleave', { itemId: DAGGER }),
    );
    const { a: upgrades, b: cleaves } = split(replies);
    expect(cleaves[200]).toBe(1);
    expect(upgrades[200] ?? 0).toBeLessThanOrEqual(1);
    const upgraded = upgrades[200] ?? 0;
    // An upgrade costs 1,000; a cleave refunds half of what upgrades cost.
    expect((await pocket(p)).shards).toBe(5000 - 1000 * upgraded + 500 * upgraded);
    expect((await pocket(p)).ownedItems).toEqual([]);
  });

  it('upgrade vs cleave of one trait: one cleave, at most one upgrade', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { traitCards: [{ id: FACE, count: 5 }] });
    const { a: upgrades, b: cleaves } = split(
      await mixed(
        () => t.call(p, 'POST', '/traits/upgrade', { traitId: FACE }),
        () => t.call(p, 'POST', '/traits/cleave', { traitId: FACE }),
      ),
    );
    expect(cleaves[200]).toBe(1);
    expect(upgrades[200] ?? 0).toBeLessThanOrEqual(1);
  });

  it('apply vs cleave: an applied trait is never cleaved', async () => {
    const p = await t.signInPlain();
    const { a: applies, b: cleaves } = split(
      await mixed(
        () => t.call(p, 'POST', '/traits/apply', { traitId: FACE }),
        () => t.call(p, 'POST', '/traits/cleave', { traitId: FACE }),
      ),
    );
    expect((applies[200] ?? 0) + (cleaves[200] ?? 0)).toBe(1);
  });

  it('buy vs gumball for the same shards: never below zero', async () => {
    const p = await t.signInPlain();
    await t.call(p, 'POST', '/crates/gumball', {});
    await t.grant(p, { shards: 3000 });
    await mixed(
      () => t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' }),
      () => t.call(p, 'POST', '/crates/gumball', {}),
    );
    expect((await pocket(p)).shards).toBeGreaterThanOrEqual(0);
    const rows = await ledgerRows(p);
    expect(rows.some((r) => r.what === 'shards' && r.delta < 0)).toBe(true);
  });
});
