/**
 * A server-sent event stream read through `fetch` (EventSource cannot send the game's
 * Authorization header) and parsed by `eventsource-parser`: the player's live stream and the
 * world's feed both follow theirs so.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { serverAnswered, useConnection } from './connection.ts';

/**
 * Waits between reconnects: doubling from 1 s to 30 s, back to 1 s once an event arrives; cut
 * short when the game server is back after a lost connection (the banner's end), so the stream
 * follows again within a second of the server's return, not up to 30 s after it.
 */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * The connections of the streams open in this page. A page put away in the browser's back/forward
 * cache (`pagehide`) keeps its connections open unless it closes them: with two streams a page,
 * three pages put away held the six connections a browser allows one host over HTTP/1.1, and the
 * next page's calls queued behind them (a fresh review: 54 s on "Loading…" after five page loads by
 * address). So each is closed on `pagehide` and opened again on `pageshow`, resuming from the last
 * event's id (the server sends what was missed).
 */
const connections = new Set<AbortController>();
let putAway = false;
const onShow = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    putAway = true;
    for (const c of connections) c.abort();
  });
  window.addEventListener('pageshow', () => {
    if (!putAway) return;
    putAway = false;
    for (const shown of [...onShow]) shown();
  });
}

/** Resolves once the page put away is shown again (at once if it is shown), or `signal` aborts. */
function untilShown(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!putAway || signal.aborted) return resolve();
    const done = () => {
      onShow.delete(done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    onShow.add(done);
    signal.addEventListener('abort', done);
  });
}

export interface StreamFollow {
  url: string;
  headers?: Record<string, string>;
  /** Each event, and whether this connection resumed from an earlier one's last id. */
  onEvent: (e: EventSourceMessage, resumed: boolean) => void;
  signal: AbortSignal;
}

/**
 * Follows a stream until `signal` aborts or the server refuses the caller (401, 403): after each
 * drop it connects again, sending the last event id it saw (Last-Event-ID) so the server resumes.
 * While the page is put away in the back/forward cache it holds no connection (`connections`).
 */
export async function followEventStream({ url, headers = {}, onEvent, signal }: StreamFollow): Promise<void> {
  let lastId: string | null = null;
  let wait = RETRY_MIN_MS;
  while (!signal.aborted) {
    if (putAway) {
      await untilShown(signal);
      continue;
    }
    const connection = new AbortController();
    const close = () => connection.abort();
    signal.addEventListener('abort', close);
    connections.add(connection);
    try {
      const resumed = lastId !== null;
      const res = await fetch(url, {
        headers: {
          accept: 'text/event-stream',
          ...headers,
          ...(resumed ? { 'last-event-id': lastId! } : {}),
        },
        signal: connection.signal,
        cache: 'no-store',
      });
      if (res.status === 401 || res.status === 403) return;
      if (res.ok) serverAnswered();
      if (res.ok && res.body) {
        const parser = createParser({
          onEvent(e) {
            if (e.id) lastId = e.id;
            wait = RETRY_MIN_MS;
            onEvent(e, resumed);
          },
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      }
    } catch {
      if (signal.aborted) return;
    } finally {
      connections.delete(connection);
      signal.removeEventListener('abort', close);
    }
    // Closed as the page was put away: open again, at once, when it is shown.
    if (putAway) continue;
    wait = (await pause(wait)) === 'back' ? RETRY_MIN_MS : Math.min(RETRY_MAX_MS, wait * 2);
  }
}

/** Waits `ms`, or less: until a lost connection to the server ends. Says which came first. */
function pause(ms: number): Promise<'waited' | 'back'> {
  return new Promise((resolve) => {
    const done = (how: 'waited' | 'back') => {
      clearTimeout(timer);
      stop();
      resolve(how);
    };
    const timer = setTimeout(() => done('waited'), ms);
    const stop = useConnection.subscribe((s, prev) => {
      if (prev.lostAt !== null && s.lostAt === null) done('back');
    });
  });
}
