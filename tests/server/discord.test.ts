import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, DISCORD_USER, startDiscord } from './discord-stand-in.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let discord: Awaited<ReturnType<typeof startDiscord>>;
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  discord = await startDiscord();
  t = await startTestApp({
    env: {
      DISCORD_CLIENT_ID: CLIENT_ID,
      DISCORD_CLIENT_SECRET: CLIENT_SECRET,
      DISCORD_API_BASE: discord.base,
      PUBLIC_URL,
    },
  });
});
afterAll(async () => {
  await t.close();
  await discord.app.close();
});

/** Starts a sign-in at our server and follows the stand-in's approval; returns the callback URL. */
async function approve(redirect?: string): Promise<{ callback: URL; authorize: URL }> {
  const start = await t.inject({
    method: 'GET',
    url: `/api/_auth/discord${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const approval = await fetch(authorize, { redirect: 'manual' });
  expect(approval.status).toBe(302);
  return { callback: new URL(approval.headers.get('location')!), authorize };
}

const callback = (url: URL) => t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

describe('Discord sign-in', () => {
  it('sends the player to the authorize page with state and an S256 PKCE challenge', async () => {
    const { authorize } = await approve();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${discord.base}/oauth2/authorize`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('identify');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/_auth/discord/callback`);
  });

  it('signs the player in, creates the Warlord and goes back to the page asked for', async () => {
    const { callback: url } = await approve('/missions');
    const res = await callback(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/missions');
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const session = (
      await t.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })
    ).json();
    expect(session.user).toMatchObject({
      discordId: DISCORD_USER.id,
      username: 'Nelly',
      avatar: `https://cdn.discordapp.com/avatars/${DISCORD_USER.id}/${DISCORD_USER.avatar}.png`,
    });
    const pocket = await t.inject({
      method: 'GET',
      url: `/api/${session.user.profileId}/pocket`,
      headers: { authorization: `Bearer ${session.user.token}`, 'x-discord-id': DISCORD_USER.id },
    });
    expect(pocket.json().shards).toBe(5000);
  });

  it('goes to /expedition by default, reusing the same player on a second sign-in', async () => {
    const first = await callback((await approve()).callback);
    const second = await callback((await approve('//evil.example/steal')).callback);
    expect(first.headers.location).toBe('/expedition');
    expect(second.headers.location).toBe('/expedition');
    const ids = [];
    for (const res of [first, second]) {
      const cookie = String(res.headers['set-cookie']).split(';')[0]!;
      ids.push(
        (await t.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })).json().user
          .profileId,
      );
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a wrong state', async () => {
    const { callback: url } = await approve();
    url.searchParams.set('state', 'forged');
    const res = await callback(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=state');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a state used twice', async () => {
    const { callback: url } = await approve();
    expect((await callback(url)).headers.location).toBe('/expedition');
    const again = await callback(url);
    expect(again.headers.location).toBe('/auth?error=state');
  });

  it('refuses a code used twice, even with a fresh state', async () => {
    const { callback: used } = await approve();
    await callback(used);
    const { callback: fresh } = await approve();
    fresh.searchParams.set('code', used.searchParams.get('code')!);
    const res = await callback(fresh);
    expect(res.headers.location).toBe('/auth?error=code_refused');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('turns the development sign-in off where Discord is configured', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username: 'Sneaky' } });
    expect(res.statusCode).toBe(404);
  });
});
