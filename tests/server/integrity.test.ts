import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statuses = (replies: { statusCode: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
};

/** 50 identical requests at once. */
const fifty = (p: TestPlayer, path: string, body: unknown) =>
  Promise.all(Array.from({ length: 50 }, () => t.call(p, 'POST', path, body)));

describe('idempotency', () => {
  it('answers a repeated key with the first answer and applies the write once', async () => {
    const p = await t.signIn();
    const key = { 'idempotency-key': 'buy-1' };
    const first = await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' }, key);
    const second = await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await t.call(p, 'GET', '/pocket')).json().shards).toBe(1000);
    const rows = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json();
    const buys = rows.filter((r: { action: string }) => r.action === 'crate.bought');
    expect(buys.map((r: { what: string; delta: number; ref: string }) => [r.what, r.delta, r.ref])).toEqual(
      [
        ['shards', -4000, 'buy-1'],
        ['crate:0', 1, 'buy-1'],
      ].sort((a, b) => String(b[0]).localeCompare(String(a[0]))),
    );
  });

  it('answers 50 requests with the same key at once with one answer, applied once', async () => {
    const p = await t.signIn();
    await t.grant(p, { shards: 100_000 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' }, { 'idempotency-key': 'same' }),
      ),
    );
    expect(statuses(replies)).toEqual({ 200: 50 });
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect((await t.call(p, 'GET', '/pocket')).json().shards).toBe(101_000);
  });

  it('keeps keys apart per player and forgets them after 24 hours', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const key = { 'idempotency-key': 'shared' };
    await t.call(a, 'POST', '/crates/gumball', {}, key);
    const other = await t.call(b, 'POST', '/crates/gumball', {}, key);
    expect(other.statusCode).toBe(200);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const later = await t.call(a, 'POST', '/crates/gumball', {}, key);
    expect(later.statusCode).toBe(200);
    const rows = (await t.admin('GET', `/api/admin/ledger?profileId=${a.id}`)).json();
    // Two pulls ran: the second one's free pull of a new day changes the ledger again.
    expect(
      new Set(
        rows
          .filter((r: { action: string }) => r.action === 'gumball.pulled')
          .map((r: { createdAt: string }) => r.createdAt),
      ).size,
    ).toBe(2);
  });

  it('refuses a key longer than 200 characters', async () => {
    const p = await t.signIn();
    const res = await t.call(p, 'POST', '/crates/gumball', {}, { 'idempotency-key': 'k'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ err: 'Idempotency-Key must be 1 to 200 characters' });
  });
});

describe('50 identical requests at once', () => {
  it('buys exactly 3 crates with money for 3', async () => {
    const p = await t.signIn();
    await t.grant(p, { shards: 7000 });
    const replies = await fifty(p, '/crates/buy', { kind: 0, currency: 'shards' });
    expect(statuses(replies)).toEqual({ 200: 3, 409: 47 });
    const pocket = (await t.call(p, 'GET', '/pocket')).json();
    expect(pocket.shards).toBe(0);
    expect(pocket.ownedCrates).toEqual([{ kind: 0, count: 4 }]);
  });

  it('claims an expedition once', async () => {
    const p = await t.signIn();
    expect((await t.call(p, 'POST', '/expedition/send', { region: 1 })).statusCode).toBe(200);
    const replies = await fifty(p, '/expedition/claim', {});
    expect(statuses(replies)).toEqual({ 200: 1, 409: 49 });
  });

  it('upgrades a trait once with cards for one upgrade', async () => {
    const p = await t.signIn();
    await t.grant(p, { traitCards: [{ id: 206, count: 5 }] });
    const replies = await fifty(p, '/traits/upgrade', { traitId: 206 });
    expect(statuses(replies)).toEqual({ 200: 1, 409: 49 });
  });

  it('claims a battle pass level once with one level reached', async () => {
    const p = await t.signIn();
    await t.grant(p, { xp: 1000 });
    const replies = await fifty(p, '/battle-pass/claim', {});
    expect(statuses(replies)).toEqual({ 200: 1, 409: 49 });
  });

  it('leaves every balance equal to the sum of its ledger rows', async () => {
    expect(await auditLedger(t.db)).toEqual([]);
  });
});

describe('the database itself', () => {
  it('refuses a negative balance whatever the code does', async () => {
    const p = await t.signInPlain();
    const write = (path: string, value: string) =>
      t.db.transaction((tx) =>
        tx.execute(
          sql`UPDATE players SET state = jsonb_set(state, ${path}::text[], ${value}::jsonb) WHERE id = ${p.id}`,
        ),
      );
    await expect(write('{shards}', '-1')).rejects.toThrow();
    await expect(write('{crates,0}', '-1')).rejects.toThrow();
    await expect(write('{traits,2,cards}', '-1')).rejects.toThrow();
    await expect(write('{vouchers,OG}', '-1')).rejects.toThrow();
    expect((await t.call(p, 'GET', '/pocket')).json().shards).toBe(5000);
  });

  it('finds a balance the ledger does not explain', async () => {
    const p = await t.signIn();
    await t.db.transaction((tx) =>
      tx.execute(sql`UPDATE players SET state = jsonb_set(state, '{shards}', '4999') WHERE id = ${p.id}`),
    );
    expect(await auditLedger(t.db)).toEqual([
      { playerId: p.id, what: 'shards', balance: 4999, ledgerSum: 5000, problem: 'mismatch' },
    ]);
    await t.db.transaction((tx) =>
      tx.execute(sql`UPDATE players SET state = jsonb_set(state, '{shards}', '5000') WHERE id = ${p.id}`),
    );
  });
});

describe('the global voucher stock', () => {
  it('never hands out more Whitelist vouchers than it holds, whoever claims at once', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => t.signIn()));
    for (const p of players) {
      await t.grant(p, { xp: 10_000 });
      for (let level = 1; level <= 9; level++) await t.call(p, 'POST', '/battle-pass/claim', {});
    }
    await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'Whitelist', left: 2 });
    const replies = await Promise.all(players.map((p) => t.call(p, 'POST', '/battle-pass/claim', {})));
    const given = replies
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().res.reward[0].vaucher as string);
    expect(given.filter((v) => v === 'Whitelist')).toHaveLength(2);
    expect(given.filter((v) => v !== 'Whitelist').every((v) => v === 'FCFS')).toBe(true);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().err).toMatch(/try again$/);
    }
    const left = (await t.call(players[0]!, 'GET', '/battle-pass/left')).json();
    expect(left[0]).toEqual({ vaucher: 'Whitelist', left: 0 });
    expect(left[1]).toEqual({ vaucher: 'FCFS', left: 1000 - (given.length - 2) });
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
