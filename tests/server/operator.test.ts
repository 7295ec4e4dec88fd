import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const activity = (discordId: string, type: number, externalId: string) =>
  t.admin('POST', '/api/admin/activities', { discordId, type, externalId });

describe('activities from the bot', () => {
  it('pays a Gm 50 XP once per external id', async () => {
    const p = await t.signIn();
    expect((await activity(p.discordId, 1, 'msg-1')).json()).toEqual({
      res: { xpGranted: 50, capped: false, duplicate: false },
    });
    expect((await activity(p.discordId, 1, 'msg-1')).json()).toEqual({
      res: { xpGranted: 0, capped: false, duplicate: true },
    });
    expect((await t.call(p, 'GET', '/missions')).json()).toMatchObject({ gmXp: 50, totalXp: 50 });
  });

  it('stops paying Expedition activities after 3 a day, and pays again the next day', async () => {
    const p = await t.signIn();
    const paid = [];
    for (let i = 0; i < 4; i++) paid.push((await activity(p.discordId, 6, `exp-${p.id}-${i}`)).json().res);
    expect(paid.map((r) => r.xpGranted)).toEqual([25, 25, 25, 0]);
    expect(paid[3]).toEqual({ xpGranted: 0, capped: true, duplicate: false });
    t.clock.advance(24 * 3600 * 1000);
    expect((await activity(p.discordId, 6, `exp-${p.id}-next`)).json().res.xpGranted).toBe(25);
  });

  it('answers 404 for an unknown member and 400 for an unknown type', async () => {
    const unknown = await activity('123456789', 1, 'x-1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ err: 'No such player' });
    const p = await t.signIn();
    const type = await activity(p.discordId, 99, 'x-2');
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ err: 'Unknown activity type 99' });
  });
});

describe('operator switches', () => {
  it('grants goods through the ledger and refuses an unknown player', async () => {
    const p = await t.signIn();
    const res = await t.admin('POST', '/api/admin/grant', {
      profileId: p.id,
      shards: 100,
      TWC: 3,
      crates: [{ kind: 1, count: 2 }],
      vauchers: [{ vaucher: 'OG', count: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().res.pocket).toMatchObject({
      shards: 5100,
      TWC: 3,
      ownedCrates: [
        { kind: 0, count: 1 },
        { kind: 1, count: 2 },
      ],
      ownedVauchers: { OG: 1 },
    });
    const rows = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json();
    expect(rows[0]).toMatchObject({ action: 'granted' });
    expect(rows.at(-1)).toMatchObject({ action: 'player.created' });
    const none = await t.admin('POST', '/api/admin/grant', {
      profileId: '00000000-0000-4000-8000-000000000000',
      shards: 1,
    });
    expect(none.statusCode).toBe(404);
    const negativeXp = await t.admin('POST', '/api/admin/grant', { profileId: p.id, xp: -5 });
    expect(negativeXp.statusCode).toBe(400);
  });

  it('turns golden rush on inside any of several windows: a stage costs 10 energy instead of 15', async () => {
    const p = await t.signIn();
    const HOUR = 3600_000;
    const at = (ms: number) => new Date(t.clock.now + ms).toISOString();
    const energy = async () =>
      (await t.call(p, 'GET', '/expedition')).json().regions[0].stageInfo.energyRequired;
    const now = await t.admin('POST', '/api/admin/golden-rush', { startsAt: at(-1000), endsAt: at(HOUR) });
    expect(now.json()).toEqual({ res: { id: expect.any(Number), startsAt: at(-1000), endsAt: at(HOUR) } });
    await t.admin('POST', '/api/admin/golden-rush', { startsAt: at(3 * HOUR), endsAt: at(4 * HOUR) });
    const windows = (await t.admin('GET', '/api/admin/settings')).json().res.goldenRush;
    expect(windows.map((w: { startsAt: string; endsAt: string }) => [w.startsAt, w.endsAt])).toEqual([
      [at(-1000), at(HOUR)],
      [at(3 * HOUR), at(4 * HOUR)],
    ]);
    expect(await energy()).toBe(10);
    t.clock.advance(HOUR);
    expect(await energy()).toBe(15);
    t.clock.advance(2 * HOUR);
    expect(await energy()).toBe(10);

    // The settings show both, the second on; removing it ends the rush at once.
    const shown = (await t.admin('GET', '/api/admin/settings')).json().res;
    expect(shown.goldenRush.map((w: { on: boolean }) => w.on)).toEqual([false, true]);
    const removed = await t.admin('POST', '/api/admin/golden-rush/remove', { id: windows[1].id });
    expect(removed.json().res.map((w: { id: number }) => w.id)).toEqual([windows[0].id]);
    expect(await energy()).toBe(15);
    const again = await t.admin('POST', '/api/admin/golden-rush/remove', { id: windows[1].id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ err: 'No such golden rush window' });
    const log = (await t.admin('GET', '/api/admin/audit-log?limit=3')).json().res.rows;
    expect(log[0]).toMatchObject({
      action: 'POST /api/admin/golden-rush/remove',
      detail: { id: windows[1].id, startsAt: windows[1].startsAt, endsAt: windows[1].endsAt },
    });
    expect(log[1]).toMatchObject({ action: 'POST /api/admin/golden-rush', detail: { startsAt: at(0) } });
    await t.admin('POST', '/api/admin/golden-rush/remove', { id: windows[0].id });

    const backwards = await t.admin('POST', '/api/admin/golden-rush', { startsAt: at(HOUR), endsAt: at(0) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ err: 'endsAt must be after startsAt' });
  });

  it('sets the battle pass stock', async () => {
    const res = await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'FCFS', left: 7 });
    expect(res.json()).toEqual({
      res: [
        { vaucher: 'Whitelist', left: 500 },
        { vaucher: 'FCFS', left: 7 },
      ],
    });
    const bad = await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'OG', left: 7 });
    expect(bad.statusCode).toBe(400);
  });

  it('gives FCFS at level 10 once the Whitelist stock is gone', async () => {
    await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'Whitelist', left: 0 });
    const p = await t.signIn();
    await t.grant(p, { xp: 10_000 });
    let last;
    for (let level = 1; level <= 10; level++) last = await t.call(p, 'POST', '/battle-pass/claim', {});
    expect(last!.json().res.reward).toEqual([{ kind: 'voucher', vaucher: 'FCFS', amount: 1 }]);
    expect((await t.call(p, 'GET', '/battle-pass/left')).json()).toEqual([
      { vaucher: 'Whitelist', left: 0 },
      { vaucher: 'FCFS', left: 6 },
    ]);
  });

  it('sets the mint window and exports the reservations as CSV', async () => {
    const opensAt = '2026-02-01T00:00:00.000Z';
    const closesAt = '2026-02-02T00:00:00.000Z';
    expect((await t.admin('POST', '/api/admin/mint-window', { opensAt, closesAt })).json()).toEqual({
      res: { opensAt, closesAt },
    });
    const csv = await t.admin('GET', '/api/admin/mint-reservations.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('wallet,pass type,pass name,profile id,time\r\n');
  });
});

