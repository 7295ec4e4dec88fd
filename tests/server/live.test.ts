import type { ServerResponse } from 'node:http';
import type { EventSourceMessage } from 'eventsource-parser';
import type { SSEReplyInterface } from '@fastify/sse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlayer, saveWithLedger } from '../../src/server/game/players.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { revokeSession } from '../../src/server/auth/sessions.ts';
import { sessions } from '../../src/server/db/schema.ts';
import type { Database } from '../../src/server/db/database.ts';
import { LiveStream } from '../../src/server/live/live-stream.ts';
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
        const row = await findPlayer(tx, p.id);
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

/** The events a stream built in the test sends, as its SSE connection would write them. */
interface Sent {
  id?: string;
  event?: string;
  data: { seq?: number; notes?: { what: string; delta: number }[] };
}

/**
 * A stream of `p` held in the process's hub (it hears the process's notifications as a route's
 * stream does), whose first database read, its current sequence, runs `around` instead: the
 * test decides what commits before, or after, the read and before the read answers. `settled`
 * resolves once every other read of the stream (an event it reads) has answered and been acted on:
 * whatever the stream would do before the read answers, it has done.
 */
function streamWithHeldRead(
  p: TestPlayer,
  around: (read: () => Promise<unknown>, settled: () => Promise<void>) => Promise<unknown>,
): { stream: LiveStream; sent: Sent[] } {
  const sent: Sent[] = [];
  let first = true;
  let reading = 0;
  const settled = async () => {
    await until(() => reading === 0);
    await new Promise((r) => setImmediate(r));
  };
  const db: Database = Object.assign(Object.create(t.db) as Database, {
    read<T>(fn: Parameters<Database['read']>[0]): Promise<T> {
      if (!first) {
        reading += 1;
        return (t.db.read(fn) as Promise<T>).finally(() => (reading -= 1));
      }
      first = false;
      return around(() => t.db.read(fn), settled) as Promise<T>;
    },
  });
  const sse = {
    send: async (m: Sent) => void sent.push(m),
    close: () => undefined,
    sendHeaders: () => undefined,
  } as unknown as SSEReplyInterface;
  const stream = new LiveStream({
    playerId: p.id,
    tokenHash: hashToken(p.token),
    sse,
    raw: { writableLength: 0 } as ServerResponse,
    deps: { db, config: t.app.deps.config, clock: t.app.deps.clock },
  });
  return { stream, sent };
}

/** Resolves once the process's hub has handed `p`'s next change to every stream of `p` added before. */
function heardBy(p: TestPlayer): Promise<number> {
  return new Promise((resolve) => {
    const probe = {
      playerId: p.id,
      tokenHash: 'probe',
      changed(seq?: number) {
        if (seq === undefined) return;
        t.app.live.remove(probe);
        resolve(seq);
      },
      close: () => undefined,
    };
    void t.app.live.add(probe);
  });
}

async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !ok(); i++) await quiet(25);
}

