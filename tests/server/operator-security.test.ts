import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../src/rules/rng.ts';
import { buildApp } from '../../src/server/app.ts';
import { ADMIN_TOKEN, startTestApp, type Reply, type TestApp, type TestPlayer } from './harness.ts';

/** The attacks of issue 27 (points 8, 9 and 11), each refused. */
let t: TestApp;
let boss: TestPlayer;
let player: TestPlayer;
const ORIGIN = 'http://localhost';
/** The production limit of wrong tokens (config.ts), which the harness raises for other tests. */
const FAILURES = { max: 10, timeWindow: 15 * 60_000 };
beforeAll(async () => {
  t = await startTestApp({
    limits: { tokenFailures: FAILURES },
    env: { OPERATOR_DISCORD_IDS: 'dev:boss dev:chief', METRICS_TOKEN: 'metrics-secret' },
  });
  boss = await t.signIn('boss');
  player = await t.signIn('pleb');
});
afterAll(() => t.close());

/** A console session's cookie, opened with the admin token or a player's session. */
async function consoleCookie(how: { token?: string; player?: TestPlayer }): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: how.player ? { authorization: `Bearer ${how.player.token}` } : {},
    payload: how.token === undefined ? {} : { token: how.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

function consoleCall(
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { body?: object; reason?: string; origin?: string | null } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { cookie };
  if (opts.origin !== null) headers.origin = opts.origin ?? ORIGIN;
  if (opts.reason !== undefined) headers['x-operator-reason'] = opts.reason;
  return t.inject({ method, url, headers, ...(opts.body ? { payload: opts.body } : {}) });
}

const tokenCall = (method: 'GET' | 'POST', url: string, body?: object, reason?: string) =>
  t.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(reason !== undefined ? { 'x-operator-reason': reason } : {}),
    },
    ...(body ? { payload: body } : {}),
  });

async function auditRows(): Promise<
  { operator: string; action: string; reason: string; target: string | null }[]
> {
  return (await tokenCall('GET', '/api/admin/audit-log?limit=500')).json().res.rows;
}

const shardsOf = async (p: TestPlayer) => (await t.call(p, 'GET', '/pocket')).json().shards as number;

