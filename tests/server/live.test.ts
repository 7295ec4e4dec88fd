import type { EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveWithLedger, lockPlayer } from '../../src/server/game/players.ts';
import { openLiveStream, readEvents } from '../support/live-stream.ts';
import { BOT_TOKEN, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const change = (e: EventSourceMessage) => e.event === 'change';
const dataOf = (e: EventSourceMessage) => JSON.parse(e.data);
const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));
const open = (p: TestPlayer, lastEventId?: string) => openLiveStream(base, p, lastEventId);

describe('GET /api/{userId}/live', () => {
  it('refuses a call without a session, and another player, as the game reads do', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const noToken = await fetch(`${base}/api/${a.id}/live`, { headers: { accept: 'text/event-stream' } });
    expect(noToken.status).toBe(401);
    const other = await fetch(`${base}/api/${a.id}/live`, {
      headers: { ...b.headers, accept: 'text/event-stream' },
    });
    expect(other.status).toBe(403);
    const notSse = await fetch(`${base}/api/${a.id}/live`, { headers: a.headers });
    expect(notSse.status).toBe(406);
  });

  it('says hello with the live sequence, then sends an operator grant once, after it commits', async () => {
    const p = await t.signIn();
    const s = await open(p);
    const hello = await s.next();
    expect(hello.event).toBe('hello');
    const before = Number(hello.id);

    await t.grant(p, { shards: 500 });
    const e = await s.next(change);
    expect(Number(e.id)).toBe(before + 1);
    const { views, notes } = dataOf(e);
    const pocket = (await t.call(p, 'GET', '/pocket')).json();
    expect(views.pocket.shards).toBe(pocket.shards);
    expect(notes).toEqual([expect.objectContaining({ action: 'granted', what: 'shards', delta: 500 })]);
    await quiet(200);
    expect(s.events.filter(change)).toHaveLength(1);
    s.close();
  });

  it("sends a write from the player's other session, bot XP and a market sale to the seller", async () => {
    const seller = await t.signInPlain('live-seller');
    const other = await t.signIn('live-buyer');
    await t.grant(seller, { traitCards: [{ id: 2, count: 5 }] });
    await t.grant(other, { shards: 1000 });
    const s = await open(seller);
    await s.next();

    // The same player signed in again (another device) lists three cards.
    const second = await t.signIn('live-seller');
    expect(second.id).toBe(seller.id);
    const listed = await t.call(second, 'POST', '/market/list', {
      good: { kind: 'trait', id: 2 },
      quantity: 3,
      price: 100,
    });
    expect(listed.json()).toEqual({ res: expect.anything() });
    const onList = dataOf(await s.next(change));
    expect(onList.notes).toContainEqual(expect.objectContaining({ action: 'market.listed', delta: -3 }));

    const bought = await t.call(other, 'POST', '/market/buy', {
      listingId: listed.json().res.listing.id,
      quantity: 2,
    });
    expect(bought.statusCode).toBe(200);
    const onSale = dataOf(await s.next(change));
    expect(onSale.notes).toContainEqual(expect.objectContaining({ action: 'market.sold', what: 'shards' }));
    expect(onSale.views.pocket.shards).toBe((await t.call(seller, 'GET', '/pocket')).json().shards);

    const xp = await t.inject({
      method: 'POST',
      url: '/api/admin/activities',
      headers: { authorization: `Bearer ${BOT_TOKEN}` },
      payload: { discordId: seller.discordId, type: 1, externalId: 'live-1' },
    });
    expect(xp.statusCode).toBe(200);
    const onXp = dataOf(await s.next(change));
    const missions = (await t.call(seller, 'GET', '/missions')).json();
    expect(onXp.views.missions).toEqual(missions);
    s.close();
  });

  it('sends nothing for a write that rolls back', async () => {
    const p = await t.signIn();
    const s = await open(p);
    await s.next();
    await t.db
      .transaction(async (tx) => {
        const row = await lockPlayer(tx, p.id);
        await saveWithLedger(
          tx,
          p.id,
          row!.state,
          [{ action: 'granted', what: 'shards', delta: 1, balanceAfter: 1 }],
          'x',
          t.clock.now,
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await quiet(300);
    expect(s.events.filter(change)).toHaveLength(0);
    s.close();
  });

  it('gives another player nothing of this one', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const sb = await open(b);
    await sb.next();
    await t.grant(a, { shards: 10 });
    await quiet(300);
    expect(sb.events.filter(change)).toHaveLength(0);
    sb.close();
  });

  it('resumes from Last-Event-ID with exactly what it missed, in one event', async () => {
    const p = await t.signIn();
    const s = await open(p);
    const hello = await s.next();
    s.close();
    await t.grant(p, { shards: 7 });
    await t.grant(p, { energy: 3 });
    const again = await open(p, hello.id);
    const e = await again.next(change);
    expect(Number(e.id)).toBe(Number(hello.id) + 2);
    const { notes, missed } = dataOf(e);
    expect(missed).toBe(false);
    expect(notes.map((n: { what: string; delta: number }) => [n.what, n.delta])).toEqual([
      ['shards', 7],
      ['energy', 3],
    ]);
    await quiet(200);
    expect(again.events.filter(change)).toHaveLength(1);
    again.close();
  });

  it('ends when the session signs out', async () => {
    const p = await t.signIn();
    const s = await open(p);
    await s.next();
    const out = await t.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(out.statusCode).toBe(200);
    await expect(Promise.race([s.ended.then(() => 'ended'), quiet(2000).then(() => 'open')])).resolves.toBe(
      'ended',
    );
  });
});

describe('GET /api/world/live', () => {
  it("shows a Warlord's public look marching out when it sends, and never a balance", async () => {
    const abort = new AbortController();
    const res = await fetch(`${base}/api/world/live`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const events: { event?: string; data: string }[] = [];
    void readEvents(res, (e) => events.push(e));
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 200 && !ok(); i++) await quiet(50);
    };
    await until(() => events.length > 0);
    expect(events[0]!.event).toBe('marches');

    const p = await t.signIn('Marching Mara');
    const warlord = (await t.call(p, 'GET', '/warlord')).json();
    expect((await t.call(p, 'POST', '/expedition/send', { region: 1 })).statusCode).toBe(200);
    await until(() => events.some((e) => e.event === 'march'));
    const march = JSON.parse(events.find((e) => e.event === 'march')!.data);
    expect(march).toMatchObject({ name: 'Marching Mara', region: 1, heading: 'out' });
    expect(march.appliedTraits).toEqual(warlord.appliedTraits);
    expect(Object.keys(march).sort()).toEqual([
      'appliedItems',
      'appliedTraits',
      'at',
      'heading',
      'id',
      'name',
      'region',
    ]);
    abort.abort();
  });
});
