/**
 * POST /api/admin/ledger-audit takes nothing: a body or a query is refused before an audit
 * starts, so a refused call never leaves an audit running that changes the database later.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const audit = (url: string, payload?: string, type = 'application/json') =>
  t.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${t.config.adminToken}`,
      ...(payload === undefined ? {} : { 'content-type': type }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

it('refuses a body or a query with 400 and starts no audit', async () => {
  for (const [url, payload, type] of [
    ['/api/admin/ledger-audit', '{"x":1}'],
    ['/api/admin/ledger-audit', '[1]'],
    ['/api/admin/ledger-audit', 'text', 'text/plain'],
    ['/api/admin/ledger-audit?x=1', '{}'],
  ] as const) {
    const res = await audit(url, payload, type);
    expect(res.statusCode, `${url} ${payload}`).toBe(400);
    expect(typeof res.json().err).toBe('string');
  }
  expect((await t.admin('GET', '/api/admin/health')).json().res.audit).toMatchObject({
    running: false,
    last: null,
  });
});

it('starts the audit with no body, or an empty object as the console sends', async () => {
  expect((await audit('/api/admin/ledger-audit', '{}')).statusCode).toBe(202);
  await expect
    .poll(async () => (await t.admin('GET', '/api/admin/health')).json().res.audit.running)
    .toBe(false);
  expect((await audit('/api/admin/ledger-audit')).statusCode).toBe(202);
});
