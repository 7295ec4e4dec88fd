import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions } from '../db/schema.ts';
import { LIVE_CHANNEL, parseLiveNote, type LiveNote } from './live-channel.ts';

/** How often an idle stream sends a comment, so that proxies keep it open. */
export const HEARTBEAT_MS = 15_000;
/** How often the streams' sessions are checked (a sign-out elsewhere, a revocation, an expiry). */
export const SESSION_CHECK_MS = 20_000;
/** Sessions looked up by one query of the check. */
const CHECK_CHUNK = 1000;

/** What is kept open and beats: a player's stream, or a viewer of the world's feed. */
export interface Beating {
  /** Writes a heartbeat comment, if the connection is still open. */
  beat(): void;
}

/** One open stream, as the hub knows it. */
export interface LiveListener extends Beating {
  playerId: string;
  tokenHash: string;
  /** The player's state was saved up to `seq` (or, with no seq, may have been: look again). */
  changed(seq?: number): void;
  close(): void;
}

/** The token hashes among `hashes` whose sessions are live at `now`. */
export async function liveSessions(db: Database, hashes: string[], now: number): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < hashes.length; i += CHECK_CHUNK) {
    const rows = await db.read((d) =>
      d
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            inArray(sessions.tokenHash, hashes.slice(i, i + CHECK_CHUNK)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(now)),
          ),
        ),
    );
    for (const r of rows) live.add(r.tokenHash);
  }
  return live;
}

interface HubOptions {
  clock: () => number;
  heartbeatMs?: number;
  sessionCheckMs?: number;
}

/**
 * This process's open live streams by player, fed by the database's notifications of committed
 * saves (every process that holds a stream listens; the embedded database is one process). It
 * listens only once the first stream opens, so a process that serves none holds no connection.
 *
 * An idle stream costs nothing per write: a note reaches only the streams of its player (a map by
 * player id), and the per-connection chores run on two timers the hub shares between all of them,
 * not one each: the heartbeats, and the session check (one query per 1,000 sessions held, rather
 * than one read per stream).
 */
export function liveHub(
  db: Database,
  log: { warn(obj: unknown, msg: string): void },
  { clock, heartbeatMs = HEARTBEAT_MS, sessionCheckMs = SESSION_CHECK_MS }: HubOptions,
) {
  const streams = new Map<string, Set<LiveListener>>();
  /** Who hears every player's notes (the world's feed), besides the players' own streams. */
  const everyNote = new Set<(note: LiveNote) => void>();
  /** Connections that beat besides the streams (the world's viewers). */
  const beating = new Set<Beating>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let count = 0;
  let heartbeat: NodeJS.Timeout | null = null;
  let sessionCheck: NodeJS.Timeout | null = null;
  let checking = false;

  const onNote = (payload: string) => {
    const note = parseLiveNote(payload);
    if (!note) return;
    const own = streams.get(note.playerId);
    if (own) for (const s of own) s.changed(note.seq);
    for (const hear of everyNote) hear(note);
  };
  // Notifications sent while the listening connection was away are lost: every stream looks again.
  const onResume = () => {
    for (const set of streams.values()) for (const s of set) s.changed();
  };

  function listen(): Promise<(() => Promise<void>) | null> {
    listening ??= db.listen(LIVE_CHANNEL, onNote, onResume).catch((err: unknown) => {
      log.warn({ err }, 'live updates: could not listen for changes; streams fall back to reads');
      listening = null;
      return null;
    });
    return listening;
  }

  function beatAll(): void {
    for (const set of streams.values()) for (const s of set) s.beat();
    for (const b of beating) b.beat();
  }

  /** Ends every stream whose session no longer holds. */
  async function checkSessions(): Promise<void> {
    if (checking || count === 0) return;
    checking = true;
    try {
      const held = new Set<string>();
      for (const set of streams.values()) for (const s of set) held.add(s.tokenHash);
      const live = await liveSessions(db, [...held], clock());
      for (const set of [...streams.values()]) {
        for (const s of [...set]) if (!live.has(s.tokenHash)) s.close();
      }
    } catch {
      // The database is away: the streams stay until the next check can tell.
    } finally {
      checking = false;
    }
  }

  /** Starts the shared timers while anything is open, stops them once nothing is. */
  function timers(): void {
    const open = count > 0 || beating.size > 0;
    if (open && !heartbeat) {
      heartbeat = setInterval(beatAll, heartbeatMs);
      heartbeat.unref();
    }
    if (!open && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
    if (count > 0 && !sessionCheck) {
      sessionCheck = setInterval(() => void checkSessions(), sessionCheckMs);
      sessionCheck.unref();
    }
    if (count === 0 && sessionCheck) {
      clearInterval(sessionCheck);
      sessionCheck = null;
    }
  }

  return {
    /** Adds a stream; resolves once the process listens (false: it could not). */
    async add(s: LiveListener): Promise<boolean> {
      const set = streams.get(s.playerId) ?? new Set<LiveListener>();
      set.add(s);
      streams.set(s.playerId, set);
      count += 1;
      timers();
      return (await listen()) !== null;
    },
    remove(s: LiveListener): void {
      const set = streams.get(s.playerId);
      if (!set?.delete(s)) return;
      count -= 1;
      if (set.size === 0) streams.delete(s.playerId);
      timers();
    },
    /** Beats `b` with the streams' heartbeat until the function answered is called. */
    beat(b: Beating): () => void {
      beating.add(b);
      timers();
      return () => {
        beating.delete(b);
        timers();
      };
    },
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
    /** Checks every stream's session now (tests; the hub does it every SESSION_CHECK_MS). */
    checkSessions,
    /** How many streams are open. */
    size: () => count,
    async stop(): Promise<void> {
      for (const set of [...streams.values()]) for (const s of [...set]) s.close();
      beating.clear();
      count = 0;
      streams.clear();
      timers();
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
