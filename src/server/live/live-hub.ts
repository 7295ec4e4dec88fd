import type { Database } from '../db/database.ts';
import { liveSessionHashes } from '../auth/sessions.ts';
import { LIVE_CHANNEL, parseLiveNote, type LiveNote } from './live-channel.ts';
import { sharedHeartbeat } from './heartbeat.ts';

/** How often the open streams' sessions are checked (a sign-out through another process, a revocation, an expiry). */
export const SESSION_CHECK_MS = 20_000;
/** How often every open stream gets a comment, so that proxies keep it open. */
export const HEARTBEAT_MS = 15_000;
/** What may wait in a connection's buffer before its client counts as too slow (live-stream.ts drops it). */
export const MAX_BUFFERED = 256 * 1024;
/**
 * While the process cannot listen (LISTEN refused, its connection not made), how often every open
 * stream reads its player's state for a change it could not hear of, and listening is tried again.
 */
export const FALLBACK_READ_MS = 5_000;

/** One open stream, as the hub knows it. */
export interface LiveListener {
  playerId: string;
  tokenHash: string;
  /** The player's state was saved up to `seq` (or, with no seq, may have been: look again). */
  changed(seq?: number): void;
  close(): void;
}

export interface LiveHubOptions {
  clock: () => number;
  sessionCheckMs?: number;
  heartbeatMs?: number;
  fallbackReadMs?: number;
}

/**
 * This process's open live streams by player, fed by the database's notifications of committed
 * saves (every process that holds a stream listens; the embedded database is one process). It
 * listens only once the first stream opens, so a process that serves none holds no connection.
 * Its two timers run only while a stream is open: one heartbeat for every stream of the process
 * (the world's feed too), and one check of all the players' streams' sessions, one statement a
 * tick however many there are, closing the streams of sessions no longer live.
 *
 * Where it cannot listen, the streams fall back to reads: every FALLBACK_READ_MS each open stream
 * reads its player's state (an event only if it moved on) and listening is tried again; once it
 * listens, every stream looks once more (what changed in between) and the reads stop. The world's
 * feed, which has nothing to read, waits for listening.
 */
export function liveHub(
  db: Database,
  log: { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
  {
    clock,
    sessionCheckMs = SESSION_CHECK_MS,
    heartbeatMs = HEARTBEAT_MS,
    fallbackReadMs = FALLBACK_READ_MS,
  }: LiveHubOptions,
) {
  const streams = new Map<string, Set<LiveListener>>();
  const heartbeat = sharedHeartbeat(heartbeatMs, MAX_BUFFERED);
  let sessionTimer: NodeJS.Timeout | null = null;
  let checking: Promise<number> | null = null;
  /** Who hears every player's notes (the world's feed), besides the players' own streams. */
  const everyNote = new Set<(note: LiveNote) => void>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let count = 0;

  const onNote = (payload: string) => {
    const note = parseLiveNote(payload);
    if (!note) return;
    for (const s of streams.get(note.playerId) ?? []) s.changed(note.seq);
    for (const hear of everyNote) hear(note);
  };
  // Notifications sent while the listening connection was away are lost: every stream looks again.
  const onResume = () => {
    for (const set of streams.values()) for (const s of set) s.changed();
  };

  /** The reads and retries while the process cannot listen (null: it listens, or nothing is open). */
  let fallback: NodeJS.Timeout | null = null;
  const endFallback = () => {
    if (fallback) clearInterval(fallback);
    fallback = null;
  };
  const fallBack = () => {
    if (fallback) return;
    fallback = setInterval(() => {
      // Nothing open any more: the next stream or feed tries to listen again itself.
      if (count === 0 && everyNote.size === 0) return endFallback();
      onResume();
      void listen();
    }, fallbackReadMs);
    fallback.unref();
  };

  function listen(): Promise<(() => Promise<void>) | null> {
    listening ??= db.listen(LIVE_CHANNEL, onNote, onResume).then(
      (stop) => {
        if (fallback) {
          endFallback();
          log.info({}, 'live updates: listening for changes again; the streams stop reading');
          onResume();
        }
        return stop;
      },
      (err: unknown) => {
        listening = null;
        if (!fallback)
          log.warn(
            { err },
            `live updates: could not listen for changes; the streams read every ${fallbackReadMs} ms until it can`,
          );
        fallBack();
        return null;
      },
    );
    return listening;
  }

  /**
   * Closes the streams whose session is no longer live; answers how many. Only the sessions asked
   * about are judged (a stream opened while the statement runs waits for the next tick); a check
   * that fails closes nothing.
   */
  async function checkSessionsOnce(): Promise<number> {
    const asked = new Set<string>();
    for (const set of streams.values()) for (const s of set) asked.add(s.tokenHash);
    if (asked.size === 0) return 0;
    let live: Set<string>;
    try {
      live = await db.read((d) => liveSessionHashes(d, [...asked], clock()));
    } catch (err) {
      log.warn({ err }, 'live updates: the sessions of the open streams could not be checked');
      return 0;
    }
    let closed = 0;
    for (const set of [...streams.values()])
      for (const s of [...set])
        if (asked.has(s.tokenHash) && !live.has(s.tokenHash)) {
          s.close();
          closed += 1;
        }
    return closed;
  }

  function checkSessions(): Promise<number> {
    checking ??= checkSessionsOnce().finally(() => (checking = null));
    return checking;
  }

  return {
    /** Adds a stream; resolves once the process listens (false: it could not). */
    async add(s: LiveListener): Promise<boolean> {
      const set = streams.get(s.playerId) ?? new Set<LiveListener>();
      set.add(s);
      streams.set(s.playerId, set);
      count += 1;
      if (!sessionTimer) {
        sessionTimer = setInterval(() => void checkSessions(), sessionCheckMs);
        sessionTimer.unref();
      }
      return (await listen()) !== null;
    },
    remove(s: LiveListener): void {
      const set = streams.get(s.playerId);
      if (!set?.delete(s)) return;
      count -= 1;
      if (set.size === 0) streams.delete(s.playerId);
      if (count === 0 && sessionTimer) {
        clearInterval(sessionTimer);
        sessionTimer = null;
      }
      if (count === 0 && everyNote.size === 0) endFallback();
    },
    /** The heartbeat of every stream of the process: `heartbeat.add(reply.raw)` when one opens. */
    heartbeat,
    /** Checks the open streams' sessions now (the timer does it every `sessionCheckMs`). */
    checkSessions,
    /** Whether the sessions' check runs (only while a stream is open). */
    checkRunning: () => sessionTimer !== null,
    /** Whether the streams read on a timer because the process cannot listen. */
    readingInstead: () => fallback !== null,
    /** Calls `hear` with every note of every player until the function answered is called. */
    async hearAll(hear: (note: LiveNote) => void): Promise<() => void> {
      everyNote.add(hear);
      await listen();
      return () => everyNote.delete(hear);
    },
    /** Closes every stream of a session (its sign-out, here; other processes see it at their next check). */
    closeSession(tokenHash: string): void {
      for (const set of streams.values()) for (const s of set) if (s.tokenHash === tokenHash) s.close();
    },
    /** How many streams are open. */
    size: () => count,
    async stop(): Promise<void> {
      for (const set of streams.values()) for (const s of set) s.close();
      if (sessionTimer) clearInterval(sessionTimer);
      sessionTimer = null;
      endFallback();
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
