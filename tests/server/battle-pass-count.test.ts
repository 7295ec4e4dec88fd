import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { StockRaced, takeVouchers } from '../../src/server/game/events.ts';
import { voucherStockLeft } from '../../src/server/game/world.ts';
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

const claim = (p: TestPlayer, body?: unknown, headers?: Record<string, string>) =>
  t.call(p, 'POST', '/battle-pass/claim', body, headers);

/** The player's ledger rows of battle pass claims, oldest first, as `[what, delta, balanceAfter, ref]`. */
async function claimRows(p: TestPlayer) {
  const rows = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json() as {
    action: string;
    what: string;
    delta: number;
    balanceAfter: number;
    ref: string;
  }[];
  return rows
    .filter((r) => r.action === 'battlePass.claimed')
    .reverse()
    .map((r) => [r.what, r.delta, r.balanceAfter, r.ref]);
}

const claimedLevel = async (p: TestPlayer) =>
  (await t.call(p, 'GET', '/missions')).json().battlePassLevelClaimed as number;

describe('POST /battle-pass/claim with a count', () => {
  it('claims one level with {} and with no body, as before', async () => {
    const p = await t.signIn();
    await t.grant(p, { xp: 3000 });
    const res = await claim(p, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().res.reward).toEqual([{ kind: 'items', itemId: 780, amount: 1 }]);
    expect(res.json().res.levels).toEqual([1, 1]);
    expect(res.json().res.missions.battlePassLevelClaimed).toBe(1);
    const bare = await claim(p);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().res.reward).toEqual([{ kind: 'energy', amount: 10 }]);
    expect(bare.json().res.levels).toEqual([2, 2]);
    expect(await claimedLevel(p)).toBe(2);
  });

  it('claims 12 levels in one transaction: pocket, missions, the stock and the ledger agree', async () => {
    const p = await t.signIn();
    await t.grant(p, { xp: 12_000 });
    const before = (await t.call(p, 'GET', '/pocket')).json();
    const transactions = vi.spyOn(t.db, 'transaction');
    const res = await claim(p, { count: 12 }, { 'idempotency-key': 'twelve' });
    expect(transactions).toHaveBeenCalledTimes(1);
    transactions.mockRestore();
    expect(res.statusCode).toBe(200);
    const { pocket, missions, reward, levels } = res.json().res;
    expect(levels).toEqual([1, 12]);
    expect(reward).toEqual([
      { kind: 'items', itemId: 780, amount: 1 },
      { kind: 'energy', amount: 10 },
      { kind: 'crate', crateKind: 0, amount: 1 },
      { kind: 'items', itemId: 780, amount: 1 },
      { kind: 'energy', amount: 20 },
      { kind: 'crate', crateKind: 0, amount: 1 },
      { kind: 'items', itemId: 780, amount: 1 },
      { kind: 'energy', amount: 20 },
      { kind: 'crate', crateKind: 0, amount: 1 },
      { kind: 'voucher', vaucher: 'Whitelist', amount: 1 },
      { kind: 'energy', amount: 30 },
      { kind: 'crate', crateKind: 1, amount: 1 },
    ]);
    expect(missions.battlePassLevelClaimed).toBe(12);
    expect(pocket.energy).toBe(before.energy + 80);
    expect(pocket.ownedVauchers.Whitelist).toBe(1);
    expect(pocket.ownedCrates).toEqual([
      { kind: 0, count: 4 },
      { kind: 1, count: 1 },
    ]);
    expect(pocket.ownedItems.find((i: { id: number }) => i.id === 780).usagesLeft).toBe(12);
    // Every grant in the ledger, under the one write's reference.
    expect(await claimRows(p)).toEqual(
      expect.arrayContaining([
        ['crate:0', 3, 4, 'twelve'],
        ['crate:1', 1, 1, 'twelve'],
        ['energy', 80, before.energy + 80, 'twelve'],
        ['item:780:level', 1, 1, 'twelve'],
        ['item:780:usages', 12, 12, 'twelve'],
        ['voucher:Whitelist', 1, 1, 'twelve'],
      ]),
    );
    expect(await claimRows(p)).toHaveLength(6);
    expect((await t.call(p, 'GET', '/battle-pass/left')).json()[0]).toEqual({
      vaucher: 'Whitelist',
      left: 499,
    });
    // The same key again: the first answer, nothing granted twice; another count under it: 422.
    const again = await claim(p, { count: 12 }, { 'idempotency-key': 'twelve' });
    expect(again.json()).toEqual(res.json());
    expect(await claimRows(p)).toHaveLength(6);
    expect((await claim(p, { count: 3 }, { 'idempotency-key': 'twelve' })).statusCode).toBe(422);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('claims the levels reached when the count asks for more, and refuses once none is', async () => {
    const p = await t.signIn();
    await t.grant(p, { xp: 4000 });
    const res = await claim(p, { count: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json().res.levels).toEqual([1, 4]);
    expect(res.json().res.reward).toHaveLength(4);
    const none = await claim(p, { count: 50 });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ err: 'Level 5 is not reached yet: 40 of 50 medals' });
    expect(await claimedLevel(p)).toBe(4);
  });

  it('refuses a count that is not a whole number from 1 to 50 with a 400', async () => {
    const p = await t.signIn();
    await t.grant(p, { xp: 3000 });
    for (const count of [0, 51, 2.5, -1, '3', null]) {
      const res = await claim(p, { count });
      expect([count, res.statusCode, res.json()]).toEqual([
        count,
        400,
        { err: 'count: Claim 1 to 50 levels' },
      ]);
    }
    expect(await claimedLevel(p)).toBe(0);
  });
});

