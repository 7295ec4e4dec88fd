import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchClock } from '../../src/server/bench/bench-routes.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './harness.ts';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('the bench routes (BENCH_ROUTES=1 only)', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { BENCH_ROUTES: '1' } });
    plain = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
  });

  it('answer the ceilings: a constant, a player by key, a short transaction with its ledger row', async () => {
    const p = await t.signIn();
    expect((await t.inject({ method: 'GET', url: '/api/_bench/constant' })).json()).toEqual({ ok: true });
    const row = (await t.inject({ method: 'GET', url: `/api/_bench/select/${p.id}` })).json();
    expect(row.id).toBe(p.id);
    expect(row.energy).toBeGreaterThan(0);
    expect((await t.inject({ method: 'POST', url: `/api/_bench/tx/${p.id}` })).json()).toEqual({ ok: true });
    expect((await t.inject({ method: 'GET', url: '/api/_bench/select/not-a-uuid' })).statusCode).toBe(400);
  });

  it('move the bench clock on for the operator only, by at most a day', async () => {
    const before = benchClock.offsetMs;
    const move = (advanceMs: unknown, headers = admin) =>
      t.inject({ method: 'POST', url: '/api/_bench/clock', headers, payload: { advanceMs } });
    expect((await move(1000, {} as typeof admin)).statusCode).toBe(401);
    expect((await move(0)).statusCode).toBe(400);
    expect((await move(25 * 3600_000)).statusCode).toBe(400);
    const res = await move(3600_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().res.offsetMs).toBe(before + 3600_000);
    expect(benchClock.now() - Date.now()).toBeGreaterThanOrEqual(3600_000 - 50);
    benchClock.offsetMs = before;
  });

  it('do not exist without BENCH_ROUTES', async () => {
    for (const url of ['/api/_bench/constant', '/api/_bench/clock']) {
      const res = await plain.inject({ method: url.endsWith('clock') ? 'POST' : 'GET', url, headers: admin });
      expect(res.statusCode).toBe(404);
    }
  });
});
