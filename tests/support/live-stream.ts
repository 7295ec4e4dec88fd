/** A player's live stream (GET /api/{userId}/live) read as the client reads it, for the tests. */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Reads a server-sent event stream's answer until it ends or is aborted, event by event. */
export async function readEvents(res: Response, onEvent: (e: EventSourceMessage) => void): Promise<void> {
  const parser = createParser({ onEvent });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } catch {
    // aborted
  }
}

/** An open live stream of a player: the events it has received, and a way to wait for more. */
export interface LiveStream {
  events: EventSourceMessage[];
  /** Resolves with the next event that `match` accepts (received after or before the call). */
  next(match?: (e: EventSourceMessage) => boolean, ms?: number): Promise<EventSourceMessage>;
  ended: Promise<void>;
  close(): void;
}

export async function openLiveStream(
  base: string,
  p: { id: string; headers: Record<string, string> },
  lastEventId?: string,
): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/${p.id}/live`, {
    headers: {
      ...p.headers,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`the live stream answered ${res.status}`);
  const events: EventSourceMessage[] = [];
  const waiters = new Set<() => void>();
  const ended = readEvents(res, (e) => {
    events.push(e);
    for (const w of waiters) w();
  });
  let seen = 0;
  return {
    events,
    ended,
    close: () => abort.abort(),
    next(match = () => true, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          while (seen < events.length) {
            const e = events[seen++]!;
            if (match(e)) {
              waiters.delete(look);
              clearTimeout(timer);
              resolve(e);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no live event within ${ms} ms (had: ${events.map((e) => e.event).join(', ')})`));
        }, ms);
        waiters.add(look);
        look();
      });
    },
  };
}
