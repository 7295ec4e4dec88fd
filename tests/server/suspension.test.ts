import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

/** Issue 27, point 5: suspending a player, and lifting it (the Discord callback: discord.test.ts). */
let t: TestApp;
let cheat: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  cheat = await t.signIn('cheater');
});
afterAll(() => t.close());

const act = (path: 'suspend' | 'unsuspend', reason?: string, id = cheat.id) =>
  t.inject({
    method: 'POST',
    url: `/api/admin/players/${id}/${path}`,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(reason !== undefined ? { 'x-operator-reason': reason } : {}),
    },
  });
const devSignIn = (username: string) =>
  t.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username }, remoteAddress: '10.9.9.9' });

describe('suspending a player', () => {
  it('needs a reason, even with the admin token', async () => {
    for (const reason of [undefined, '%20%0A']) {
      const res = await act('suspend', reason);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ err: 'Give a reason for this change' });
    }
    expect((await t.call(cheat, 'GET', '/pocket')).statusCode).toBe(200);
  });

  it('revokes the sessions, refuses sign-ins with the reason, and is audited; lifting it lets them in', async () => {
    const second = await devSignIn('cheater');
    expect(second.statusCode).toBe(200);
    const res = await act('suspend', 'Duplicated%20crates');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ res: { suspended: true, revoked: 2 } });
    // Reads and writes of every session of theirs are refused.
    expect((await t.call(cheat, 'GET', '/pocket')).statusCode).toBe(401);
    expect((await t.call(cheat, 'POST', '/expedition/send', { region: 1 })).statusCode).toBe(401);
    // Signing in again is refused, with why.
    const again = await devSignIn('cheater');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ err: 'Your account is suspended: Duplicated crates' });
    expect((await act('suspend', 'twice')).statusCode).toBe(409);

    const detail = (await t.admin('GET', `/api/admin/players/${cheat.id}`)).json().res;
    expect(detail).toMatchObject({
      liveSessions: 0,
      suspension: { reason: 'Duplicated crates', operator: 'ada (admin token)' },
    });
    const log = (await t.admin('GET', `/api/admin/audit-log?target=${cheat.id}`)).json().res.rows;
    expect(log[0]).toMatchObject({
      operator: 'ada (admin token)',
      action: 'POST /api/admin/players/:id/suspend',
      reason: 'Duplicated crates',
    });

    expect((await act('unsuspend')).statusCode).toBe(400);
    const lifted = await act('unsuspend', 'Appeal%20accepted');
    expect(lifted.statusCode).toBe(200);
    expect((await act('unsuspend', 'again')).statusCode).toBe(404);
    const back = await devSignIn('cheater');
    expect(back.statusCode).toBe(200);
    expect(back.json().res.user.profileId).toBe(cheat.id);
    const after = (await t.admin('GET', `/api/admin/audit-log?target=${cheat.id}`)).json().res.rows;
    expect(after[0]).toMatchObject({
      action: 'POST /api/admin/players/:id/unsuspend',
      reason: 'Appeal accepted',
    });
  });

  it('answers 404 for no such player', async () => {
    expect((await act('suspend', 'x', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await act('suspend', 'x', 'nope')).statusCode).toBe(404);
  });
});

describe("a player's ledger as CSV (issue 27, point 7)", () => {
  it('holds every row of the query, not only the page on screen, filters applied', async () => {
    const p = await t.signIn('ledgered');
    for (let i = 1; i <= 60; i++) await t.grant(p, { shards: i });
    const all = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}&limit=10000`)).json() as {
      id: number;
      action: string;
      what: string;
      delta: number;
    }[];
    const res = await t.admin('GET', `/api/admin/players/${p.id}/ledger.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,time,action,good,delta,balance after,ref,operator,reason');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(all.map((r) => r.id));
    const granted = await t.admin('GET', `/api/admin/players/${p.id}/ledger.csv?action=granted&what=shards`);
    const rows = granted.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(60);
    expect(rows[0]!.split(',')[4]).toBe('60');
    // Who granted it and why: the admin token's calls say they gave no reason.
    expect(rows[0]!.split(',').slice(7)).toEqual(['ada (admin token)', '(no reason given)']);
    // Past one page of the export (5,000 rows): rows of a test action, written straight in.
    await t.db.transaction((tx) =>
      tx.execute(sql`INSERT INTO ledger (player_id, action, what, delta, balance_after, ref, created_at)
        SELECT ${p.id}::uuid, 'test.bulk', 'xp:rewardXp', 0, 0, 'bulk', now() FROM generate_series(1, 5100)`),
    );
    const bulk = await t.admin('GET', `/api/admin/players/${p.id}/ledger.csv?action=test.bulk`);
    const ids = bulk.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => Number(l.split(',')[0]));
    expect(ids).toHaveLength(5100);
    expect(new Set(ids).size).toBe(5100);
  });
});

describe('the leaderboard without suspended players', () => {
  it('leaves a suspended player off every page, the podium and the count; lifting it puts them back', async () => {
    // A fresh app: the other tests' players, and pages kept a second, do not matter here.
    const b = await startTestApp();
    try {
      const ranked: TestPlayer[] = [];
      for (let i = 0; i < 25; i++) {
        const p = await b.signIn(`ranked${i}`);
        await b.grant(p, { xp: 1000 * (25 - i) });
        ranked.push(p);
      }
      const board = async () => {
        const rows: { place: number; profileId: string }[] = [];
        let total = 0;
        for (let page = 1; page <= 2; page++) {
          // A page is kept a second by its process: read it from the database through a new page number first.
          const res = await b.inject({ method: 'GET', url: `/api/leaderboard/${page}` });
          total = res.json().total;
          rows.push(...res.json().rows);
        }
        return { rows, total };
      };
      const before = await board();
      expect(before.total).toBe(25);
      expect(before.rows.slice(0, 3).map((r) => r.profileId)).toEqual(ranked.slice(0, 3).map((p) => p.id));

      const suspend = (p: TestPlayer, path: string) =>
        b.inject({
          method: 'POST',
          url: `/api/admin/players/${p.id}/${path}`,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-operator-reason': 'Botting' },
        });
      // The first (podium) and the 21st (page 2) are suspended.
      expect((await suspend(ranked[0]!, 'suspend')).statusCode).toBe(200);
      expect((await suspend(ranked[20]!, 'suspend')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      const without = await board();
      expect(without.total).toBe(23);
      const shown = without.rows.map((r) => r.profileId);
      expect(shown).not.toContain(ranked[0]!.id);
      expect(shown).not.toContain(ranked[20]!.id);
      // Places are counted without them: the second is first now, the 22nd is 20th.
      expect(without.rows.map((r) => r.place)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
      expect(without.rows.slice(0, 3).map((r) => r.profileId)).toEqual(
        [ranked[1], ranked[2], ranked[3]].map((p) => p!.id),
      );
      const me = (p: TestPlayer) => b.inject({ method: 'GET', url: `/api/leaderboard/me?profileId=${p.id}` });
      expect((await me(ranked[0]!)).statusCode).toBe(404);
      expect((await me(ranked[21]!)).json().place).toBe(20);

      expect((await suspend(ranked[0]!, 'unsuspend')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      const back = await board();
      expect(back.total).toBe(24);
      expect(back.rows[0]).toMatchObject({ place: 1, profileId: ranked[0]!.id });
      expect((await me(ranked[21]!)).json().place).toBe(21);
    } finally {
      await b.close();
    }
  });
});