describe('a live stream at its start', () => {
  /** The player's live sequence, as a new stream's hello says it. */
  async function currentSeq(p: TestPlayer): Promise<number> {
    const s = await open(p);
    const hello = await s.next();
    s.close();
    return Number(hello.id);
  }

  it('sends a change committed while its sequence is read once, after hello', async () => {
    const p = await t.signIn();
    const before = await currentSeq(p);
    const { stream, sent } = streamWithHeldRead(p, async (read, settled) => {
      const seq = await read(); // the sequence before the grant...
      const heard = heardBy(p);
      await t.grant(p, { shards: 5 }); // ...then a change commits, and the stream hears of it
      expect(await heard).toBe(before + 1);
      await settled();
      return seq; // ...before the read answers
    });
    await t.app.live.add(stream);
    await stream.start(null);
    await until(() => sent.length >= 2);
    await quiet(300);
    expect(sent.map((e) => [e.event, Number(e.id)])).toEqual([
      ['hello', before],
      ['change', before + 1],
    ]);
    expect(sent[1]!.data.notes!.map((n) => [n.what, n.delta])).toEqual([['shards', 5]]);

    // And the next change comes once, after it.
    await t.grant(p, { shards: 6 });
    await until(() => sent.length >= 3);
    await quiet(200);
    expect(sent.slice(2).map((e) => [e.event, Number(e.id)])).toEqual([['change', before + 2]]);
    stream.close();
    t.app.live.remove(stream);
  });

  it('does not send again a change its sequence read already saw, though it heard of it first', async () => {
    const p = await t.signIn();
    const before = await currentSeq(p);
    const { stream, sent } = streamWithHeldRead(p, async (read, settled) => {
      const heard = heardBy(p);
      await t.grant(p, { shards: 5 }); // heard while the stream waits to read...
      await heard;
      await settled();
      return read(); // ...and seen by the read
    });
    await t.app.live.add(stream);
    await stream.start(null);
    await quiet(300);
    expect(sent.map((e) => [e.event, Number(e.id)])).toEqual([['hello', before + 1]]);
    stream.close();
    t.app.live.remove(stream);
  });

  it('resumes from Last-Event-ID with a change heard while its sequence is read, once', async () => {
    const p = await t.signIn();
    await t.grant(p, { shards: 1 }); // seen before the stream's last event: never sent again
    const before = await currentSeq(p);
    const { stream, sent } = streamWithHeldRead(p, async (read, settled) => {
      const seq = await read();
      const heard = heardBy(p);
      await t.grant(p, { energy: 2 });
      await heard;
      await settled();
      return seq;
    });
    await t.app.live.add(stream);
    await stream.start(String(before));
    await until(() => sent.length >= 1);
    await quiet(300);
    expect(sent.map((e) => [e.event, Number(e.id)])).toEqual([['change', before + 1]]);
    expect(sent[0]!.data.notes!.map((n) => [n.what, n.delta])).toEqual([['energy', 2]]);
    stream.close();
    t.app.live.remove(stream);
  });
});

describe('the live streams of a process', () => {
  it("close at the sessions' check when a session is revoked elsewhere or expires, and only those", async () => {
    const revoked = await t.signIn();
    const expired = await t.signIn();
    const kept = await t.signIn();
    const streams = await Promise.all([revoked, expired, kept].map((p) => open(p)));
    await Promise.all(streams.map((s) => s.next()));
    // As another process would: the database says so, this process was not told.
    await t.db.transaction((tx) => revokeSession(tx, revoked.token, t.clock.now));
    await t.db.transaction((tx) =>
      tx
        .update(sessions)
        .set({ expiresAt: new Date(t.clock.now - 1000) })
        .where(eq(sessions.tokenHash, hashToken(expired.token))),
    );
    expect(await t.app.live.checkSessions()).toBe(2);
    const state = (s: (typeof streams)[number]) =>
      Promise.race([s.ended.then(() => 'ended'), quiet(2000).then(() => 'open')]);
    expect(await Promise.all(streams.map(state))).toEqual(['ended', 'ended', 'open']);
    await t.grant(kept, { shards: 1 });
    expect((await streams[2]!.next(change)).event).toBe('change');
    streams[2]!.close();
  });

  it('beat every open stream from one timer, and run no timer once none is open', async () => {
    const p = await t.signIn();
    const abort = new AbortController();
    const res = await fetch(`${base}/api/${p.id}/live`, {
      headers: { ...p.headers, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    const world = await fetch(`${base}/api/world/live`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    const texts = ['', ''];
    [res, world].forEach((r, i) => {
      void (async () => {
        const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader();
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            texts[i] += value;
          }
        } catch {
          // aborted
        }
      })();
    });
    await until(() => texts.every((x) => x.includes('event:')));
    expect(t.app.live.heartbeat.running()).toBe(true);
    expect(t.app.live.checkRunning()).toBe(true);
    await t.app.live.heartbeat.beat();
    await until(() => texts.every((x) => x.includes(': heartbeat')));
    expect(texts.map((x) => x.includes(': heartbeat'))).toEqual([true, true]);
    abort.abort();
    await until(() => t.app.live.heartbeat.size() === 0 && t.app.live.size() === 0);
    expect(t.app.live.heartbeat.running()).toBe(false);
    expect(t.app.live.checkRunning()).toBe(false);
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