describe('battle pass claims at once', () => {
  it('grants 5 reached levels once to 20 claims of 5 sent together', async () => {
    const p = await t.signIn();
    await t.grant(p, { xp: 5000 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p, { count: 5 })));
    expect(statuses(replies)).toEqual({ 200: 1, 409: 19 });
    const won = replies.find((r) => r.statusCode === 200)!.json().res;
    expect(won.levels).toEqual([1, 5]);
    expect(await claimedLevel(p)).toBe(5);
    const pocket = (await t.call(p, 'GET', '/pocket')).json();
    expect(pocket.ownedCrates).toEqual([{ kind: 0, count: 2 }]);
    expect(pocket.ownedItems.find((i: { id: number }) => i.id === 780).usagesLeft).toBe(8);
  });

  it('splits 5 reached levels between two claims of 3 sent together, each level once', async () => {
    const p = await t.signIn();
    await t.grant(p, { xp: 5000 });
    const replies = await Promise.all([claim(p, { count: 3 }), claim(p, { count: 3 })]);
    expect(statuses(replies)).toEqual({ 200: 2 });
    const levels = replies.map((r) => r.json().res.levels as [number, number]).sort((a, b) => a[0] - b[0]);
    expect(levels).toEqual([
      [1, 3],
      [4, 5],
    ]);
    expect(replies.flatMap((r) => r.json().res.reward)).toHaveLength(5);
    expect(await claimedLevel(p)).toBe(5);
  });

  it('never hands out more Whitelist vouchers than the stock holds to claims of levels 9 to 11', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => t.signIn()));
    for (const p of players) {
      await t.grant(p, { xp: 11_000 });
      expect((await claim(p, { count: 8 })).json().res.levels).toEqual([1, 8]);
    }
    await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'Whitelist', left: 2 });
    const fcfsBefore = (await t.call(players[0]!, 'GET', '/battle-pass/left')).json()[1].left as number;
    const replies = await Promise.all(players.map((p) => claim(p, { count: 3 })));
    const granted = replies.filter((r) => r.statusCode === 200).map((r) => r.json().res);
    for (const res of granted) expect(res.levels).toEqual([9, 11]);
    const given = granted.map((res) => res.reward[1].vaucher as string);
    expect(given.filter((v) => v === 'Whitelist')).toHaveLength(2);
    expect(given.filter((v) => v !== 'Whitelist').every((v) => v === 'FCFS')).toBe(true);
    // A claim refused (the stock raced past its retries) granted none of its three levels.
    for (const [i, r] of replies.entries()) {
      if (r.statusCode === 200) continue;
      expect(r.statusCode).toBe(409);
      expect(r.json().err).toMatch(/try again$/);
      expect(await claimedLevel(players[i]!)).toBe(8);
    }
    const left = (await t.call(players[0]!, 'GET', '/battle-pass/left')).json();
    expect(left[0]).toEqual({ vaucher: 'Whitelist', left: 0 });
    expect(left[1]).toEqual({ vaucher: 'FCFS', left: fcfsBefore - (given.length - 2) });
    expect(await auditLedger(t.db)).toEqual([]);
  });
});

describe('the stock taken for a claim', () => {
  const used = { type: 'voucher.stock.used', voucher: 'FCFS' } as const;
  const fcfsLeft = async () =>
    (await t.db.read((d) => voucherStockLeft(d))).find((s) => s.voucher === 'FCFS')!.left;

  it('takes one per voucher used, two in one action included, or none of them when the stock is short', async () => {
    await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'FCFS', left: 5 });
    await t.db.transaction((tx) => takeVouchers(tx, [used, used]));
    expect(await fcfsLeft()).toBe(3);
    await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'FCFS', left: 1 });
    await expect(t.db.transaction((tx) => takeVouchers(tx, [used, used]))).rejects.toThrow(StockRaced);
    expect(await fcfsLeft()).toBe(1);
  });
});
