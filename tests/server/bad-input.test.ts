import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_TOKEN, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
let me: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  me = await t.signIn('Careful');
});
afterAll(() => t.close());

const bot = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: { authorization: `Bearer ${BOT_TOKEN}` },
    ...(payload ? { payload } : {}),
  });

describe('numbers past their column', () => {
  it('refuses a market good id past the integer column with a 400', async () => {
    for (const id of ['2147483648', '99999999999']) {
      const res = await t.call(me, 'GET', `/market?kind=trait&id=${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ err: 'id: id is a whole number from 0 to 2147483647' });
      const history = await t.call(me, 'GET', `/market/history?kind=trait&id=${id}`);
      expect(history.statusCode).toBe(400);
    }
  });

  it('still finds a good id at the top of the range (nothing listed)', async () => {
    const res = await t.call(me, 'GET', '/market?kind=trait&id=2147483647');
    expect(res.statusCode).toBe(200);
    expect(res.json().listings).toEqual([]);
  });

  it('refuses a market page past the integer column with a 400', async () => {
    const res = await t.call(me, 'GET', '/market?page=2147483648');
    expect(res.statusCode).toBe(400);
  });

  it('refuses an activity type past the integer column with a 400', async () => {
    const res = await bot('POST', '/api/admin/activities', {
      discordId: me.discordId,
      type: 2 ** 31,
      externalId: 'big-type',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe('type: Expected a whole number from -2147483648 to 2147483647');
  });
});

describe('the NUL character', () => {
  it('is refused in a profile field with a 400 that names the field', async () => {
    for (const field of ['socialName', 'questPlatformId']) {
      const value = field === 'socialName' ? 'Ne\u0000lly' : 'https://quest.example/\u0000';
      const res = await t.call(me, 'POST', '/profile', { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ err: `${field}: Text may not contain the NUL character` });
    }
  });

  it("is refused in the bot's discordId and externalId, and nothing is recorded", async () => {
    for (const body of [
      { discordId: `${me.discordId}\u0000`, type: 1, externalId: 'nul-1' },
      { discordId: me.discordId, type: 1, externalId: 'nul\u0000-2' },
    ]) {
      const res = await bot('POST', '/api/admin/activities', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().err).toMatch(/^(discordId|externalId): Text may not contain the NUL character$/);
    }
    const missions = (await t.call(me, 'GET', '/missions')).json();
    expect(missions.totalXp).toBe(0);
  });

  it("is refused in the bot's missions read", async () => {
    const res = await bot('GET', '/api/admin/players/by-discord/dev%3Acareful%00/missions');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ err: 'discordId: Text may not contain the NUL character' });
  });

  it('is found however deep the body nests it, and named by its path', async () => {
    const depth = 5000;
    const payload = `{"socialName":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await t.inject({
      method: 'POST',
      url: `/api/${me.id}/profile`,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe(
      `socialName.${Array(depth).fill(0).join('.')}: Text may not contain the NUL character`,
    );
  });

  it('is refused in a query and in the path of a game call', async () => {
    const ref = await t.call(me, 'GET', '/profile?ref_id=%00');
    expect(ref.statusCode).toBe(400);
    const path = await t.inject({ method: 'GET', url: '/api/leaderboard/me?profileId=a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ err: 'profileId: Text may not contain the NUL character' });
  });
});
