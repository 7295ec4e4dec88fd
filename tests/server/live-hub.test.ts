import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { liveHub, type LiveListener } from '../../src/server/live/live-hub.ts';

/** A database whose LISTEN is refused `refusals` times, then made; it delivers what `notify` sends. */
function database(refusals: number) {
  let onNote: ((payload: string) => void) | null = null;
  const listen = vi.fn(async (_channel: string, hear: (payload: string) => void) => {
    if (listen.mock.calls.length <= refusals) throw new Error('LISTEN refused');
    onNote = hear;
    return async () => undefined;
  });
  const db = { listen, read: vi.fn(async () => new Set<string>()) } as unknown as Database;
  return { db, listen, notify: (payload: string) => onNote?.(payload) };
}

function stream(playerId: string): LiveListener & { looks: (number | undefined)[] } {
  const looks: (number | undefined)[] = [];
  return {
    playerId,
    tokenHash: `hash-${playerId}`,
    looks,
    changed: (seq) => looks.push(seq),
    close: () => undefined,
  };
}

const log = () => ({ warn: vi.fn(), info: vi.fn() });

describe('the live hub where it cannot listen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has its streams read on a timer, tries again, and once it listens stops reading after one more look', async () => {
    const { db, listen, notify } = database(2);
    const logged = log();
    const hub = liveHub(db, logged, { clock: () => 0, fallbackReadMs: 1000, sessionCheckMs: 60_000 });
    const s = stream('p1');
    // The first LISTEN is refused: the stream is in, and told it is not heard.
    expect(await hub.add(s)).toBe(false);
    expect(hub.readingInstead()).toBe(true);
    expect(logged.warn).toHaveBeenCalledTimes(1);
    expect(String(logged.warn.mock.calls[0]![1])).toMatch(/read every 1000 ms until it can/);
    expect(s.looks).toEqual([]);
    // A tick: the stream looks (a change of unknown sequence), and LISTEN is asked again (refused).
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.looks).toEqual([undefined]);
    expect(listen).toHaveBeenCalledTimes(2);
    expect(hub.readingInstead()).toBe(true);
    // Refused again, said once only.
    expect(logged.warn).toHaveBeenCalledTimes(1);
    // The next tick: a look, and LISTEN is made; one more look for what changed in between.
    await vi.advanceTimersByTimeAsync(1000);
    expect(listen).toHaveBeenCalledTimes(3);
    expect(s.looks).toEqual([undefined, undefined, undefined]);
    expect(hub.readingInstead()).toBe(false);
    expect(logged.info).toHaveBeenCalledTimes(1);
    // No more reads on the timer; the notes are heard instead.
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.looks).toHaveLength(3);
    notify('p1:7:crate');
    expect(s.looks).toEqual([undefined, undefined, undefined, 7]);
    await hub.stop();
  });

  it('stops reading and retrying once its last stream goes, and a new stream tries to listen again', async () => {
    const { db, listen } = database(5);
    const hub = liveHub(db, log(), { clock: () => 0, fallbackReadMs: 1000, sessionCheckMs: 60_000 });
    const s = stream('p1');
    await hub.add(s);
    expect(hub.readingInstead()).toBe(true);
    hub.remove(s);
    expect(hub.readingInstead()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(listen).toHaveBeenCalledTimes(1);
    expect(s.looks).toEqual([]);
    const t = stream('p2');
    expect(await hub.add(t)).toBe(false);
    expect(listen).toHaveBeenCalledTimes(2);
    expect(hub.readingInstead()).toBe(true);
    await hub.stop();
    expect(hub.readingInstead()).toBe(false);
  });
});
