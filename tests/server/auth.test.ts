import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ limits: { signIn: { max: 8, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok with the engine, the version and the ways to sign in', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      db: process.env.DATABASE_URL ? 'postgres' : 'embedded',
      version: t.config.version,
      signIn: {
        discord: Boolean(t.config.discord.clientId && t.config.discord.clientSecret),
        dev: t.config.devLogin,
      },
    });
  });
});

describe('development sign-in', () => {
  it('creates a player, sets an httpOnly session cookie and answers the user', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username: 'Aria' } });
    expect(res.statusCode).toBe(200);
    const { user } = res.json().res;
    expect(user).toMatchObject({ discordId: 'dev:aria', username: 'Aria', avatar: null });
    expect(user.profileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.token.length).toBeGreaterThanOrEqual(40);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`warlords_session=${user.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('reuses the player of the same name', async () => {
    const a = await t.signIn('Borin');
    const b = await t.signIn('borin');
    expect(b.id).toBe(a.id);
    expect(b.token).not.toBe(a.token);
  });

  it('gives a name past Latin-1 an id a browser can send in a header, and its calls work', async () => {
    // A review's "Ярослав" signed in, then every call failed in the browser (fetch refuses a header
    // value past ISO-8859-1): the id is percent-encoded, one player for the name in any case.
    const a = await t.signIn('Ярослав');
    expect(a.discordId).toMatch(/^[\x21-\x7e]+$/);
    expect(a.username).toBe('Ярослав');
    expect((await t.signIn('ЯРОСЛАВ')).id).toBe(a.id);
    expect((await t.signIn('名前です')).discordId).toMatch(/^dev:[\x21-\x7e]+$/);
    // Latin-1 names keep the ids they had.
    expect((await t.signIn('Zoë')).discordId).toBe('dev:zoë');
    const pocket = await t.call(a, 'GET', '/pocket');
    expect(pocket.statusCode).toBe(200);
  });

  it('refuses a name shorter than 2 characters with a readable message', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ err: 'username: A name has 2 to 32 characters' });
  });

  it('refuses unknown fields and a missing name', async () => {
    const extra = await t.inject({
      method: 'POST',
      url: '/api/_auth/dev',
      payload: { username: 'Cato', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().err).toMatch(/admin/);
    const missing = await t.inject({ method: 'POST', url: '/api/_auth/dev', payload: {} });
    expect(missing.json()).toEqual({ err: 'username: Required' });
  });
});

describe('sign-in limits', () => {
  it('answers 429 with Retry-After past 8 sign-ins a minute (this app’s limit) from one address', async () => {
    const from = { remoteAddress: '192.0.2.77' };
    const codes = [];
    for (let i = 0; i < 9; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/_auth/dev',
        payload: { username: `Rate${i}` },
        ...from,
      });
      codes.push(res.statusCode);
      if (i === 8) {
        expect(res.json().err).toMatch(/^Too many requests/);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('has no Discord sign-in where no Discord application is configured', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/_auth/discord' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ err: 'Discord sign-in is not configured here' });
  });
});

describe('session', () => {
  it('answers the user of the cookie, then {} once signed out', async () => {
    const p = await t.signIn('Dara');
    const cookie = `warlords_session=${p.token}`;
    const session = await t.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
    expect(session.json()).toEqual({
      user: { profileId: p.id, discordId: 'dev:dara', username: 'Dara', avatar: null, token: p.token },
    });
    const out = await t.inject({ method: 'DELETE', url: '/api/_auth/session', headers: { cookie } });
    expect(out.json()).toEqual({ res: true });
    expect(String(out.headers['set-cookie'])).toMatch(/warlords_session=;/);
    const after = await t.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
    expect(after.json()).toEqual({});
  });

  it('answers {} without a cookie', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/_auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('ends a session after 30 days', async () => {
    const p = await t.signIn('Eldo');
    const cookie = `warlords_session=${p.token}`;
    t.clock.advance(30 * 24 * 3600 * 1000 + 1);
    const res = await t.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
    expect(res.json()).toEqual({});
  });
});

describe('the rest of the site', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ err: 'No such call: GET /api/nothing-here' });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body over 16 KB without a 5xx', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/_auth/dev',
      payload: { username: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().err).toBeTruthy();
  });

  it('refuses broken JSON with a 400', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/_auth/dev',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBeTruthy();
  });
});