describe('profile', () => {
  it('saves wallets, a social name and a quest link, and clears one with an empty string', async () => {
    const p = await t.signIn();
    const eth = `0x${'a1'.repeat(20)}`;
    const sol = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
    const res = await t.call(p, 'POST', '/profile', {
      socialName: 'nelly_x',
      ethWallet: eth,
      solWallet: sol,
      questPlatformId: 'https://quests.example/u/nelly',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().res.profile).toMatchObject({
      social: { id: null, name: 'nelly_x' },
      ethWallet: eth,
      solWallet: sol,
      questPlatformId: 'https://quests.example/u/nelly',
    });
    const cleared = await t.call(p, 'POST', '/profile', { socialName: '' });
    expect(cleared.json().res.profile.social.name).toBeNull();
    expect((await t.call(p, 'GET', '/profile')).json().ethWallet).toBe(eth);
  });

  it('refuses bad values with the messages of the spec', async () => {
    const p = await t.signIn();
    const url = await t.call(p, 'POST', '/profile', { questPlatformId: 'ftp://quests.example' });
    expect(url.json()).toEqual({ err: 'questPlatformId: Invalid URL' });
    const eth = await t.call(p, 'POST', '/profile', { ethWallet: '0x123' });
    expect(eth.json()).toEqual({ err: 'ethWallet: Invalid Ethereum wallet: 0x and 40 hex digits' });
    const sol = await t.call(p, 'POST', '/profile', { solWallet: '0OIl'.repeat(10) });
    expect(sol.json()).toEqual({ err: 'solWallet: Invalid Solana wallet: 32 to 44 base58 characters' });
    const extra = await t.call(p, 'POST', '/profile', { username: 'renamed' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('referrals', () => {
  it('pays the referrer 5 XP on the first profile call and 1,495 more at rank 2', async () => {
    const referrer = await t.signIn();
    const friend = await t.signIn();
    const first = await t.call(friend, 'GET', `/profile?ref_id=${referrer.id}`);
    expect(first.statusCode).toBe(200);
    expect((await t.call(referrer, 'GET', '/profile')).json().referrals).toEqual({ count: 1, xp: 5 });
    // Only the first profile call records a referrer.
    const third = await t.signIn();
    await t.call(friend, 'GET', `/profile?ref_id=${third.id}`);
    expect((await t.call(third, 'GET', '/profile')).json().referrals).toEqual({ count: 0, xp: 0 });
    // Level 6 (rank 2) is 1,500 XP.
    await t.grant(friend, { xp: 1500 });
    expect((await t.call(friend, 'GET', '/warlord')).json().rank).toBe(2);
    expect((await t.call(referrer, 'GET', '/missions')).json().refferalXp).toBe(1500);
    await t.grant(friend, { xp: 10_000 });
    expect((await t.call(referrer, 'GET', '/missions')).json().refferalXp).toBe(1500);
  });

  it('never lets two players refer each other, one after the other or both at once', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    await t.call(a, 'GET', `/profile?ref_id=${b.id}`);
    await t.call(b, 'GET', `/profile?ref_id=${a.id}`);
    expect((await t.call(b, 'GET', '/profile')).json().referrals).toEqual({ count: 1, xp: 5 });
    expect((await t.call(a, 'GET', '/profile')).json().referrals).toEqual({ count: 0, xp: 0 });

    const c = await t.signIn();
    const d = await t.signIn();
    const answers = await Promise.all([
      t.call(c, 'GET', `/profile?ref_id=${d.id}`),
      t.call(d, 'GET', `/profile?ref_id=${c.id}`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const counts = await Promise.all(
      [c, d].map(async (p) => (await t.call(p, 'GET', '/profile')).json().referrals.count),
    );
    expect(counts.sort()).toEqual([0, 1]);
  });

  it('never records oneself or a stranger', async () => {
    const p = await t.signIn();
    await t.call(p, 'GET', `/profile?ref_id=${p.id}`);
    await t.call(p, 'GET', '/profile?ref_id=not-a-player');
    expect((await t.call(p, 'GET', '/missions')).json().refferalXp).toBe(0);
  });
});

describe('leaderboard', () => {
  it('ranks by total XP, ties by the earlier account, 20 a page', async () => {
    const top = await t.signIn('Topper');
    t.clock.advance(1000);
    const tiedEarly = await t.signIn('TiedEarly');
    t.clock.advance(1000);
    const tiedLate = await t.signIn('TiedLate');
    await t.grant(top, { xp: 2_000_000, itemCards: [{ id: 257, count: 1 }] });
    expect((await t.call(top, 'POST', '/items/apply', { itemId: 257 })).statusCode).toBe(200);
    await t.grant(tiedLate, { xp: 1_000_000 });
    await t.grant(tiedEarly, { xp: 1_000_000 });
    const page = (await t.inject({ method: 'GET', url: '/api/leaderboard/1' })).json();
    expect(page.page).toBe(1);
    expect(page.rows.length).toBeLessThanOrEqual(20);
    expect(page.rows.slice(0, 3).map((r: { username: string }) => r.username)).toEqual([
      'Topper',
      'TiedEarly',
      'TiedLate',
    ]);
    // The top rows carry what their Warlord wears and holds, so the client can draw it.
    const warlord = (await t.call(top, 'GET', '/warlord')).json();
    const worn = warlord.appliedTraits as number[];
    expect(warlord.appliedItems).toContain(257);
    expect(worn).toHaveLength(5);
    expect(page.rows[0]).toEqual({
      place: 1,
      profileId: top.id,
      username: 'Topper',
      avatar: null,
      level: 200,
      rank: 40,
      xp: 2_000_000,
      appliedTraits: worn,
      appliedItems: warlord.appliedItems,
    });
    const me = await t.inject({ method: 'GET', url: `/api/leaderboard/me?profileId=${tiedLate.id}` });
    expect(me.json()).toMatchObject({ place: 3, profileId: tiedLate.id, xp: 1_000_000 });
    const total = page.total as number;
    const last = (
      await t.inject({ method: 'GET', url: `/api/leaderboard/${Math.ceil(total / 20) + 1}` })
    ).json();
    expect(last).toEqual({ page: Math.ceil(total / 20) + 1, total, rows: [] });
  });

  it('answers 404 for an unknown player and 400 for page 0', async () => {
    const me = await t.inject({ method: 'GET', url: '/api/leaderboard/me?profileId=nobody' });
    expect(me.statusCode).toBe(404);
    const zero = await t.inject({ method: 'GET', url: '/api/leaderboard/0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ err: 'page: A page is a whole number from 1' });
  });
});

describe('the books', () => {
  it('balance after everything above', async () => {
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
