/**
 * The live streams (issue 25): push latency under the write load, on one process and across two on
 * PostgreSQL, and the cost of many idle streams on one process (memory and CPU at idle, and the
 * write load's throughput with them open). Loopback only; every loop is bounded in count and time.
 */
import { readEvents } from '../../tests/support/live-stream.ts';
import { createPlayers, pooled, type BenchPlayer } from './players.ts';
import { loadavg } from 'node:os';
import { medianOf, pairCursor, run, scenarios, type Measure } from './load.ts';
import { median, percentile } from './stats.ts';
import { ADMIN_TOKEN, startServer, type ServerProcess } from './server-process.ts';
import type { Line } from './table.ts';

/** Idle streams held open at once (LIVE_STREAMS to change). */
const STREAMS = Number(process.env.LIVE_STREAMS ?? 5000);
/** Grants timed for the latency, one every 40 ms while the write load runs. */
const PROBES = 100;

interface Held {
  /** Resolves at the next `change` event of this stream. */
  nextChange(): Promise<void>;
  close(): void;
}

/** Opens `player`'s stream on `url` and resolves once its hello arrived. */
async function hold(url: string, player: BenchPlayer): Promise<Held> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/${player.id}/live`, {
    headers: { authorization: `Bearer ${player.token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`live stream answered ${res.status}`);
  const waiting: (() => void)[] = [];
  let hello!: () => void;
  const helloSeen = new Promise<void>((r) => (hello = r));
  void readEvents(res, (e) => {
    if (e.event === 'hello') hello();
    if (e.event === 'change') waiting.splice(0).forEach((w) => w());
  });
  await helloSeen;
  return {
    nextChange: () => new Promise<void>((r) => waiting.push(r)),
    close: () => abort.abort(),
  };
}

