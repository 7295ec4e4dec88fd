import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, BOT_TOKEN, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
let boss: TestPlayer;
let player: TestPlayer;
beforeAll(async () => {
  t = await startTestApp({ env: { OPERATOR_DISCORD_IDS: 'dev:boss, 1234' } });
  boss = await t.signIn('boss');
  player = await t.signIn('pleb');
});
afterAll(() => t.close());

/** Signs in to the console and answers the cookie header of its session. */
async function consoleCookie(how: { token?: string; headers?: Record<string, string> }): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: how.headers ?? {},
    payload: how.token === undefined ? {} : { token: how.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const set = String(res.headers['set-cookie']);
  expect(set).toMatch(
    /^warlords_operator=[\w-]+; Max-Age=43200; Path=\/api\/admin; HttpOnly; SameSite=Strict$/,
  );
  return set.split(';')[0]!;
}

const asOperator = (cookie: string, method: 'GET' | 'POST', url: string, body?: object, reason?: string) =>
  t.inject({
    method,
    url,
    headers: { cookie, ...(reason ? { 'x-operator-reason': encodeURIComponent(reason) } : {}) },
    ...(body ? { payload: body } : {}),
  });

describe('console sign-in', () => {
  it('opens a session with the admin token, kept in an httpOnly cookie', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    expect((await asOperator(cookie, 'GET', '/api/admin/me')).json()).toEqual({
      res: { operator: 'admin token' },
    });
  });

  it("opens one with the player session of a listed Discord id, refuses another player's with 403", async () => {
    const cookie = await consoleCookie({ headers: { authorization: `Bearer ${boss.token}` } });
    expect((await asOperator(cookie, 'GET', '/api/admin/me')).json()).toEqual({
      res: { operator: 'discord:dev:boss boss' },
    });
    const refused = await t.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { authorization: `Bearer ${player.token}` },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ err: 'Operators only' });
    const wrong = await t.inject({ method: 'POST', url: '/api/admin/session', payload: { token: 'nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives a player token and the bot token 403 on every operator call, no token 401', async () => {
    const calls = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD' && r.url !== '/api/admin/session',
    );
    expect(calls.length).toBeGreaterThanOrEqual(15);
    for (const route of calls) {
      const url = route.url.replace(':discordId', '1').replace(':id', player.id);
      const botCall = route.url === '/api/admin/activities' || route.url.includes(':discordId');
      for (const token of [player.token, botCall ? ADMIN_TOKEN : BOT_TOKEN]) {
        const res = await t.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      const none = await t.inject({ method: route.method as 'GET', url });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('player lookup, grant and audit log', () => {
  it('finds a player by name, profile id and Discord id', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    for (const q of ['ple', player.id, player.discordId]) {
      const found = (await asOperator(cookie, 'GET', `/api/admin/players?q=${encodeURIComponent(q)}`)).json()
        .res;
      expect(found.map((p: { id: string }) => p.id)).toEqual([player.id]);
    }
    const one = (await asOperator(cookie, 'GET', `/api/admin/players/${player.id}`)).json().res;
    expect(one).toMatchObject({
      username: 'pleb',
      discordId: player.discordId,
      liveSessions: 1,
      listings: [],
    });
    expect(one.pocket.shards).toBe(5000);
  });

  it('grants only with a reason, through the ledger, and logs who, what and why', async () => {
    const cookie = await consoleCookie({ headers: { authorization: `Bearer ${boss.token}` } });
    const grant = { profileId: player.id, shards: 250 };
    const bare = await asOperator(cookie, 'POST', '/api/admin/grant', grant);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ err: 'Give a reason for this change' });
    const res = await asOperator(
      cookie,
      'POST',
      '/api/admin/grant',
      grant,
      'Refund: crate lost in outage #12',
    );
    expect(res.statusCode).toBe(200);

    const ledger = (
      await asOperator(cookie, 'GET', `/api/admin/players/${player.id}/ledger?what=shards&action=granted`)
    ).json().res;
    expect(
      ledger.rows.map((r: { delta: number; balanceAfter: number }) => [r.delta, r.balanceAfter]),
    ).toEqual([[250, 5250]]);
    expect(ledger.next).toBeNull();

    const log = (await asOperator(cookie, 'GET', `/api/admin/audit-log?target=${player.id}`)).json().res.rows;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      operator: 'discord:dev:boss boss',
      action: 'POST /api/admin/grant',
      target: player.id,
      reason: 'Refund: crate lost in outage #12',
      detail: grant,
    });
  });

  it('pages a ledger with a cursor', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const first = (await asOperator(cookie, 'GET', `/api/admin/players/${player.id}/ledger?limit=2`)).json()
      .res;
    expect(first.rows).toHaveLength(2);
    const second = (
      await asOperator(cookie, 'GET', `/api/admin/players/${player.id}/ledger?limit=2&before=${first.next}`)
    ).json().res;
    expect(second.rows[0].id).toBeLessThan(first.rows[1].id);
  });

  it('revokes every session of a player', async () => {
    const victim = await t.signIn('victim');
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const res = await asOperator(
      cookie,
      'POST',
      `/api/admin/players/${victim.id}/revoke-sessions`,
      {},
      'stolen account',
    );
    expect(res.json()).toEqual({ res: { revoked: 1 } });
    expect((await t.call(victim, 'GET', '/pocket')).statusCode).toBe(401);
  });
});

describe('economy and health', () => {
  it('shows the day’s flows, circulation and players from the ledger', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const eco = (await asOperator(cookie, 'GET', '/api/admin/economy?days=7')).json().res;
    expect(eco.days).toHaveLength(7);
    expect(eco.days[6]).toBe('2026-01-10');
    const granted = eco.flows.find(
      (f: { action: string; what: string }) => f.action === 'granted' && f.what === 'shards',
    );
    expect(granted).toEqual({
      day: '2026-01-10',
      what: 'shards',
      action: 'granted',
      inflow: 250,
      outflow: 0,
    });
    // boss, pleb and victim signed up today, and each wrote ledger rows.
    expect(eco.players[6]).toEqual({ day: '2026-01-10', active: 3, new: 3 });
    expect(eco.circulation[6].shards).toBe(5000 + 5250 + 5000);
  });

  it('answers the anomaly flags (none in this quiet economy)', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const res = await asOperator(cookie, 'GET', '/api/admin/anomalies?days=30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: [] });
  });

  it('runs the ledger audit in the background and shows its result', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const started = await asOperator(cookie, 'POST', '/api/admin/ledger-audit', {});
    expect(started.statusCode).toBe(202);
    let health;
    for (let i = 0; i < 100; i++) {
      health = (await asOperator(cookie, 'GET', '/api/admin/health')).json().res;
      if (!health.audit.running && health.audit.last) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(health.audit.last.differences).toBe(0);
    expect(health.databaseBytes).toBeGreaterThan(1_000_000);
    expect(health.processes).toHaveLength(1);
  });
});
