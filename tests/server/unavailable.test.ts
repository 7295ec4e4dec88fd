import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isUnavailable } from '../../src/server/db/database.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a database that went away (issue 18, finding 1)', () => {
  it('tells a lost connection from a failing query', () => {
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isUnavailable(new Error('x', { cause: { code: '08006' } }))).toBe(true);
    expect(isUnavailable(new DatabaseUnavailable())).toBe(true);
    expect(isUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers a write whose connection dropped 503 with Retry-After, then serves again', async () => {
    const p = await t.signIn();
    const db = t.db;
    const transaction = db.transaction;
    db.transaction = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    try {
      const res = await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ err: 'The game is briefly unavailable, please try again' });
    } finally {
      db.transaction = transaction;
    }
    expect((await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' })).statusCode).toBe(200);
  });
});
