import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** A production server with Discord configured and a limit of 3 sign-ins a minute per address. */
const production = (env: Record<string, string> = {}) =>
  startTestApp({
    env: {
      NODE_ENV: 'production',
      ALLOW_DEV_LOGIN: '1',
      DISCORD_CLIENT_ID: 'client',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_API_BASE: 'http://127.0.0.1:9/api',
      ...env,
    },
    limits: { signIn: { max: 3, timeWindow: 60_000 } },
  });

const PROXY = '10.0.0.5';
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await production();
  proxied = await production({ TRUST_PROXY: `${PROXY}, 10.9.0.0/16` });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

/** Five sign-ins by name, each with the X-Forwarded-For that `forwarded(i)` gives, from `remoteAddress`. */
async function signIns(t: TestApp, remoteAddress: string, forwarded: (i: number) => string) {
  const codes = [];
  for (let i = 0; i < 5; i++) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/_auth/dev',
      payload: { username: `Hop ${remoteAddress} ${i}` },
      headers: { 'x-forwarded-for': forwarded(i) },
      remoteAddress,
    });
    codes.push(res.statusCode);
  }
  return codes;
}

/** The redirect URI the sign-in's start sends to Discord, for a request with these headers. */
async function callbackOf(t: TestApp, remoteAddress: string, headers: Record<string, string>) {
  const res = await t.inject({ method: 'GET', url: '/api/_auth/discord', headers, remoteAddress });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location)).searchParams.get('redirect_uri');
}

const FORWARDED = { host: 'game.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, in production too', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,fd00::/8,loopback ' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a hop count, true, or what is no address, naming the setting', () => {
    for (const value of ['true', '1', '*', '10.0.0.300', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^Bad server settings:\nTRUST_PROXY: /);
    }
  });
});

describe('the sign-in limit per address', () => {
  it('is not bypassed by a rotating X-Forwarded-For when no proxy is trusted', async () => {
    expect(await signIns(direct, '203.0.113.9', (i) => `198.51.100.${i}`)).toEqual([200, 200, 200, 429, 429]);
  });

  it('is not bypassed through a trusted proxy by a client that names itself first', async () => {
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    const codes = await signIns(proxied, PROXY, (i) => `198.51.100.${i}, 192.0.2.44`);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts each client behind a trusted proxy by its own address', async () => {
    expect(await signIns(proxied, PROXY, (i) => `192.0.2.${100 + i}`)).toEqual([200, 200, 200, 200, 200]);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    expect(await signIns(proxied, '203.0.113.10', (i) => `192.0.2.${i}`)).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('the OAuth callback without PUBLIC_URL', () => {
  it('is built from the request Host, never from X-Forwarded-Host or -Proto, when no proxy is trusted', async () => {
    expect(await callbackOf(direct, '203.0.113.11', FORWARDED)).toBe(
      'http://game.example/api/_auth/discord/callback',
    );
  });

  it("follows a trusted proxy's X-Forwarded-Host and -Proto, and no one else's", async () => {
    const fromProxy = { ...FORWARDED, 'x-forwarded-host': 'play.example' };
    expect(await callbackOf(proxied, PROXY, fromProxy)).toBe(
      'https://play.example/api/_auth/discord/callback',
    );
    expect(await callbackOf(proxied, '203.0.113.12', FORWARDED)).toBe(
      'http://game.example/api/_auth/discord/callback',
    );
  });
});
