/**
 * Access, beyond tests/server/access.test.ts: the whole authorization matrix (every call x no
 * token, expired, revoked, another player's, the operator's and the bot's token), OAuth state and
 * PKCE misuse, session cookie flags, rate limits on every write, tokens never in the logs, and a
 * client bundle without secrets or server code.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, startDiscord } from '../server/discord-stand-in.ts';
import { STATE_COOKIE } from '../../src/server/routes/auth/discord.ts';
import { startTestApp, type Reply, type TestApp, type TestPlayer } from '../server/harness.ts';
import { ADMIN_TOKEN, BOT_TOKEN, httpClient, newFigures, printFigures, startServer } from './support.ts';

const f = newFigures();
let t: TestApp;
let me: TestPlayer;
let other: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  me = await t.signIn('MatrixOwner');
  other = await t.signIn('MatrixOther');
});
afterAll(async () => {
  printFigures('access', f);
  await t.close();
});

const routes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
const gameCalls = () => routes().filter((r) => r.url.startsWith('/api/:userId/'));
const operatorCalls = () => routes().filter((r) => r.url.startsWith('/api/admin/'));
const fill = (url: string, id: string) =>
  url.replace(':userId', id).replace(':discordId', me.discordId).replace(':page', '1');
async function send(route: { method: string; url: string }, id: string, headers: Record<string, string>) {
  f.requests++;
  return t.inject({ method: route.method as 'GET', url: fill(route.url, id), headers, payload: {} });
}

describe('the authorization matrix', () => {
  it("answers every game call 401 with no token, a revoked token, the operator's or the bot's", async () => {
    const revoked = await t.signIn('MatrixRevoked');
    await t.inject({ method: 'DELETE', url: '/api/_auth/session', headers: revoked.headers });
    const cases: [string, Record<string, string>][] = [
      ['no token', {}],
      ['revoked', revoked.headers],
      ['operator', { authorization: `Bearer ${t.config.adminToken}` }],
      ['bot', { authorization: `Bearer ${t.config.botToken}` }],
      ['malformed', { authorization: 'Bearer' }],
      ['basic', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ];
    for (const route of gameCalls()) {
      for (const [name, headers] of cases) {
        const res = await send(route, name === 'revoked' ? revoked.id : me.id, headers);
        expect(res.statusCode, `${name} ${route.method} ${route.url}`).toBe(401);
        expect(typeof res.json().err).toBe('string');
      }
    }
  });

  it("answers every game call 403 with another player's token or on another player's path", async () => {
    for (const route of gameCalls()) {
      expect((await send(route, me.id, other.headers)).statusCode, route.url).toBe(403);
      const unknown = await send(route, '00000000-0000-4000-8000-000000000000', me.headers);
      expect(unknown.statusCode, route.url).toBe(403);
    }
  });

  it('answers every operator call 403 with a player token, and with the other service token', async () => {
    const botOnly = new Set(['/api/admin/activities', '/api/admin/players/by-discord/:discordId/missions']);
    for (const route of operatorCalls()) {
      if (route.url === '/api/admin/session') continue; // the console's sign-in (tests/server/console.test.ts)
      expect((await send(route, me.id, me.headers)).statusCode, route.url).toBe(403);
      const wrong = botOnly.has(route.url) ? t.config.adminToken : t.config.botToken;
      const res = await send(route, me.id, { authorization: `Bearer ${wrong}` });
      expect(res.statusCode, `other operator token ${route.url}`).toBe(403);
    }
  });

  it('answers every game call 401 once the token is 30 days old', async () => {
    const old = await t.signIn('MatrixOld');
    t.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    try {
      for (const route of gameCalls()) {
        expect((await send(route, old.id, old.headers)).statusCode, route.url).toBe(401);
      }
    } finally {
      t.clock.advance(-(30 * 24 * 3600 * 1000 + 1000));
    }
    f.matrixCalls = gameCalls().length + operatorCalls().length;
  });
});

describe('session cookie', () => {
  const cookieOf = (res: Reply) => String(res.headers['set-cookie']);
  it('is httpOnly and SameSite=Lax, not Secure outside production', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username: 'Cookie' } });
    expect(cookieOf(res)).toMatch(
      /^warlords_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('is Secure in production', async () => {
    const prod = await startTestApp({ env: { NODE_ENV: 'production', ALLOW_DEV_LOGIN: '1' } });
    try {
      const res = await prod.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username: 'Prod' } });
      expect(cookieOf(res)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      const out = await prod.inject({ method: 'DELETE', url: '/api/_auth/session' });
      expect(cookieOf(out)).toMatch(
        /^warlords_session=; Max-Age=0; Path=\/; .*HttpOnly; Secure; SameSite=Lax$/,
      );
    } finally {
      await prod.close();
    }
  });
});

describe('Discord sign-in misuse', () => {
  let d: TestApp;
  let discord: Awaited<ReturnType<typeof startDiscord>>;
  beforeAll(async () => {
    discord = await startDiscord();
    d = await startTestApp({
      env: {
        DISCORD_CLIENT_ID: CLIENT_ID,
        DISCORD_CLIENT_SECRET: CLIENT_SECRET,
        DISCORD_API_BASE: discord.base,
      },
    });
  });
  afterAll(async () => {
    await d.close();
    await discord.app.close();
  });
  /** Starts a sign-in and follows Discord's approval: the callback's code and state. */
  async function approved() {
    const start = await d.inject({ method: 'GET', url: '/api/_auth/discord' });
    const approval = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(approval.headers.get('location')!);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }
  /** The callback in the browser that started the sign-in of `browserState` (its state cookie). */
  const callback = (q: Record<string, string>, browserState = q.state) =>
    d.inject({
      method: 'GET',
      url: `/api/_auth/discord/callback?${new URLSearchParams(q)}`,
      headers: browserState ? { cookie: `${STATE_COOKIE}=${browserState}` } : {},
    });
  const refused = (res: Reply, reason: string) => {
    f.requests++;
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/auth?error=${reason}`);
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('warlords_session=');
  };

  it("refuses one sign-in's code with another's state (the PKCE verifier does not match)", async () => {
    const a = await approved();
    const b = await approved();
    refused(await callback({ code: b.code, state: a.state }), 'code_refused');
    // A state is single-use: the misuse spent a's, so a's own code cannot use it any more.
    refused(await callback({ code: a.code, state: a.state }), 'state');
  });

  it('refuses a forged state without asking Discord, and a state older than ten minutes', async () => {
    const before = discord.tokenCalls;
    const a = await approved();
    refused(await callback({ code: a.code, state: 'forged-state-that-was-never-issued' }), 'state');
    // A state that was issued, but to another browser (login CSRF).
    refused(await callback(a, 'the-state-of-another-sign-in'), 'state');
    refused(await callback({ code: a.code }), 'state');
    expect(discord.tokenCalls).toBe(before);
    const late = await approved();
    d.clock.advance(10 * 60 * 1000 + 1000);
    refused(await callback(late), 'state');
    expect(discord.tokenCalls).toBe(before);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After on every write past the limit, also for a burst at once', async () => {
    const limited = await startTestApp({ limits: { writes: { max: 5, timeWindow: 60_000 } } });
    try {
      const writes = limited.app.routeTable.filter(
        (r) => r.url.startsWith('/api/:userId/') && r.method === 'POST',
      );
      for (const route of writes) {
        const p = await limited.signIn();
        const url = route.url.replace(':userId', p.id);
        const burst = await Promise.all(
          Array.from({ length: 30 }, () =>
            limited.inject({ method: 'POST', url, headers: p.headers, payload: {} }),
          ),
        );
        f.requests += 30;
        const limitedReplies = burst.filter((r) => r.statusCode === 429);
        expect(limitedReplies, route.url).toHaveLength(25);
        for (const r of limitedReplies) {
          expect(Number(r.headers['retry-after']), route.url).toBeGreaterThan(0);
          expect(r.json().err).toMatch(/^Too many requests, try again in \d+ s$/);
        }
      }
      f.rateLimitedCalls = writes.length;
    } finally {
      await limited.close();
    }
  });
});

describe('secrets', () => {
  it('never writes a token to the log, even at trace level', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warlords-logs-'));
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'trace' });
    try {
      const c = httpClient(server.url, f);
      const p = await c.signIn('Logged');
      await c.call(p, 'GET', '/pocket');
      await c.call(p, 'POST', '/crates/gumball', {}, { 'idempotency-key': 'log-key' });
      await c.send('GET', '/api/_auth/session', undefined, { cookie: `warlords_session=${p.token}` });
      await c.admin('POST', '/api/admin/grant', { profileId: p.id, shards: 1 });
      await c.admin('POST', '/api/admin/activities', {
        discordId: p.discordId,
        type: 1,
        externalId: 'log-1',
      });
      await c.send('GET', `/api/${p.id}/pocket`, undefined, { authorization: `Bearer ${p.token}x` });
      await c.send('DELETE', '/api/_auth/session', undefined, { authorization: `Bearer ${p.token}` });
      const log = server.output();
      expect(log).toContain('"msg":"request"'); // a line per request at debug and below (docs/operators.md)
      for (const secret of [p.token, ADMIN_TOKEN, BOT_TOKEN]) expect(log).not.toContain(secret);
    } finally {
      await server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A build of the client, which no database touches: the run without DATABASE_URL makes it, and the
  // PostgreSQL pass (the same sources) does not build it a second time.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'keeps every secret of the build environment and all server code out of the client bundle',
    () => {
      const out = mkdtempSync(join(tmpdir(), 'warlords-bundle-'));
      const secrets = {
        ADMIN_TOKEN: 'bundle-admin-secret-5521',
        BOT_TOKEN: 'bundle-bot-secret-7731',
        DISCORD_CLIENT_SECRET: 'bundle-discord-secret-9913',
        DATABASE_URL: 'postgres://bundle-user:bundle-pass-4410@127.0.0.1/x',
      };
      try {
        const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
          env: { ...process.env, ...secrets },
          encoding: 'utf8',
        });
        expect(build.status, build.stderr).toBe(0);
        const files: string[] = [];
        const walk = (dir: string) => {
          for (const name of readdirSync(dir)) {
            const path = join(dir, name);
            if (statSync(path).isDirectory()) walk(path);
            else if (/\.(js|html|css|json|map)$/.test(name)) files.push(path);
          }
        };
        walk(out);
        expect(files.length).toBeGreaterThan(3);
        // Words only server code has: its SQL, its driver, its auth and its settings.
        const serverCode = [
          'FOR UPDATE',
          'drizzle',
          'pglite',
          'fastify',
          'sameSecret',
          'Operator token missing',
          'DATABASE_URL',
          'bundle-pass-4410',
        ];
        for (const file of files) {
          const text = readFileSync(file, 'utf8');
          for (const secret of Object.values(secrets)) expect(text, file).not.toContain(secret);
          for (const word of serverCode) expect(text.includes(word), `${word} in ${file}`).toBe(false);
        }
        f.bundleFilesScanned = files.length;
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  );
});
