import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/bot/logger.ts';
import type { ActivityEvent } from '../../src/bot/mapping.ts';
import { openQueue, type ActivityQueue, type Delivery } from '../../src/bot/queue.ts';

const event = (n: number): ActivityEvent => ({
  discordId: '200000000000000001',
  type: 1,
  externalId: `msg:${n}`,
});
const fast = { initialMs: 5, maxMs: 20 };

let dir: string;
let file: string;
let logs: { level: string; msg: string }[];
const log = createLogger('debug', (line) => logs.push(JSON.parse(line)));
const opened: ActivityQueue[] = [];

/** A game server stand-in: answers from `script` (then 200) and records what it was sent. */
function server(script: Delivery[] = []) {
  const received: string[] = [];
  return {
    received,
    send: async (e: ActivityEvent): Promise<Delivery> => {
      const answer = script.shift() ?? { status: 200, body: { res: { xpGranted: 50 } } };
      if ('status' in answer && answer.status < 500) received.push(e.externalId);
      return answer;
    },
  };
}
const open = (send: (e: ActivityEvent) => Promise<Delivery>) => {
  const q = openQueue({ file, send, log, backoff: fast });
  opened.push(q);
  return q;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bot-queue-'));
  file = join(dir, 'nested', 'queue.json');
  logs = [];
});
afterEach(async () => {
  for (const q of opened.splice(0)) await q.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the activity queue', () => {
  it('sends events in the order they came', async () => {
    const s = server();
    const q = open(s.send);
    for (let n = 1; n <= 5; n++) q.enqueue(event(n));
    await q.drained();
    expect(s.received).toEqual(['msg:1', 'msg:2', 'msg:3', 'msg:4', 'msg:5']);
    expect(q.pending()).toEqual([]);
  });

  it('keeps waiting events on disk and sends them after a restart', async () => {
    const down = async (): Promise<Delivery> => ({ error: new Error('connect ECONNREFUSED 127.0.0.1:3000') });
    const first = open(down);
    first.enqueue(event(1));
    first.enqueue(event(2));
    await first.stop();
    expect(JSON.parse(readFileSync(file, 'utf8')).pending.map((e: ActivityEvent) => e.externalId)).toEqual([
      'msg:1',
      'msg:2',
    ]);

    const s = server();
    const second = open(s.send);
    await second.drained();
    expect(s.received).toEqual(['msg:1', 'msg:2']);
    expect(JSON.parse(readFileSync(file, 'utf8')).pending).toEqual([]);
  });

  it('retries after refused connections and 5xx, without losing or reordering anything', async () => {
    const s = server([
      { error: new Error('connect ECONNREFUSED') },
      { status: 503, body: { err: 'down' } },
      { status: 500, body: { err: 'oops' } },
    ]);
    const q = open(s.send);
    q.enqueue(event(1));
    q.enqueue(event(2));
    await q.drained();
    expect(s.received).toEqual(['msg:1', 'msg:2']);
    expect(logs.filter((l) => l.msg === 'queue: game server unavailable, will retry')).toHaveLength(3);
  });

  it('drops a member who is not a player (404) and a refused event (400) with a log line, and goes on', async () => {
    const s = server([
      { status: 404, body: { err: 'No such player' } },
      { status: 400, body: { err: 'bad type' } },
    ]);
    const q = open(s.send);
    q.enqueue(event(1));
    q.enqueue(event(2));
    q.enqueue(event(3));
    await q.drained();
    expect(s.received).toEqual(['msg:1', 'msg:2', 'msg:3']);
    expect(logs.map((l) => l.msg)).toEqual([
      'queue: not a player yet, skipped',
      'queue: refused by the game server, dropped',
      'queue: delivered',
    ]);
  });

  it('stores an event already waiting only once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const s = server();
    const q = open(async (e) => {
      await gate;
      return s.send(e);
    });
    q.enqueue(event(1));
    q.enqueue(event(2));
    q.enqueue(event(2));
    q.enqueue(event(1));
    expect(q.pending().map((e) => e.externalId)).toEqual(['msg:1', 'msg:2']);
    release();
    await q.drained();
    expect(s.received).toEqual(['msg:1', 'msg:2']);
  });

  it('waits longer after each failure, up to the most', async () => {
    const waits: number[] = [];
    const failing = async (): Promise<Delivery> => ({ status: 502 });
    const q = openQueue({
      file,
      send: failing,
      log: createLogger('debug', (line) => waits.push(JSON.parse(line).waitMs)),
      backoff: { initialMs: 1, maxMs: 8 },
    });
    opened.push(q);
    q.enqueue(event(1));
    // Six attempts take a few milliseconds alone, seconds on a machine loaded by the browser tests
    // (a fixed 200 ms saw three in a CI run).
    await vi.waitFor(() => expect(waits.length).toBeGreaterThanOrEqual(6), { timeout: 20_000, interval: 20 });
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 8, 8]);
  });
});
