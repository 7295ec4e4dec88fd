import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ENDPOINTS, game } from '../../src/contract/index.ts';
import { attachEndpoint, checkAnswers } from '../../src/server/contract-route.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  // The bench's routes too: every route the server can register.
  t = await startTestApp({ env: { BENCH_ROUTES: '1' } });
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);

describe('the contract', () => {
  it('has an entry for every route under /api, and a route for every entry', () => {
    const registered = new Set(apiRoutes());
    const declared = new Set(
      Object.values(ENDPOINTS)
        .flat()
        .map((e) => `${e.method} ${e.path}`),
    );
    expect([...registered].filter((r) => !declared.has(r))).toEqual([]);
    expect([...declared].filter((r) => !registered.has(r))).toEqual([]);
  });

  it('refuses to start a route it has no entry for', () => {
    expect(() =>
      attachEndpoint({ method: 'GET', url: '/api/:userId/nowhere', handler: async () => ({}) }, true),
    ).toThrow('GET /api/:userId/nowhere has no entry in src/contract');
  });

  it('answers 500 in place of an answer that breaks its schema, naming what differs', async () => {
    const app = Fastify();
    checkAnswers(app);
    app.get('/api/:userId/pocket', { config: { endpoint: game.pocket } }, async () => ({ shards: 'many' }));
    const res = await app.inject({ method: 'GET', url: '/api/x/pocket' });
    expect(res.statusCode).toBe(500);
    expect(res.json().err).toMatch(/^GET \/api\/:userId\/pocket 200 does not match the contract: .*shards/s);
    await app.close();
  });
});
