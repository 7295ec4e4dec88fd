import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { ADMIN_TOKEN, startTestApp, type Reply, type TestApp, type TestPlayer } from './harness.ts';

/** Issue 27, point 6: operator roles, named tokens, a support operator's limit, attribution. */
const VIEWER = 'viewer-secret-for-tests-1';
const SUPPORT = 'support-secret-for-tests-1';
const ADMIN = 'admin-secret-for-tests-01';
let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await startTestApp({
    env: { OPERATOR_TOKENS: `vera:viewer:${VIEWER}, sam:support:${SUPPORT},alice:admin:${ADMIN}` },
  });
  player = await t.signIn('customer');
});
afterAll(() => t.close());

const as = (secret: string, method: 'GET' | 'POST', url: string, body?: object, reason = 'Ticket%2042') =>
  t.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, 'x-operator-reason': reason },
    ...(body ? { payload: body } : {}),
  });
const setRole = (key: string, role: string, grantLimit = 0, by = ADMIN) =>
  as(by, 'POST', '/api/admin/operators/role', { key, role, grantLimit });
const refusedForRole = (res: Reply, role: string, needs: string) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual({ err: `Your role (${role}) may not do this: it needs ${needs}` });
};

describe('operator roles', () => {
  it('names each token, keeps ADMIN_TOKEN as the admin `admin`, and says who and what role on /me', async () => {
    const me = async (secret: string) => (await as(secret, 'GET', '/api/admin/me')).json().res;
    expect(await me(VIEWER)).toEqual({ operator: 'vera token', role: 'viewer', grantLimit: 0 });
    expect(await me(SUPPORT)).toEqual({ operator: 'sam token', role: 'support', grantLimit: 0 });
    expect(await me(ADMIN)).toEqual({ operator: 'alice token', role: 'admin', grantLimit: 0 });
    expect(await me(ADMIN_TOKEN)).toEqual({ operator: 'ada (admin token)', role: 'admin', grantLimit: 0 });
    const list = (await as(VIEWER, 'GET', '/api/admin/operators')).json().res as {
      key: string;
      role: string;
    }[];
    expect(list.map((o) => [o.key, o.role])).toEqual([
      ['token:vera', 'viewer'],
      ['token:sam', 'support'],
      ['token:alice', 'admin'],
      ['token:admin', 'admin'],
    ]);
    expect(JSON.stringify(list)).not.toContain(VIEWER);
  });

  it('lets every role read', async () => {
    for (const secret of [VIEWER, SUPPORT, ADMIN]) {
      for (const url of [
        '/api/admin/players?q=customer',
        `/api/admin/players/${player.id}`,
        '/api/admin/economy?days=7',
        '/api/admin/audit-log',
        '/api/admin/settings',
      ]) {
        expect((await as(secret, 'GET', url)).statusCode, `${url}`).toBe(200);
      }
    }
  });

  it('refuses a viewer every change', async () => {
    const calls: [string, object][] = [
      ['/api/admin/grant', { profileId: player.id, shards: 1 }],
      ['/api/admin/grant', { profileId: player.id, shards: -1 }],
      [`/api/admin/players/${player.id}/suspend`, {}],
      [`/api/admin/players/${player.id}/revoke-sessions`, {}],
      ['/api/admin/golden-rush', { startsAt: '2032-01-01T00:00:00Z', endsAt: '2032-01-02T00:00:00Z' }],
      ['/api/admin/ledger-audit', {}],
      ['/api/admin/operators/role', { key: 'token:sam', role: 'admin' }],
    ];
    for (const [url, body] of calls) {
      const needs = url === '/api/admin/grant' || url.includes('/players/') ? 'support' : 'admin';
      refusedForRole(await as(VIEWER, 'POST', url, body), 'viewer', needs);
    }
    refusedForRole(await as(VIEWER, 'GET', '/api/admin/backup'), 'viewer', 'admin');
  });

  it('lets support grant and correct up to the limit an admin sets, and suspend; not settings or roles', async () => {
    // No limit set: a support operator grants nothing.
    const none = await as(SUPPORT, 'POST', '/api/admin/grant', { profileId: player.id, shards: 1 });
    expect(none.statusCode).toBe(403);
    expect(none.json().err).toBe(
      'Above your limit: you may give or take at most 0 of any one good in a call (this asks for 1); an admin sets the limit',
    );
    // Only an admin sets it, and not their own.
    refusedForRole(await setRole('token:sam', 'support', 500, SUPPORT), 'support', 'admin');
    expect((await setRole('token:alice', 'viewer')).json()).toEqual({
      err: 'You may not change your own role',
    });
    expect((await setRole('token:nobody', 'viewer')).statusCode).toBe(404);
    expect((await setRole('token:sam', 'support', 500)).statusCode).toBe(200);

    const grant = (body: object) =>
      as(SUPPORT, 'POST', '/api/admin/grant', { profileId: player.id, ...body });
    expect((await grant({ shards: 500, TWC: 2, crates: [{ kind: 1, count: 3 }] })).statusCode).toBe(200);
    expect((await grant({ shards: -500 })).statusCode).toBe(200);
    for (const above of [
      { shards: 501 },
      { shards: -501 },
      { xp: 900 },
      { crates: [{ kind: 1, count: 501 }] },
      { traitCards: [{ id: 1, count: 600 }] },
    ]) {
      const res = await grant(above);
      expect(res.statusCode, JSON.stringify(above)).toBe(403);
      expect(res.json().err).toMatch(/^Above your limit: you may give or take at most 500 of any one good/);
    }
    // An admin has no limit.
    expect(
      (await as(ADMIN, 'POST', '/api/admin/grant', { profileId: player.id, shards: 100_000 })).statusCode,
    ).toBe(200);

    const suspended = await as(SUPPORT, 'POST', `/api/admin/players/${player.id}/suspend`, {});
    expect(suspended.statusCode).toBe(200);
    expect((await as(SUPPORT, 'POST', `/api/admin/players/${player.id}/unsuspend`, {})).statusCode).toBe(200);
    player = await t.signIn('customer');

    for (const [url, body] of [
      ['/api/admin/golden-rush', { startsAt: '2032-01-01T00:00:00Z', endsAt: '2032-01-02T00:00:00Z' }],
      ['/api/admin/mint-window', { opensAt: '2032-01-01T00:00:00Z', closesAt: '2032-01-02T00:00:00Z' }],
      ['/api/admin/ledger-audit', {}],
      ['/api/admin/operator-sessions/end', { id: '0'.repeat(64) }],
    ] as const) {
      refusedForRole(await as(SUPPORT, 'POST', url, body), 'support', 'admin');
    }
    refusedForRole(await as(SUPPORT, 'GET', '/api/admin/backup'), 'support', 'admin');
  });

  it('lets an admin do everything', async () => {
    const rush = await as(ADMIN, 'POST', '/api/admin/golden-rush', {
      startsAt: '2032-01-01T00:00:00Z',
      endsAt: '2032-01-02T00:00:00Z',
    });
    expect(rush.statusCode).toBe(200);
    // A backup on the embedded database; PostgreSQL is backed up with its own tools (409).
    expect([200, 409]).toContain((await as(ADMIN, 'GET', '/api/admin/backup')).statusCode);
    expect((await as(ADMIN, 'POST', '/api/admin/ledger-audit', {})).statusCode).toBe(202);
  });

  it('attributes every change to the named operator in the audit log', async () => {
    const rows = (await as(ADMIN, 'GET', '/api/admin/audit-log?limit=500')).json().res.rows as {
      operator: string;
      action: string;
      reason: string;
      detail: unknown;
    }[];
    const grants = rows.filter((r) => r.action === 'POST /api/admin/grant');
    expect(new Set(grants.map((r) => r.operator))).toEqual(new Set(['sam token', 'alice token']));
    expect(grants.every((r) => r.reason === 'Ticket 42')).toBe(true);
    expect(rows.find((r) => r.action === 'POST /api/admin/operators/role')).toMatchObject({
      operator: 'alice token',
      detail: {
        key: 'token:sam',
        role: 'support',
        grantLimit: 500,
        before: { role: 'support', grantLimit: 0 },
      },
    });
    expect(rows.find((r) => r.action === 'POST /api/admin/players/:id/suspend')?.operator).toBe('sam token');
  });

  it("checks the holder's role again on every request of a console session", async () => {
    const res = await t.inject({ method: 'POST', url: '/api/admin/session', payload: { token: SUPPORT } });
    expect(res.json()).toEqual({ res: { operator: 'sam token' } });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const origin = 'http://localhost';
    const grant = () =>
      t.inject({
        method: 'POST',
        url: '/api/admin/grant',
        headers: { cookie, origin, 'x-operator-reason': 'Refund' },
        payload: { profileId: player.id, shards: 5 },
      });
    expect((await grant()).statusCode).toBe(200);
    expect((await setRole('token:sam', 'viewer')).statusCode).toBe(200);
    refusedForRole(await grant(), 'viewer', 'support');
    expect((await setRole('token:sam', 'admin')).statusCode).toBe(200);
    expect((await grant()).statusCode).toBe(200);
  });
});