describe('a console session lives only as long as its operator (point 8)', () => {
  it('ends when the player sessions of its holder are revoked', async () => {
    const chief = await t.signIn('chief');
    const cookie = await consoleCookie({ player: chief });
    expect((await consoleCall(cookie, 'GET', '/api/admin/me')).statusCode).toBe(200);
    const revoked = await tokenCall('POST', `/api/admin/players/${chief.id}/revoke-sessions`, {}, 'test');
    expect(revoked.statusCode).toBe(200);
    const after = await consoleCall(cookie, 'GET', '/api/admin/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ err: 'Your console session has ended: sign in again' });
  });

  it('ends on a process that no longer lists its Discord id, and when the list drops it', async () => {
    const cookie = await consoleCookie({ player: boss });
    // Another process on the same database, whose OPERATOR_DISCORD_IDS does not name boss.
    const other = await buildApp({
      config: { ...t.config, operatorDiscordIds: ['dev:chief'] },
      db: t.db,
      clock: () => t.clock.now,
      rng: seededRng(1),
    });
    try {
      const there = await other.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(there.statusCode).toBe(401);
      const grant = await other.inject({
        method: 'POST',
        url: '/api/admin/grant',
        headers: { cookie, origin: ORIGIN, 'x-operator-reason': 'stolen cookie' },
        payload: { profileId: player.id, shards: 1 },
      });
      expect(grant.statusCode).toBe(401);
    } finally {
      await other.close();
    }
    expect((await consoleCall(cookie, 'GET', '/api/admin/me')).statusCode).toBe(200);
    const listed = t.config.operatorDiscordIds;
    t.config.operatorDiscordIds = ['dev:chief'];
    try {
      expect((await consoleCall(cookie, 'GET', '/api/admin/me')).statusCode).toBe(401);
    } finally {
      t.config.operatorDiscordIds = listed;
    }
  });

  it('ends when the operator token it was opened with is no longer the configured one', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const token = t.config.adminToken;
    t.config.adminToken = 'a-new-admin-token';
    try {
      expect((await consoleCall(cookie, 'GET', '/api/admin/me')).statusCode).toBe(401);
    } finally {
      t.config.adminToken = token;
    }
    expect((await consoleCall(cookie, 'GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('lists the console sessions with their holders, and ends one', async () => {
    const mine = await consoleCookie({ token: ADMIN_TOKEN });
    const theirs = await consoleCookie({ player: boss });
    const list = (await consoleCall(mine, 'GET', '/api/admin/operator-sessions')).json().res as {
      id: string;
      operator: string;
      current: boolean;
    }[];
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.operator).toBe('ada (admin token)');
    const boss1 = list.find((s) => s.operator === 'discord:dev:boss boss' && !s.current)!;
    expect(boss1).toBeDefined();
    // Each of boss's sessions ended in turn: theirs is one of them.
    for (const s of list.filter((x) => x.operator === 'discord:dev:boss boss')) {
      const bare = await consoleCall(mine, 'POST', '/api/admin/operator-sessions/end', {
        body: { id: s.id },
      });
      expect(bare.statusCode).toBe(400);
      const ended = await consoleCall(mine, 'POST', '/api/admin/operator-sessions/end', {
        body: { id: s.id },
        reason: 'left the team',
      });
      expect(ended.statusCode, ended.body).toBe(200);
    }
    expect((await consoleCall(theirs, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await consoleCall(mine, 'GET', '/api/admin/me')).statusCode).toBe(200);
    const rows = await auditRows();
    expect(rows.find((r) => r.action === 'POST /api/admin/operator-sessions/end')).toMatchObject({
      operator: 'ada (admin token)',
      reason: 'left the team',
    });
  });
});

describe('an operator change and its audit row commit together (point 9)', () => {
  it('refuses a reason holding a NUL, 400, and grants nothing', async () => {
    const before = await shardsOf(player);
    const logged = (await auditRows()).length;
    const res = await tokenCall(
      'POST',
      '/api/admin/grant',
      { profileId: player.id, shards: 500 },
      'hidden%00',
    );
    expect(res.statusCode).toBe(400);
    expect(await shardsOf(player)).toBe(before);
    expect((await auditRows()).length).toBe(logged);
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    for (const [url, body] of [
      ['/api/admin/grant', { profileId: player.id, shards: -1 }],
      [`/api/admin/players/${player.id}/revoke-sessions`, {}],
      ['/api/admin/ledger-audit', {}],
    ] as const) {
      const refused = await consoleCall(cookie, 'POST', url, { body, reason: 'x%00y' });
      expect(refused.statusCode, url).toBe(400);
    }
    expect(await shardsOf(player)).toBe(before);
    expect((await t.call(player, 'GET', '/pocket')).statusCode).toBe(200);
  });

  it('refuses a NUL in any body, 400, even on a call that reads no body', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    for (const [url, body] of [
      ['/api/admin/ledger-audit', { note: 'a\u0000b' }],
      [`/api/admin/players/${player.id}/revoke-sessions`, { why: '\u0000' }],
      ['/api/admin/grant', { profileId: `${player.id}\u0000`, shards: 1 }],
      ['/api/admin/golden-rush/remove', { id: 1, x: '\u0000' }],
    ] as const) {
      const res = await consoleCall(cookie, 'POST', url, { body, reason: 'check' });
      expect(res.statusCode, url).toBe(400);
    }
    const health = (await tokenCall('GET', '/api/admin/health')).json().res;
    expect(health.audit.running).toBe(false);
    expect((await t.call(player, 'GET', '/pocket')).statusCode).toBe(200);
  });

  it('refuses a correction whose reason is blank once decoded: spaces, tabs, line breaks', async () => {
    for (const blank of ['%20', '%09', '%0A', '%20%09%0D%0A', '   ']) {
      const res = await tokenCall('POST', '/api/admin/grant', { profileId: player.id, shards: -1 }, blank);
      expect(res.statusCode, blank).toBe(400);
      expect(res.json()).toEqual({ err: 'Give a reason for this change' });
    }
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const res = await consoleCall(cookie, 'POST', '/api/admin/grant', {
      body: { profileId: player.id, shards: 1 },
      reason: '%0A%09',
    });
    expect(res.json()).toEqual({ err: 'Give a reason for this change' });
  });

  it('rolls the change back when its audit row cannot be written', async () => {
    // A trigger stands for any failure of the audit insert (a full disk, a lost connection).
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.reason = 'fail the audit' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$`);
      await tx.execute(
        sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON operator_audit FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
      );
    });
    try {
      const before = await shardsOf(player);
      const grant = await tokenCall(
        'POST',
        '/api/admin/grant',
        { profileId: player.id, shards: 7 },
        'fail the audit',
      );
      expect(grant.statusCode).toBe(500);
      expect(await shardsOf(player)).toBe(before);
      const take = await tokenCall(
        'POST',
        '/api/admin/grant',
        { profileId: player.id, shards: -7 },
        'fail the audit',
      );
      expect(take.statusCode).toBe(500);
      expect(await shardsOf(player)).toBe(before);
      const rush = await tokenCall(
        'POST',
        '/api/admin/golden-rush',
        { startsAt: '2031-01-01T00:00:00Z', endsAt: '2031-01-02T00:00:00Z' },
        'fail the audit',
      );
      expect(rush.statusCode).toBe(500);
      const settings = (await tokenCall('GET', '/api/admin/settings')).json().res;
      expect(settings.goldenRush.map((w: { startsAt: string }) => w.startsAt)).not.toContain(
        '2031-01-01T00:00:00.000Z',
      );
      const revoke = await tokenCall(
        'POST',
        `/api/admin/players/${player.id}/revoke-sessions`,
        {},
        'fail the audit',
      );
      expect(revoke.statusCode).toBe(500);
      expect((await t.call(player, 'GET', '/pocket')).statusCode).toBe(200);
    } finally {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`DROP TRIGGER refuse_audit ON operator_audit`);
        await tx.execute(sql`DROP FUNCTION refuse_audit()`);
      });
    }
  });

  it('writes one audit row for each change, with who and why', async () => {
    const cookie = await consoleCookie({ player: boss });
    const changes: [string, object][] = [
      ['/api/admin/grant', { profileId: player.id, shards: 3 }],
      ['/api/admin/grant', { profileId: player.id, shards: -3 }],
      ['/api/admin/golden-rush', { startsAt: '2032-01-01T00:00:00Z', endsAt: '2032-01-02T00:00:00Z' }],
      ['/api/admin/mint-window', { opensAt: '2032-01-01T00:00:00Z', closesAt: '2032-01-02T00:00:00Z' }],
      ['/api/admin/battle-pass-stock', { vaucher: 'FCFS', left: 900 }],
    ];
    for (const [url, body] of changes) {
      const before = (await auditRows()).length;
      const res = await consoleCall(cookie, 'POST', url, { body, reason: `why ${url}` });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      const rows = await auditRows();
      expect(rows.length, url).toBe(before + 1);
      expect(rows[0]).toMatchObject({
        operator: 'discord:dev:boss boss',
        action: `POST ${url}`,
        reason: `why ${url}`,
      });
    }
  });
});

describe('smaller holes (point 11)', () => {
  it('refuses a console change from another origin (another port of the same host), 403, and without one', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    for (const origin of ['http://localhost:5173', 'http://evil.example', 'null', null]) {
      const res = await consoleCall(cookie, 'POST', '/api/admin/ledger-audit', {
        body: {},
        reason: 'run it',
        origin,
      });
      expect(res.statusCode, String(origin)).toBe(403);
    }
    const health = (await tokenCall('GET', '/api/admin/health')).json().res;
    expect(health.audit.running).toBe(false);
    // A player's cookie signs no one in to the console from another page either.
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { cookie: `warlords_session=${boss.token}`, origin: 'http://localhost:5173' },
      payload: {},
    });
    expect(signIn.statusCode).toBe(403);
  });

  it('requires a reason to run the ledger audit, and logs the run', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const bare = await consoleCall(cookie, 'POST', '/api/admin/ledger-audit', { body: {} });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ err: 'Give a reason for this change' });
    const junk = await consoleCall(cookie, 'POST', '/api/admin/ledger-audit', {
      body: { all: true },
      reason: 'x',
    });
    expect(junk.statusCode).toBe(400);
    const run = await consoleCall(cookie, 'POST', '/api/admin/ledger-audit', {
      body: {},
      reason: 'weekly check',
    });
    expect(run.statusCode).toBe(202);
    expect((await auditRows())[0]).toMatchObject({
      action: 'POST /api/admin/ledger-audit',
      reason: 'weekly check',
    });
    for (let i = 0; i < 200; i++) {
      if (!(await tokenCall('GET', '/api/admin/health')).json().res.audit.running) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  it('limits wrong operator tokens per address on /api/admin/* and /metrics', async () => {
    const guesser = { remoteAddress: '198.51.100.7' };
    for (let i = 0; i < FAILURES.max; i++) {
      const res = await t.inject({
        method: 'GET',
        url: i % 2 ? '/api/admin/me' : '/metrics',
        headers: { authorization: `Bearer guess-${i}` },
        ...guesser,
      });
      expect(res.statusCode).toBe(401);
    }
    for (const [url, token] of [
      ['/api/admin/me', ADMIN_TOKEN],
      ['/metrics', 'metrics-secret'],
    ]) {
      const res = await t.inject({
        method: 'GET',
        url: url!,
        headers: { authorization: `Bearer ${token}` },
        ...guesser,
      });
      expect(res.statusCode, url).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { token: ADMIN_TOKEN },
      ...guesser,
    });
    expect(signIn.statusCode).toBe(429);
    // Another address is not held up; the guesser may try again once the window is over.
    expect((await tokenCall('GET', '/api/admin/me')).statusCode).toBe(200);
    t.clock.advance(FAILURES.timeWindow);
    const later = await t.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      ...guesser,
    });
    expect(later.statusCode).toBe(200);
  });

  it('refuses golden rush and mint dates the database cannot hold, 400', async () => {
    for (const [startsAt, endsAt] of [
      ['0000-01-01T00:00:00Z', '0000-01-02T00:00:00Z'],
      ['0000-01-01T00:00:00Z', '2030-01-02T00:00:00Z'],
      ['2030-01-01T00:00:00Z', '+275760-09-13T00:00:00Z'],
    ]) {
      const res = await tokenCall('POST', '/api/admin/golden-rush', { startsAt, endsAt }, 'far');
      expect(res.statusCode, startsAt).toBe(400);
    }
    const mint = await tokenCall(
      'POST',
      '/api/admin/mint-window',
      { opensAt: '0000-01-01T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' },
      'far',
    );
    expect(mint.statusCode).toBe(400);
  });
});
