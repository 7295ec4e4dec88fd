import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from './logger.ts';
import type { ActivityEvent } from './mapping.ts';

/** What the game server made of one event: its HTTP status, or a failure to reach it. */
export type Delivery = { status: number; body?: unknown } | { error: Error };

export interface QueueOptions {
  /** The JSON file holding the events not yet delivered; rewritten atomically (write, then rename). */
  file: string;
  /** Sends one event to the game server. */
  send: (event: ActivityEvent) => Promise<Delivery>;
  log: Logger;
  /** Waits after a failed delivery: doubling from `initialMs` up to `maxMs`. */
  backoff?: { initialMs: number; maxMs: number };
}

/** The on-disk queue of activities on their way to the game server. */
export interface ActivityQueue {
  /** Stores the event (once: an event already waiting is not stored again) and wakes the sender. */
  enqueue(event: ActivityEvent): void;
  /** The events not yet delivered, oldest first. */
  pending(): ActivityEvent[];
  /** Resolves once nothing is waiting (or at once when nothing is). */
  drained(): Promise<void>;
  /** Stops sending; what is waiting stays in the file for the next start. */
  stop(): Promise<void>;
}

function readPending(file: string): ActivityEvent[] {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { pending?: ActivityEvent[] };
    return Array.isArray(data.pending) ? data.pending : [];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`The bot's queue file ${file} cannot be read: ${(err as Error).message}`);
  }
}

/** Whether a failed delivery is worth trying again: the server down, overloaded or misconfigured. */
function retryable(status: number): boolean {
  // 401/403: the bot's token is wrong, which is the operator's to fix, not the event's fault.
  return status >= 500 || status === 429 || status === 408 || status === 401 || status === 403;
}

/**
 * Opens the queue at `options.file` and starts sending what it holds, in order, one at a time.
 * An event leaves the file only once the server has answered it: 2xx (counted or a duplicate),
 * 404 (the member is not a player yet) or another 4xx (logged and dropped). When the server cannot
 * be reached or answers 5xx the same event is tried again after a growing wait; as its external id
 * counts once on the server, sending it again after a crash is safe.
 */
export function openQueue(options: QueueOptions): ActivityQueue {
  const { file, send, log } = options;
  const backoff = options.backoff ?? { initialMs: 1000, maxMs: 60_000 };
  mkdirSync(dirname(file), { recursive: true });
  const queue = readPending(file);
  if (queue.length > 0) log.info('queue: resuming events left from the last run', { pending: queue.length });
  let stopped = false;
  let running: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let idle: (() => void)[] = [];

  const persist = () => {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ pending: queue }));
    renameSync(tmp, file);
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function run() {
    let wait = backoff.initialMs;
    while (!stopped && queue.length > 0) {
      const event = queue[0]!;
      const delivery = await send(event);
      if (stopped) break;
      if ('error' in delivery || retryable(delivery.status)) {
        const why = 'error' in delivery ? delivery.error.message : `status ${delivery.status}`;
        log.warn('queue: game server unavailable, will retry', {
          externalId: event.externalId,
          why,
          waitMs: wait,
        });
        await sleep(wait);
        wait = Math.min(wait * 2, backoff.maxMs);
        continue;
      }
      wait = backoff.initialMs;
      const { status, body } = delivery;
      if (status === 404) log.info('queue: not a player yet, skipped', { ...event });
      else if (status >= 400)
        log.warn('queue: refused by the game server, dropped', { ...event, status, body });
      else log.info('queue: delivered', { ...event, res: (body as { res?: unknown } | undefined)?.res });
      queue.shift();
      persist();
    }
    running = null;
    if (queue.length === 0) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  const kick = () => {
    if (!stopped && !running && queue.length > 0) running = run();
  };
  kick();

  return {
    enqueue(event) {
      if (queue.some((e) => e.externalId === event.externalId)) return;
      queue.push(event);
      persist();
      kick();
    },
    pending: () => [...queue],
    drained: () =>
      queue.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)),
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