describe('operator settings', () => {
  it('reads roles of Discord operators (`id=role`, a bare id an admin) and refuses bad tokens', () => {
    const c = loadConfig({ NODE_ENV: 'test', OPERATOR_DISCORD_IDS: '111=support 222, dev:chief=viewer' });
    expect(c.operatorDiscordIds).toEqual(['111', '222', 'dev:chief']);
    expect(c.operatorDiscordRoles).toEqual({ '111': 'support', '222': 'admin', 'dev:chief': 'viewer' });
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_TOKENS: 'bob:root:0123456789abcdef' })).toThrow(
      /name:role:secret/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_TOKENS: 'bob:admin:short' })).toThrow(
      /name:role:secret/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ADMIN_TOKEN: 'x', OPERATOR_TOKENS: 'admin:viewer:0123456789abcdef' }),
    ).toThrow(/ADMIN_TOKEN/);
  });

  it("names who holds ADMIN_TOKEN: required in production, elsewhere the server's user@host", async () => {
    const prod = {
      NODE_ENV: 'production' as const,
      ADMIN_TOKEN: 'x'.repeat(24),
      DISCORD_CLIENT_ID: 'c',
      DISCORD_CLIENT_SECRET: 's',
    };
    expect(() => loadConfig(prod)).toThrow(/ADMIN_TOKEN_NAME: say who holds ADMIN_TOKEN/);
    expect(loadConfig({ ...prod, ADMIN_TOKEN_NAME: 'Ada L' }).adminTokenName).toBe('Ada L');
    expect(() => loadConfig({ ...prod, ADMIN_TOKEN_NAME: 'ada;drop' })).toThrow(/ADMIN_TOKEN_NAME/);
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_TOKEN: 'x' }).adminTokenName).toMatch(/^\S+@\S+$/);
    // A grant with the admin token is attributed to its holder, in the answer and the audit log.
    const app = await startTestApp({ env: { ADMIN_TOKEN_NAME: 'grace' } });
    try {
      const p = await app.signIn('Holder');
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/grant',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-operator-reason': 'welcome' },
        payload: { profileId: p.id, shards: 5 },
      });
      expect(res.statusCode).toBe(200);
      const audit = await app.admin('GET', `/api/admin/audit-log?target=${p.id}`);
      expect(audit.json().res.rows[0].operator).toBe('grace (admin token)');
    } finally {
      await app.close();
    }
  });
});
