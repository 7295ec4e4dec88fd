import type { ServerResponse } from 'node:http';

/** The comment a heartbeat writes: EventSource ignores it; proxies see the connection is in use. */
const BEAT = ': heartbeat\n\n';
/** Connections written to before the beat lets other work run (a tick over thousands is spread). */
const PER_TURN = 500;

/**
 * One heartbeat for every open stream of the process: one timer (running only while a stream is
 * open) writes a comment to each, in place of @fastify/sse's timer per connection (its
 * `heartbeatInterval`, turned off). A connection is skipped until its headers are out (its first
 * event decides them) and while more than `maxBuffered` bytes wait in it (a slow client, which
 * its stream drops or skips on its own).
 */
export function sharedHeartbeat(intervalMs: number, maxBuffered: number) {
  const streams = new Set<ServerResponse>();
  let timer: NodeJS.Timeout | null = null;
  let beating = false;

  async function beat(): Promise<void> {
    if (beating) return;
    beating = true;
    try {
      let written = 0;
      for (const raw of [...streams]) {
        if (!streams.has(raw) || !raw.headersSent || raw.writableEnded || raw.destroyed) continue;
        if (raw.writableLength > maxBuffered) continue;
        raw.write(BEAT);
        if (++written % PER_TURN === 0) await new Promise((r) => setImmediate(r));
      }
    } finally {
      beating = false;
    }
  }

  const remove = (raw: ServerResponse) => {
    streams.delete(raw);
    if (streams.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  return {
    /** Beats `raw` until the function answered is called (call it when the stream closes). */
    add(raw: ServerResponse): () => void {
      streams.add(raw);
      if (!timer) {
        timer = setInterval(() => void beat(), intervalMs);
        timer.unref();
      }
      return () => remove(raw);
    },
    /** Writes the heartbeat now (the tests), resolving once every connection had it. */
    beat,
    /** Connections beaten, and whether the timer runs. */
    size: () => streams.size,
    running: () => timer !== null,
  };
}

export type Heartbeat = ReturnType<typeof sharedHeartbeat>;
