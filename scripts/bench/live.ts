/**
 * The live streams (issue 25): push latency under the write load, on one process and across two on
 * PostgreSQL, and the cost of many idle streams on one process (memory and CPU at idle, and the
 * write load's throughput with them open). Loopback only; every loop is bounded in count and time.
 */
import { spawn } from 'node:child_process';
import { readEvents } from '../../tests/support/live-stream.ts';
import { createPlayers, type BenchPlayer } from './players.ts';
import { medianOf, pairCursor, ROUNDS, run, scenarios } from './load.ts';
import { median, percentile } from './stats.ts';
import { ADMIN_TOKEN, startServer, type ServerProcess } from './server-process.ts';
import type { Line } from './table.ts';

/** Idle streams held open at once (LIVE_STREAMS to change). */
const STREAMS = Number(process.env.LIVE_STREAMS ?? 5000);
/** Seconds the idle streams' CPU is measured over: longer than the heartbeat's and sessions' check's periods. */
const IDLE_SECONDS = Number(process.env.LIVE_IDLE_SECONDS ?? 45);
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

/**
 * Resident memory and heap used (bytes), and CPU seconds, of a server, from its /metrics; with
 * `collect`, after a full garbage collection (SIGUSR2 to a server started with --expose-gc), so
 * that what the streams hold is not hidden among the garbage of the load run before.
 */
async function processFigures(
  server: ServerProcess,
  collect: boolean,
): Promise<{ rss: number; heap: number; cpu: number }> {
  if (collect) {
    process.kill(server.pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
    cpu: value('process_cpu_seconds_total'),
  };
}

/**
 * `STREAMS` idle streams of `players` held by a process of their own (live-holder.ts), so that
 * the write load's generator, in this process, shares nothing with them; resolves once all are open.
 */
async function holdIdle(url: string, players: BenchPlayer[]): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/live-holder.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify({ url, streams: STREAMS, players }));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(`open ${STREAMS}`)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the streams' holder exited (${code}) before all were open`)),
    );
  });
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The write load's throughput without and with `STREAMS` idle streams open: streams of players
 * other than the ones writing (a stream whose player writes is not idle: each write is an event).
 * `ROUNDS` rounds, each a run without the streams right before one with them, the ratio taken per
 * round and the median of the rounds reported (the machine's speed and the database's size drift
 * between runs a minute apart: the first run of a single pair read 0.73 of the second on one
 * machine). Each run also reads the server's CPU a request, which drifts less than the rate. The
 * streams' memory and idle CPU are read in the first round, after a full garbage collection.
 */
async function idleStreams(
  server: ServerProcess,
  players: BenchPlayer[],
  watchers: BenchPlayer[],
  seconds: number,
): Promise<Line[]> {
  const pairs = pairCursor(players);
  const crates = () => scenarios['POST /crates/open']!(players, pairs);
  /** One run of the write load, with the server's CPU milliseconds a request over it. */
  const measured = async () => {
    const before = await processFigures(server, false);
    const m = await run([server.url], crates, seconds);
    const after = await processFigures(server, false);
    // The run's warm-up second is inside the CPU reading: count its requests too.
    return { m, cpuMs: ((after.cpu - before.cpu) * 1000) / (m.rps * (seconds + 1)) };
  };
  const withouts: Awaited<ReturnType<typeof measured>>[] = [];
  const withs: Awaited<ReturnType<typeof measured>>[] = [];
  let idleNote = '';
  for (let round = 0; round < ROUNDS; round++) {
    withouts.push(await measured());
    const before = await processFigures(server, true);
    const holder = await holdIdle(server.url, watchers);
    await new Promise((r) => setTimeout(r, 2000));
    if (round === 0) {
      const open = await processFigures(server, true);
      await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
      const idle = await processFigures(server, false);
      const heapPerStream = (open.heap - before.heap) / STREAMS;
      const rssPerStream = (open.rss - before.rss) / STREAMS;
      const cpuShare = (idle.cpu - open.cpu) / IDLE_SECONDS;
      idleNote = `${(heapPerStream / 1024).toFixed(1)} KB heap (${(rssPerStream / 1024).toFixed(1)} KB resident) a stream, CPU ${(cpuShare * 100).toFixed(2)}% of a core at idle (${IDLE_SECONDS} s)`;
    }
    withs.push(await measured());
    await holder.stop();
  }
  const ratio = median(withs.map((w, i) => w.m.rps / withouts[i]!.m.rps));
  const cpuRatio = median(withs.map((w, i) => w.cpuMs / withouts[i]!.cpuMs));
  const cpu = (runs: typeof withs) => median(runs.map((r) => r.cpuMs)).toFixed(2);
  return [
    {
      section: 'live',
      what: `POST /crates/open, no streams`,
      m: medianOf(withouts.map((r) => r.m)),
      ratio: `CPU ${cpu(withouts)} ms a req`,
    },
    {
      section: 'live',
      what: `POST /crates/open, ${STREAMS} streams`,
      m: medianOf(withs.map((r) => r.m)),
      ratio: `${ratio.toFixed(2)} of without, CPU ${cpu(withs)} ms a req (${cpuRatio.toFixed(2)}x)`,
      target: 'within 10% of without',
      met: ratio >= 0.9,
    },
    { section: 'live', what: `${STREAMS} idle streams`, note: idleNote },
  ];
}

export async function liveFigures(seconds: number, databaseUrl: string): Promise<Line[]> {
  const lines: Line[] = [];
  const env = { METRICS_TOKEN: ADMIN_TOKEN };
  const one = await startServer({ databaseUrl, env, nodeArgs: ['--expose-gc'] });
  try {
    const players = await createPlayers(one.url, 300);
    const watchers = await createPlayers(one.url, 250, 'w');
    const single = await pushLatency(one.url, one.url, [one.url], players);
    lines.push({
      section: 'live',
      what: 'push, one process (PostgreSQL)',
      note: `p50 ${single.p50.toFixed(1)} ms, p99 ${single.p99.toFixed(1)} ms (p99 ${single.sendP99.toFixed(0)} ms from send) at ${single.load.rps.toFixed(0)} writes/s`,
      target: 'p99 under 250 ms',
      met: single.p99 < 250,
    });
    const two = await startServer({ databaseUrl, env });
    try {
      const across = await pushLatency(one.url, two.url, [one.url, two.url], players);
      lines.push({
        section: 'live',
        what: 'push, across two processes',
        note: `p50 ${across.p50.toFixed(1)} ms, p99 ${across.p99.toFixed(1)} ms (p99 ${across.sendP99.toFixed(0)} ms from send) at ${across.load.rps.toFixed(0)} writes/s`,
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
