import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, DISCORD_USER, startDiscord } from './discord-stand-in.ts';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { STATE_COOKIE } from '../../src/server/routes/auth/discord.ts';
import { ADMIN_TOKEN, startTestApp, type Reply, type TestApp } from './harness.ts';

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

/** The `name=value` of each cookie an answer sets, by name. */
function setCookies(res: Reply): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return Object.fromEntries(lines.map((l) => [l.split('=')[0]!, l]));
}

/** The session cookie an answer sets (`name=value`), if it sets one. */
const sessionCookie = (res: Reply) => setCookies(res)[SESSION_COOKIE]?.split(';')[0];

/**
 * Starts a sign-in at our server and follows the stand-in's approval; returns the callback URL
 * and the state cookie the start set in this browser.
 */
async function approve(redirect?: string): Promise<{ callback: URL; authorize: URL; cookie: string }> {
  const start = await t.inject({
    method: 'GET',
    url: `/api/_auth/discord${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const cookie = setCookies(start)[STATE_COOKIE]!.split(';')[0]!;
  const authorize = new URL(String(start.headers.location));
  const approval = await fetch(authorize, { redirect: 'manual' });
  expect(approval.status).toBe(302);
  return { callback: new URL(approval.headers.get('location')!), authorize, cookie };
}

/** The browser comes back to the callback, with the state cookie it holds (if any). */
const callback = (url: URL, cookie?: string) =>
  t.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });

/** Signs in from start to end in one browser. */
async function signInThrough(redirect?: string) {
  const { callback: url, cookie } = await approve(redirect);
  return callback(url, cookie);
}

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
    const res = await signInThrough('/missions');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/missions');
    const cookie = sessionCookie(res)!;
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
    const first = await signInThrough();
    const second = await signInThrough('//evil.example/steal');
    expect(first.headers.location).toBe('/expedition');
    expect(second.headers.location).toBe('/expedition');
    const ids = [];
    for (const res of [first, second]) {
      const cookie = sessionCookie(res)!;
      ids.push(
        (await t.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })).json().user
          .profileId,
      );
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a wrong state', async () => {
    const { callback: url, cookie } = await approve();
    url.searchParams.set('state', 'forged');
    const res = await callback(url, cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?error=state');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a state used twice', async () => {
    const { callback: url, cookie } = await approve();
    expect((await callback(url, cookie)).headers.location).toBe('/expedition');
    const again = await callback(url, cookie);
    expect(again.headers.location).toBe('/auth?error=state');
  });

  it('refuses a code used twice, even with a fresh state', async () => {
    const { callback: used, cookie } = await approve();
    await callback(used, cookie);
    const fresh = await approve();
    fresh.callback.searchParams.set('code', used.searchParams.get('code')!);
    const res = await callback(fresh.callback, fresh.cookie);
    expect(res.headers.location).toBe('/auth?error=code_refused');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('sets the state cookie httpOnly, Lax, for the sign-in paths only and for 10 minutes', async () => {
    const start = await t.inject({ method: 'GET', url: '/api/_auth/discord' });
    const line = setCookies(start)[STATE_COOKIE]!;
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    expect(line.split(';')[0]).toBe(`${STATE_COOKIE}=${state}`);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/api/_auth/discord');
    expect(line).toContain('Max-Age=600');
  });

  it('signs no one in from a callback URL made in another browser (login CSRF), and leaves that sign-in unused', async () => {
    // The attacker approves a sign-in of their own and sends the victim its callback URL.
    const attacker = await approve();
    const victimWithout = await callback(attacker.callback);
    expect(victimWithout.headers.location).toBe('/auth?error=state');
    expect(sessionCookie(victimWithout)).toBeUndefined();
    // A victim in the middle of their own sign-in holds a state cookie, but not that state.
    const victim = await approve();
    const victimWith = await callback(attacker.callback, victim.cookie);
    expect(victimWith.headers.location).toBe('/auth?error=state');
    expect(sessionCookie(victimWith)).toBeUndefined();
    // The victim's own sign-in still completes.
    expect((await callback(victim.callback, victim.cookie)).headers.location).toBe('/expedition');
    // The attacker's state was not spent by the refusals: it still works in the attacker's browser.
    expect((await callback(attacker.callback, attacker.cookie)).headers.location).toBe('/expedition');
  });

  it.each([
    ['a tab', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two slashes', '//evil.example'],
    ['dot segments', '/..//evil.example/x'],
    ['a scheme', 'https://evil.example/'],
    ['a relative path', 'evil.example'],
    ['the API', '/api/admin/ledger'],
  ])('never returns off site or to the API after sign-in (%s)', async (_name, target) => {
    const res = await signInThrough(target);
    expect(res.headers.location).toBe('/expedition');
  });

  it('returns to a path of the site with its query, as parsed', async () => {
    const res = await signInThrough('/leaderboard/3?x=1 2');
    expect(res.headers.location).toBe('/leaderboard/3?x=1%202');
  });

  it('builds the callback from PUBLIC_URL whatever host the request names', async () => {
    const start = await t.inject({
      method: 'GET',
      url: '/api/_auth/discord',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const uri = new URL(String(start.headers.location)).searchParams.get('redirect_uri');
    expect(uri).toBe(`${PUBLIC_URL}/api/_auth/discord/callback`);
  });

  it('turns the development sign-in off where Discord is configured', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/_auth/dev', payload: { username: 'Sneaky' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('a suspended player (issue 27, point 5)', () => {
  it('is refused at the Discord callback and sent to the sign-in page with the reason, until lifted', async () => {
    expect((await signInThrough()).statusCode).toBe(302);
    const [found] = (await t.admin('GET', `/api/admin/players?q=${DISCORD_USER.id}`)).json().res;
    const suspend = await t.inject({
      method: 'POST',
      url: `/api/admin/players/${found.id}/suspend`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-operator-reason': 'Botting%20on%20expeditions' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const refused = await signInThrough();
    expect(refused.statusCode).toBe(302);
    const to = new URL(String(refused.headers.location), PUBLIC_URL);
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('error')).toBe('suspended');
    expect(to.searchParams.get('why')).toBe('Your account is suspended: Botting on expeditions');
    expect(sessionCookie(refused)).toBeUndefined();

    const lift = await t.inject({
      method: 'POST',
      url: `/api/admin/players/${found.id}/unsuspend`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-operator-reason': 'appeal%20granted' },
    });
    expect(lift.statusCode).toBe(200);
    const back = await signInThrough();
    expect(sessionCookie(back)).toBeDefined();
  });
});
