import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../src/rules/rng.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migratedSnapshot, openEmbedded } from '../../src/server/db/database.ts';
import { NOW, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An app on a fresh embedded database whose log lines land in `lines`, with a failing route. */
async function loggedApp(level: string, migrate = true) {
  // Migrated: from the data folder the harness saves once per process (initdb and every migration
  // per app ran past 180 s in a loaded CI); not migrated: a fresh one.
  const db = migrate ? await openEmbedded(undefined, await migratedSnapshot()) : await openEmbedded();
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIR: 'tests/server/no-client' });
  const logger = { level, stream } as unknown as { level: string };
  const app = await buildApp({ config, db, clock: () => NOW, rng: seededRng(1), logger });
  // Outside /api: a route under /api must have its contract entry, and this one is only the test's.
  app.get('/boom', { config: { access: 'public' } }, async () => {
    throw new Error('kaput');
  });
  await app.ready();
  return { app, lines, close: async () => (await app.close(), await db.close()) };
}

describe('health and readiness', () => {
  it('answers /api/health and /api/ready on a migrated database', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
  });

  it('is not ready on a database without the migrations', async () => {
    const s = await loggedApp('silent', false);
    const ready = await s.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().ready).toBe(false);
    await s.close();
  });
});

describe('request ids and logs', () => {
  it("echoes the client's X-Request-Id and puts it into a 500's body and its log line", async () => {
    const s = await loggedApp('info');
    const res = await s.app.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.json()).toEqual({
      err: 'Something went wrong on our side, please try again',
      requestId: 'abc-123',
    });
    const errorLine = s.lines.find((l) => l.msg === 'request failed');
    expect(errorLine?.reqId).toBe('abc-123');
    await s.close();
  });

  it('replaces an unusable request id with a fresh one', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no line per request at the default level, one at debug', async () => {
    const quiet = await loggedApp('info');
    for (let i = 0; i < 3; i++) await quiet.app.inject({ method: 'GET', url: '/api/health' });
    expect(quiet.lines).toEqual([]);
    await quiet.close();
    const loud = await loggedApp('debug');
    await loud.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'r-1' } });
    const requestLines = loud.lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ reqId: 'r-1', method: 'GET', url: '/api/health', status: 200 });
    await loud.close();
  });
});
