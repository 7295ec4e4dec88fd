/**
 * `node --import tsx scripts/bench/load-trace.ts [expedition|pocket]` (after a build; CLIENT_DIR for
 * another build, best an unminified one: `npx vite build --minify false --outDir …`): one cold load,
 * session set, at 1440x900 in a display-paced browser (as world-load.ts loads), traced. Prints the
 * page's main-thread tasks of 15 ms and more from navigation to the drawn world (or Warlord), each
 * with its longest events and the JavaScript functions that took its time (a CPU profile), then the
 * busiest other threads. What held the page's thread on the way to the first frame, and when.
 * `MIN_TASK_MS=n` (default 15) the shortest task listed; `DETAIL=1` every event of 5 ms and more
 * inside each task; `RESOURCES=1` the resources and marks of the load; `EVENTS=a,b` every event of
 * those names on any thread, in order (e.g. `v8.parseOnBackground,v8.evaluateModule,
 * ImageDecoder::DecodeFrameBufferAtIndex`); `OTHER_EVENTS=n` how many of the other threads' events.
 */
import type { CDPSession } from 'playwright-core';
import { launchBrowser, startServer } from '../../tests/e2e/harness.ts';

const page = process.argv[2] === 'pocket' ? 'pocket' : 'expedition';
const DRAWN = page === 'pocket' ? 'warlord-drawn' : 'world-drawn';
const SELECTOR =
  page === 'pocket' ? '.scene--portrait[data-warlord="drawn"]' : '.scene--map[data-world="drawn"]';
const MIN_TASK_MS = Number(process.env.MIN_TASK_MS ?? 15);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

