import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
let me: TestPlayer;
let other: TestPlayer;
let client: string;
beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'warlords-client-'));
  mkdirSync(join(client, 'assets'));
  writeFileSync(join(client, 'index.html'), '<!doctype html><title>Warlords</title>');
  writeFileSync(join(client, 'assets', 'app.js'), 'export {};');
  // A low write limit, so that the rate limit can be seen; each test below uses its own player.
  t = await startTestApp({
    env: { CLIENT_DIR: client },
    limits: { writes: { max: 5, timeWindow: 60_000 } },
  });
  me = await t.signIn('Owner');
  other = await t.signIn('Intruder');
});
afterAll(async () => {
  await t.close();
  rmSync(client, { recursive: true, force: true });
});

/** Every game call, read off the server's own route table. */
const gameCalls = () =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/:userId/') && r.method !== 'HEAD');
const operatorCalls = () =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');
const url = (route: { url: string }, id: string) => route.url.replace(':userId', id);

describe('game calls', () => {
  it('are all in the route table', () => {
    const calls = gameCalls().map((r) => `${r.method} ${r.url}`);
    expect(calls.length).toBeGreaterThanOrEqual(21);
    expect(calls).toContain('POST /api/:userId/traits/upgrade');
    expect(calls).toContain('GET /api/:userId/battle-pass/left');
  });

  it('answer 401 without a token', async () => {
    for (const route of gameCalls()) {
      const res = await t.inject({ method: route.method as 'GET', url: url(route, me.id), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().err, route.url).toMatch(/sign in/i);
    }
  });

  it('answer 401 with a bad token', async () => {
    for (const route of gameCalls()) {
      const res = await t.inject({
        method: route.method as 'GET',
        url: url(route, me.id),
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answer 403 with another player's token", async () => {
    for (const route of gameCalls()) {
      const res = await t.inject({
        method: route.method as 'GET',
        url: url(route, me.id),
        headers: other.headers,
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ err: 'That is not your Warlord' });
    }
  });

  it('answer 401 when the Discord id header is not the token owner', async () => {
    const res = await t.call(me, 'GET', '/pocket', undefined, { 'x-discord-id': other.discordId });
    expect(res.statusCode).toBe(401);
  });

  it('answer 401 once the session is revoked', async () => {
    const p = await t.signIn();
    await t.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: `warlords_session=${p.token}` },
    });
    const res = await t.call(p, 'GET', '/pocket');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ err: 'Your session has ended, please sign in again' });
  });
});

describe('operator calls', () => {
  it('refuse no token and a wrong token with 401, a player token with 403', async () => {
    expect(operatorCalls().length).toBeGreaterThanOrEqual(7);
    for (const route of operatorCalls()) {
      if (route.url === '/api/admin/session') continue; // the console's sign-in: tests/server/console.test.ts
      for (const [headers, status] of [
        [me.headers, 403],
        [{}, 401],
        [{ authorization: 'Bearer wrong' }, 401],
      ] as const) {
        const res = await t.inject({ method: route.method as 'GET', url: route.url, headers, payload: {} });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(status);
        expect(res.json()).toEqual({
          err: status === 401 ? 'Operator token missing or wrong' : 'Operators only',
        });
      }
    }
  });

  it('keep the bot token and the admin token apart (403)', async () => {
    const grant = await t.inject({
      method: 'POST',
      url: '/api/admin/grant',
      headers: { authorization: 'Bearer bot-token-for-tests' },
      payload: { profileId: me.id, shards: 1 },
    });
    expect(grant.statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After past 5 writes a minute (this app’s limit) per player', async () => {
    const p = await t.signInPlain();
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await t.call(p, 'POST', '/traits/apply', { traitId: 1 }));
    expect(replies.slice(0, 5).map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(replies[5]!.statusCode).toBe(429);
    expect(replies[5]!.json().err).toMatch(/^Too many requests, try again in \d+ s$/);
    expect(Number(replies[5]!.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await t.signInPlain();
    expect((await t.call(someoneElse, 'POST', '/traits/apply', { traitId: 2 })).statusCode).toBe(200);
  });

  it('let exactly 5 of a burst sent at once through (each counted as it arrived)', async () => {
    const p = await t.signIn();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => t.call(p, 'POST', '/traits/apply', { traitId: 1 })),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(statuses.filter((s) => s === 404)).toHaveLength(5);
  });

  it('count per player, not per session: four sessions of one player share 5 writes', async () => {
    const first = await t.signIn('Hydra');
    const sessions = [first, await t.signIn('Hydra'), await t.signIn('Hydra'), await t.signIn('Hydra')];
    expect(new Set(sessions.map((s) => s.id))).toEqual(new Set([first.id]));
    expect(new Set(sessions.map((s) => s.token)).size).toBe(4);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.call(sessions[i % 4]!, 'POST', '/traits/apply', { traitId: 1 })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('count a burst from four sessions of one player as one player (exactly 5 through)', async () => {
    const name = 'Swarm';
    const sessions = [await t.signIn(name), await t.signIn(name), await t.signIn(name), await t.signIn(name)];
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) => t.call(sessions[i % 4]!, 'POST', '/crates/open', { crateId: 9 })),
    );
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(11);
  });

  it("let a token of no live session spend no player's writes", async () => {
    const p = await t.signIn();
    const forged = { ...p, headers: { ...p.headers, authorization: 'Bearer forged-token' } };
    const refused = [];
    for (let i = 0; i < 8; i++)
      refused.push((await t.call(forged, 'POST', '/traits/apply', { traitId: 1 })).statusCode);
    expect(refused).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const own = [];
    for (let i = 0; i < 5; i++)
      own.push((await t.call(p, 'POST', '/traits/apply', { traitId: 1 })).statusCode);
    expect(own).toEqual([404, 404, 404, 404, 404]);
  });
});

describe('whatever a client sends', () => {
  it('never gets a 5xx from a game call', async () => {
    const junk = [null, [], 'text', { traitId: 1e300 }, { region: -1, extra: true }, { itemId: '1' }];
    for (const route of gameCalls()) {
      for (const payload of junk) {
        const p = await t.signIn(`junk${Math.floor(Math.random() * 1e9)}`);
        const res = await t.inject({
          method: route.method as 'GET',
          url: `${url(route, p.id)}?x=%E0%A4%A`,
          headers: { ...p.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(res.json().err ?? '', route.url).not.toMatch(/select|insert|update|stack/i);
      }
    }
  });
});

describe('the client', () => {
  it('is served with a fallback to index.html for its pages', async () => {
    const page = await t.inject({ method: 'GET', url: '/expedition' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Warlords</title>');
    const asset = await t.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export {};');
  });

  it('leaves unknown /api paths a JSON 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ err: 'No such call: GET /api/unknown/thing' });
  });
});
