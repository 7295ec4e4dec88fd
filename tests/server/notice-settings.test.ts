import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET and PUT /api/{userId}/settings/notices', () => {
  it('answers the defaults, keeps what the player sets, and replaces it whole', async () => {
    const p = await t.signIn();
    expect((await t.call(p, 'GET', '/settings/notices')).json()).toEqual({ off: [], system: false });

    // Kinds come back in the kinds' own order, each once.
    const put = await t.call(p, 'PUT', '/settings/notices', {
      off: ['energy', 'market', 'energy'],
      system: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ off: ['market', 'energy'], system: true });
    expect((await t.call(p, 'GET', '/settings/notices')).json()).toEqual({
      off: ['market', 'energy'],
      system: true,
    });

    expect((await t.call(p, 'PUT', '/settings/notices', { off: ['region'], system: false })).statusCode).toBe(
      200,
    );
    expect((await t.call(p, 'GET', '/settings/notices')).json()).toEqual({ off: ['region'], system: false });

    // Another player's settings are their own.
    const q = await t.signIn();
    expect((await t.call(q, 'GET', '/settings/notices')).json()).toEqual({ off: [], system: false });
  });

  it("refuses another player's settings, a signed-out call and a malformed body", async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const read = await t.inject({ method: 'GET', url: `/api/${a.id}/settings/notices`, headers: b.headers });
    expect(read.statusCode).toBe(403);
    const write = await t.inject({
      method: 'PUT',
      url: `/api/${a.id}/settings/notices`,
      headers: { ...b.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ off: ['market'], system: true }),
    });
    expect(write.statusCode).toBe(403);
    expect((await t.call(a, 'GET', '/settings/notices')).json()).toEqual({ off: [], system: false });

    const anonymous = await t.inject({ method: 'GET', url: `/api/${a.id}/settings/notices` });
    expect(anonymous.statusCode).toBe(401);

    const badKind = await t.call(a, 'PUT', '/settings/notices', { off: ['gold'], system: true });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().err).toMatch(/a kind is one of market/);
    expect((await t.call(a, 'PUT', '/settings/notices', { off: [] })).statusCode).toBe(400);
    expect((await t.call(a, 'PUT', '/settings/notices', { off: [], system: 'yes' })).statusCode).toBe(400);
    expect((await t.call(a, 'PUT', '/settings/notices', { off: [], system: true, more: 1 })).statusCode).toBe(
      400,
    );
  });
});