async function traced(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories:
      'toplevel,blink,blink.user_timing,devtools.timeline,v8,gpu,loading,cc,disabled-by-default-devtools.timeline,blink.image_decoding,disabled-by-default-devtools.timeline.invalidationTracking',
    transferMode: 'ReportEvents',
  });
  await during();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const tab = await context.newPage();
  await tab.request.post(`${server.url}/api/_auth/dev`, { data: { username: `trace ${Date.now() % 1e5}` } });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  let profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } | null =
    null;
  const events = await traced(cdp, async () => {
    await cdp.send('Profiler.start');
    await tab.goto(`${server.url}/${page}`);
    await tab.locator(SELECTOR).waitFor({ timeout: 90_000 });
    ({ profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: NonNullable<typeof profile> });
  });
  const drawnAt = await tab.evaluate<number>(`performance.getEntriesByName('${DRAWN}')[0].startTime`);
  // The resources up to the first frame and the page's marks, ms from navigation.
  const resources = await tab.evaluate<{ name: string; start: number; end: number; kb: number }[]>(
    `performance.getEntriesByType('resource').map((r) => ({ name: r.name.replace(location.origin, ''), start: r.startTime, end: r.responseEnd, kb: r.encodedBodySize / 1024 }))`,
  );
  const marks = await tab.evaluate<{ name: string; at: number }[]>(
    `performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: m.startTime }))`,
  );
  if (process.env.RESOURCES)
    process.stdout.write(
      [
        ...resources
          .filter((r) => r.start <= drawnAt)
          .map((r) => ({
            at: r.end,
            line: `  ${r.start.toFixed(0).padStart(6)} -> ${r.end.toFixed(0).padStart(6)} ms ${r.kb.toFixed(0).padStart(5)} KB  ${r.name}`,
          })),
        ...marks.map((m) => ({ at: m.at, line: `  ${m.at.toFixed(0).padStart(16)} ms  mark ${m.name}` })),
      ]
        .sort((a, b) => a.at - b.at)
        .map((r) => r.line)
        .join('\n') + '\n',
    );
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  // The navigation's start in trace time: the page's own mark of it (blink.user_timing).
  const nav = events.find((e) => e.name === 'navigationStart' && e.cat.includes('user_timing'));
  const drawnMark = events.find((e) => e.name === DRAWN && e.cat.includes('user_timing'));
  const origin = drawnMark ? drawnMark.ts / 1000 - drawnAt : nav ? nav.ts / 1000 : 0;
  const at = (ts: number) => ts / 1000 - origin;
  const main = events.filter(
    (e) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X' && e.dur !== undefined,
  );
  const tasks = main.filter(
    (e) =>
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.dur! / 1000 >= MIN_TASK_MS &&
      at(e.ts) >= -50 &&
      at(e.ts) <= drawnAt + 20,
  );
  // JS self time by function within a window (trace ms), from the CPU profile's samples.
  const samples: { at: number; id: number }[] = [];
  if (profile) {
    const p = profile as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
    let t = p.startTime;
    p.samples.forEach((id, i) => {
      t += p.timeDeltas[i] ?? 0;
      samples.push({ at: at(t), id });
    });
  }
  const nodes = new Map((profile as { nodes: ProfileNode[] } | null)?.nodes.map((n) => [n.id, n]) ?? []);
  const jsIn = (from: number, to: number) => {
    const self = new Map<string, number>();
    let prev = from;
    for (const s of samples) {
      if (s.at < from || s.at > to) continue;
      const f = nodes.get(s.id)?.callFrame;
      if (f && f.functionName !== '(idle)' && f.functionName !== '(program)') {
        const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
        self.set(key, (self.get(key) ?? 0) + (s.at - prev));
      }
      prev = s.at;
    }
    return [...self].sort((a, b) => b[1] - a[1]).slice(0, 4);
  };
  const SKIP = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask']);
  process.stdout.write(
    `${page}: ${DRAWN} at ${drawnAt.toFixed(0)} ms; main-thread tasks >= ${MIN_TASK_MS} ms:\n`,
  );
  let busy = 0;
  for (const t of tasks) {
    const start = at(t.ts);
    const end = start + t.dur! / 1000;
    busy += t.dur! / 1000;
    const inner = main
      .filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && !SKIP.has(e.name))
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 4)
      .map((e) => {
        const url = e.args?.data?.url?.replace(/^.*\//, '') ?? e.args?.data?.functionName ?? '';
        return `${e.name}${url ? ` ${url}` : ''} ${(e.dur! / 1000).toFixed(0)}`;
      });
    if (process.env.DETAIL) {
      // Every event of 5 ms and more inside the task, in order (DETAIL=1).
      for (const e of main.filter(
        (e) =>
          e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && e.dur! >= 5000 && !SKIP.has(e.name),
      ))
        process.stdout.write(
          `        ${at(e.ts).toFixed(0).padStart(6)} +${(e.dur! / 1000).toFixed(0).padStart(4)} ${e.name} ${e.args?.data?.url?.replace(/^.*\//, '') ?? ''}\n`,
        );
    }
    const js = jsIn(start, end).map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
    process.stdout.write(
      `  ${start.toFixed(0).padStart(6)} ms +${(t.dur! / 1000).toFixed(0).padStart(4)}  ${inner.join(' | ')}\n` +
        (js.length ? `                      js: ${js.join(' | ')}\n` : ''),
    );
  }
  process.stdout.write(`  (${busy.toFixed(0)} ms in those tasks)\n`);
  // Every thread's busy time up to the first frame.
  const perThread = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || at(e.ts) > drawnAt || at(e.ts) < 0) continue;
    if (e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'ThreadPool_RunTask') continue;
    const k = threads.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
    perThread.set(k, (perThread.get(k) ?? 0) + e.dur / 1000);
  }
  process.stdout.write('busy time per thread, navigation to the first frame (ms):\n');
  for (const [k, ms] of [...perThread].sort((a, b) => b[1] - a[1]).slice(0, 10))
    process.stdout.write(`  ${ms.toFixed(0).padStart(6)}  ${k}\n`);
  // Image decodes (any thread) and script streaming, when (EVENTS=name,name: those events instead).
  if (process.env.EVENTS) {
    const names = new Set(process.env.EVENTS.split(','));
    for (const e of events
      .filter((e) => names.has(e.name) && e.ph === 'X' && e.dur)
      .sort((a, b) => a.ts - b.ts))
      process.stdout.write(
        `  ${at(e.ts).toFixed(0).padStart(6)} +${(e.dur! / 1000).toFixed(0).padStart(4)} ${threads.get(`${e.pid}:${e.tid}`) ?? '?'} ${e.name} ${e.args?.data?.url?.replace(/^.*\//, '') ?? ''}\n`,
      );
  }
  // What the other threads did (their events by name, nested so they overlap).
  const perName = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || at(e.ts) > drawnAt || at(e.ts) < 0) continue;
    const k = threads.get(`${e.pid}:${e.tid}`) ?? '?';
    if (
      k === 'CrRendererMain' ||
      e.name === 'ThreadControllerImpl::RunTask' ||
      e.name === 'ThreadPool_RunTask'
    )
      continue;
    const key = `${k} | ${e.name}`;
    perName.set(key, (perName.get(key) ?? 0) + e.dur / 1000);
  }
  process.stdout.write('other threads, by event (ms, nested):\n');
  for (const [k, ms] of [...perName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.OTHER_EVENTS ?? 14)))
    process.stdout.write(`  ${ms.toFixed(0).padStart(6)}  ${k}\n`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