const grant = (url: string, profileId: string) =>
  fetch(`${url}/api/admin/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ profileId, shards: 1 }),
  });

/**
 * Push latency while the bench's crate-opening load runs on `loadUrls`: for each grant (through
 * `writeUrl`) to a player whose stream is held on `streamUrl`, the time from the grant's answer
 * (which comes once its transaction has committed) to its event's arrival, 0 when the event came
 * first; and, as an upper bound, from sending the grant (the write's own time included).
 */
async function pushLatency(streamUrl: string, writeUrl: string, loadUrls: string[], players: BenchPlayer[]) {
  const watched = players.slice(0, 20);
  const streams = await Promise.all(watched.map((p) => hold(streamUrl, p)));
  const pairs = pairCursor(players);
  const load = run(loadUrls, () => scenarios['POST /crates/open']!(players.slice(20), pairs), 6);
  const fromCommit: number[] = [];
  const fromSend: number[] = [];
  await new Promise((r) => setTimeout(r, 1500));
  for (let i = 0; i < PROBES; i++) {
    const k = i % watched.length;
    const arrived = streams[k]!.nextChange().then(() => performance.now());
    const sent = performance.now();
    const res = await grant(writeUrl, watched[k]!.id);
    const answered = performance.now();
    if (!res.ok) throw new Error(`grant answered ${res.status}`);
    const at = await Promise.race([
      arrived,
      new Promise<number>((r) => setTimeout(() => r(performance.now()), 5000)),
    ]);
    fromCommit.push(Math.max(0, at - answered));
    fromSend.push(at - sent);
    await new Promise((r) => setTimeout(r, 40));
  }
  const measured = await load;
  for (const s of streams) s.close();
  return {
    p50: median(fromCommit),
    p99: percentile(fromCommit, 99),
    sendP99: percentile(fromSend, 99),
    load: measured,
  };
}

/** Resident memory (bytes) and CPU seconds of a server, from its /metrics. */
async function processFigures(url: string): Promise<{ rss: number; cpu: number }> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: value('process_resident_memory_bytes'), cpu: value('process_cpu_seconds_total') };
}

/** Rounds of the idle-streams comparison (LIVE_ROUNDS to change). */
const IDLE_ROUNDS = Number(process.env.LIVE_ROUNDS ?? 5);

/** The machine's load averages (1, 5 and 15 minutes), shown beside the figures they may move. */
const loadText = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/**
 * The write load's throughput without and with `STREAMS` idle streams open: streams of players
 * other than the ones writing (a stream whose player writes is not idle: each write is an event).
 * Measured fairly on a shared machine whose speed drifts: IDLE_ROUNDS rounds, each a run without
 * and a run with, back to back, in alternating order (without-with, with-without, ...: the streams
 * stay open across a round's boundary, so they open once every two rounds); a ratio per round, and
 * the figure is the median ratio. The first time they are open, memory per stream and CPU at idle.
 */
async function idleStreams(
  server: ServerProcess,
  players: BenchPlayer[],
  watchers: BenchPlayer[],
  seconds: number,
): Promise<Line[]> {
  const pairs = pairCursor(players);
  const crates = () => scenarios['POST /crates/open']!(players, pairs);
  let held: Held[] = [];
  let idleNote = '';
  const open = async () => {
    const before = await processFigures(server.url);
    await pooled(
      Array.from({ length: STREAMS }, (_, i) => watchers[i % watchers.length]!),
      100,
      async (p) => void held.push(await hold(server.url, p)),
    );
    await new Promise((r) => setTimeout(r, 2000));
    if (idleNote) return;
    const opened = await processFigures(server.url);
    await new Promise((r) => setTimeout(r, 10_000));
    const idle = await processFigures(server.url);
    const perStream = (opened.rss - before.rss) / STREAMS;
    const cpuShare = (idle.cpu - opened.cpu) / 10;
    idleNote = `${(perStream / 1024).toFixed(1)} KB a stream, CPU ${(cpuShare * 100).toFixed(1)}% of a core at idle`;
  };
  const close = async () => {
    for (const h of held) h.close();
    held = [];
    await new Promise((r) => setTimeout(r, 2000));
  };
  const without: Measure[] = [];
  const withStreams: Measure[] = [];
  const ratios: number[] = [];
  const loads: string[] = [];
  for (let round = 0; round < IDLE_ROUNDS; round++) {
    const order = round % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
    const figures: Record<string, Measure> = {};
    for (const which of order) {
      if (which === 'with' && held.length === 0) await open();
      if (which === 'without' && held.length > 0) await close();
      figures[which] = await run([server.url], crates, seconds);
    }
    without.push(figures.without!);
    withStreams.push(figures.with!);
    ratios.push(figures.with!.rps / figures.without!.rps);
    loads.push(loadText());
    process.stderr.write(
      `  round ${round + 1}: ${figures.without!.rps.toFixed(0)} without, ${figures.with!.rps.toFixed(0)} with, ` +
        `ratio ${ratios.at(-1)!.toFixed(3)} (${loads.at(-1)})\n`,
    );
  }
  await close();
  const ratio = median(ratios);
  const sorted = [...ratios].sort((a, b) => a - b);
  return [
    { section: 'live', what: `POST /crates/open, no streams`, m: medianOf(without) },
    {
      section: 'live',
      what: `POST /crates/open, ${STREAMS} streams`,
      m: medianOf(withStreams),
      ratio: `${ratio.toFixed(2)} of without`,
      target: 'within 10% of without',
      met: ratio >= 0.9,
    },
    {
      section: 'live',
      what: `  ratio per round (${IDLE_ROUNDS})`,
      note: `${ratios.map((r) => r.toFixed(2)).join(' ')}; median ${ratio.toFixed(3)}, range ${sorted[0]!.toFixed(2)}-${sorted.at(-1)!.toFixed(2)}; ${loadText()}`,
    },
    { section: 'live', what: `${STREAMS} idle streams`, note: idleNote },
  ];
}

export async function liveFigures(seconds: number, databaseUrl: string): Promise<Line[]> {
  const lines: Line[] = [];
  const env = { METRICS_TOKEN: ADMIN_TOKEN };
  const one = await startServer({ databaseUrl, env });
  try {
    const players = await createPlayers(one.url, 300);
    const watchers = await createPlayers(one.url, 250, 'w');
    const single = await pushLatency(one.url, one.url, [one.url], players);
    lines.push({
      section: 'live',
      what: 'push, one process (PostgreSQL)',
      note: `p50 ${single.p50.toFixed(1)} ms, p99 ${single.p99.toFixed(1)} ms (p99 ${single.sendP99.toFixed(0)} ms from send) at ${single.load.rps.toFixed(0)} writes/s; ${loadText()}`,
      target: 'p99 under 250 ms',
      met: single.p99 < 250,
    });
    const two = await startServer({ databaseUrl, env });
    try {
      const across = await pushLatency(one.url, two.url, [one.url, two.url], players);
      lines.push({
        section: 'live',
        what: 'push, across two processes',
        note: `p50 ${across.p50.toFixed(1)} ms, p99 ${across.p99.toFixed(1)} ms (p99 ${across.sendP99.toFixed(0)} ms from send) at ${across.load.rps.toFixed(0)} writes/s; ${loadText()}`,
        target: 'p99 under 250 ms',
        met: across.p99 < 250,
      });
    } finally {
      await two.stop();
    }
    lines.push(...(await idleStreams(one, players, watchers, seconds)));
  } finally {
    await one.stop();
  }
  return lines;
}
