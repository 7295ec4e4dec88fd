import type { Database } from '../db/database.ts';
import { LIVE_CHANNEL, parseLiveNote, type LiveNote } from './live-channel.ts';

/** One open stream, as the hub knows it. */
export interface LiveListener {
  playerId: string;
  tokenHash: string;
  /** The player's state was saved up to `seq` (or, with no seq, may have been: look again). */
  changed(seq?: number): void;
  close(): void;
}

/**
 * This process's open live streams by player, fed by the database's notifications of committed
 * saves (every process that holds a stream listens; the embedded database is one process). It
 * listens only once the first stream opens, so a process that serves none holds no connection.
 */
export function liveHub(db: Database, log: { warn(obj: unknown, msg: string): void }) {
  const streams = new Map<string, Set<LiveListener>>();
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

  function listen(): Promise<(() => Promise<void>) | null> {
    listening ??= db.listen(LIVE_CHANNEL, onNote, onResume).catch((err: unknown) => {
      log.warn({ err }, 'live updates: could not listen for changes; streams fall back to reads');
      listening = null;
      return null;
    });
    return listening;
  }

  return {
    /** Adds a stream; resolves once the process listens (false: it could not). */
    async add(s: LiveListener): Promise<boolean> {
      const set = streams.get(s.playerId) ?? new Set<LiveListener>();
      set.add(s);
      streams.set(s.playerId, set);
      count += 1;
      return (await listen()) !== null;
    },
    remove(s: LiveListener): void {
      const set = streams.get(s.playerId);
      if (!set?.delete(s)) return;
      count -= 1;
      if (set.size === 0) streams.delete(s.playerId);
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
    /** How many streams are open. */
    size: () => count,
    async stop(): Promise<void> {
      for (const set of streams.values()) for (const s of set) s.close();
      const stop = await listening;
      listening = null;
      await stop?.();
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
