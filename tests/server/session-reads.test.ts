import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerState } from '../../src/rules/state.ts';
import { MAX_BATCH, sessionReads } from '../../src/server/auth/session-reads.ts';
import type { Database } from '../../src/server/db/database.ts';
import { keptStates } from '../../src/server/game/kept.ts';
import { startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
let players: TestPlayer[];
beforeAll(async () => {
  t = await startTestApp();
  players = [await t.signIn('Ann'), await t.signIn('Bo'), await t.signIn('Cy')];
  // Each holds a different number of shards: 5000, 5001, 5002.
  await t.grant(players[1]!, { shards: 1 });
  await t.grant(players[2]!, { shards: 2 });
});
afterAll(() => t.close());

/** The test app's database, counting the reads that reach it; `failNext` makes the next one fail. */
function counted() {
  const db = {
    ...t.db,
    queries: 0,
    failNext: false,
    read<T>(fn: Parameters<Database['read']>[0]): Promise<T> {
      db.queries++;
      if (db.failNext) {
        db.failNext = false;
        return Promise.reject(new Error('connection lost'));
      }
      return t.db.read(fn) as Promise<T>;
    },
  };
  return db;
}

function reader() {
  const db = counted();
  const kept = keptStates<PlayerState>(100, true);
  return { db, kept, read: sessionReads(db as Database, kept) };
}

describe('game reads of sessions', () => {
  it('answers the reads that come in together with one query, each with its own player', async () => {
    const { db, read } = reader();
    const found = await Promise.all([...players, ...players].map((p) => read(p.token, t.clock.now)));
    expect(db.queries).toBe(1);
    expect(found.map((f) => f?.id)).toEqual([...players, ...players].map((p) => p.id));
    expect(found.map((f) => f?.state.shards)).toEqual([5000, 5001, 5002, 5000, 5001, 5002]);
  });

  it('answers no player for an unknown or ended token, in the same batch as live ones', async () => {
    const ended = await t.signIn('Leaving');
    await t.inject({ method: 'DELETE', url: '/api/_auth/session', headers: ended.headers });
    const { db, read } = reader();
    const found = await Promise.all([
      read('no-such-token', t.clock.now),
      read(players[0]!.token, t.clock.now),
      read(ended.token, t.clock.now),
    ]);
    expect(db.queries).toBe(1);
    expect(found.map((f) => f?.id ?? null)).toEqual([null, players[0]!.id, null]);
  });

  it('sends a read that comes in after a batch has gone in a query of its own', async () => {
    const { db, read } = reader();
    await read(players[0]!.token, t.clock.now);
    await read(players[0]!.token, t.clock.now);
    expect(db.queries).toBe(2);
  });

  it('shares a query among at most MAX_BATCH reads', async () => {
    const { db, read } = reader();
    const many = Array.from({ length: 2 * MAX_BATCH + 1 }, (_, i) => players[i % 3]!);
    const found = await Promise.all(many.map((p) => read(p.token, t.clock.now)));
    expect(db.queries).toBe(3);
    expect(found.every((f, i) => f?.id === many[i]!.id)).toBe(true);
  });

  it('fails every read of a batch whose query fails, and the next batch goes on', async () => {
    const { db, read } = reader();
    db.failNext = true;
    const failed = await Promise.allSettled(players.map((p) => read(p.token, t.clock.now)));
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((await read(players[1]!.token, t.clock.now))?.id).toBe(players[1]!.id);
  });

  it('reuses a parsed state while the row is unchanged, and reads it again after a write', async () => {
    const p = await t.signIn();
    const { kept, read } = reader();
    const first = (await read(p.token, t.clock.now))!;
    const again = (await read(p.token, t.clock.now))!;
    expect(again.id).toBe(p.id);
    expect(again.state).toBe(first.state); // the same object: the database sent no state
    expect(kept.size).toBe(1);
    await t.grant(p, { shards: 777 });
    const [after, alongside] = await Promise.all([read(p.token, t.clock.now), read(p.token, t.clock.now)]);
    expect(after!.state).not.toBe(first.state);
    expect(after!.state.shards).toBe(first.state.shards + 777);
    expect(alongside!.state).toBe(after!.state); // one lookup for both, one state
    expect((await read(p.token, t.clock.now))!.state).toBe(after!.state);
    // A session that ends is refused whatever is kept.
    await t.inject({ method: 'DELETE', url: '/api/_auth/session', headers: p.headers });
    expect(await read(p.token, t.clock.now)).toBeNull();
  });

  it('takes no session as live past its end', async () => {
    const p = await t.signIn();
    const { read } = reader();
    expect(await read(p.token, t.clock.now)).not.toBeNull();
    const farFuture = t.clock.now + 31 * 24 * 3600 * 1000;
    const [early, late] = await Promise.all([read(p.token, t.clock.now), read(p.token, farFuture)]);
    expect(early).toBeNull(); // shares the batch's latest time
    expect(late).toBeNull();
  });
});
