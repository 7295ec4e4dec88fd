import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

const METRICS_TOKEN = 'metrics-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

const scrape = () =>
  t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

/** The value of one series of the scrape, or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, and the game counters', async () => {
    // The counters are the process's (one registry, as a scrape sees it): what this case adds is
    // the difference from a scrape before it, whichever test file ran before in this process.
    const before = (await scrape()).body;
    const added = (text: string, series: string) => (value(text, series) ?? 0) - (value(before, series) ?? 0);
    for (let i = 0; i < 3; i++) await t.inject({ method: 'GET', url: '/api/health' });
    await t.inject({ method: 'GET', url: '/api/no-such-call' });
    const p = await t.signIn();
    await t.call(p, 'GET', '/pocket');
    await t.call(p, 'GET', '/pocket');
    const open = await t.call(p, 'POST', '/crates/open', { crateId: 0 }, { 'idempotency-key': 'open-1' });
    expect(open.statusCode).toBe(200);
    await t.call(p, 'POST', '/crates/open', { crateId: 0 }, { 'idempotency-key': 'open-1' });
    expect((await t.call(p, 'POST', '/expedition/send', { region: 1 })).statusCode).toBe(200);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(added(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(added(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(added(text, 'http_requests_total{method="GET",route="/api/:userId/pocket",status="200"}')).toBe(2);
    expect(
      added(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBe(3);
    expect(added(text, 'warlords_crates_opened_total')).toBe(1);
    expect(added(text, 'warlords_idempotent_replays_total')).toBe(1);
    expect(added(text, 'warlords_expeditions_sent_total')).toBe(1);
    expect(added(text, 'warlords_market_sales_total')).toBe(0);
    expect(added(text, 'warlords_ledger_rows_total{action="crate.opened"}')).toBeGreaterThanOrEqual(2);
    expect(value(text, 'warlords_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(added(text, 'warlords_transaction_retries_total')).toBe(0);
    expect(added(text, 'warlords_rate_limit_refusals_total')).toBe(0);
  });

  it('refuses a scrape without the token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: 'Bearer admin-token-for-tests' },
    ]) {
      expect((await t.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(401);
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const off = await startTestApp();
    const res = await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(res.statusCode).toBe(404);
    await off.close();
  });
});

describe('rate-limit refusals', () => {
  it('are counted', async () => {
    const limited = await startTestApp({
      env: { METRICS_TOKEN },
      limits: { writes: { max: 1, timeWindow: 60_000 } },
    });
    const p = await limited.signIn();
    const before = value(
      (
        await limited.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body,
      'warlords_rate_limit_refusals_total',
    )!;
    for (let i = 0; i < 3; i++) await limited.call(p, 'POST', '/traits/apply', { traitId: 1 });
    const after = value(
      (
        await limited.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body,
      'warlords_rate_limit_refusals_total',
    );
    expect(after! - before).toBe(2);
    await limited.close();
  });
});
