/**
 * Where a frame's time goes on /expedition at 1440x900 under SwiftShader: a Chrome trace (through
 * the DevTools protocol) of the map while it is dragged and zoomed, or of a stage run, summed per
 * thread and per event name; and the WebGL draw calls and texture binds a drawn frame makes.
 *
 * Run after a build: `node --import tsx scripts/bench/frame-profile.ts [map|run|load]`.
 * `PROFILE_CSS='…'` adds a style sheet to the page first (to try a change without a rebuild).
 * `TABLET=1` profiles the tablet of issue 24 (1080x810, touch, mobile, DPR 2); `CPU=4` slows the
 * page's CPU 4x. `load` profiles the cold load, navigation to the world drawn. Beside the trace, a
 * JavaScript CPU profile (the Profiler domain) gives the functions that took the main thread's time.
 */
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, newContext, startServer } from '../../tests/e2e/harness.ts';

const what = process.argv[2] === 'run' ? 'run' : process.argv[2] === 'load' ? 'load' : 'map';
const tablet = process.env.TABLET === '1';
const cpu = Number(process.env.CPU ?? 1);
const UNCAPPED_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/** Before any page script: draw calls and texture binds are counted per animation frame. */
const COUNT_CALLS = `(() => {
  window.__calls = { draws: 0, binds: 0, frames: 0, drawn: 0 };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const call = proto[name];
      if (!call) continue;
      proto[name] = function (...args) { window.__calls.draws++; window.__frameDrew = true; return call.apply(this, args); };
    }
    const bind = proto.bindTexture;
    proto.bindTexture = function (...args) { window.__calls.binds++; return bind.apply(this, args); };
  }
  const loop = () => {
    window.__calls.frames++;
    if (window.__frameDrew) window.__calls.drawn++;
    window.__frameDrew = false;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`;

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

async function trace(cdp: CDPSession, during: () => Promise<void>) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,viz,gpu,cc,blink,devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await during();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** The JavaScript functions with the most self time in a CPU profile (ms), with their callers' names. */
function topFunctions(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, n = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  };
  const totals = new Map<string, number>();
  for (const [id, ms] of self) {
    // The function, then up to four of its callers: "readPixels < getPixels < … ".
    const chain = [name(id)];
    for (let up = parent.get(id); up !== undefined && chain.length < 5; up = parent.get(up))
      chain.push(name(up));
    const key = chain.join(' < ');
    totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, n);
}

async function panAndZoom(page: Page) {
  const cx = 560;
  const cy = 450;
  for (let round = 0; round < 3; round++) {
    await page.mouse.move(cx, cy);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -120);
    await page.mouse.down();
    await page.mouse.move(cx - 260, cy - 120, { steps: 18 });
    await page.mouse.move(cx + 200, cy + 140, { steps: 18 });
    await page.mouse.up();
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 120);
  }
}

const server = await startServer();
const browser = await launchBrowser(UNCAPPED_FRAMES);
try {
  const context = tablet
    ? await browser.newContext({
        viewport: { width: 1080, height: 810 },
        deviceScaleFactor: 2,
        hasTouch: true,
        isMobile: true,
      })
    : await newContext(browser, 'desktop');
  await context.addInitScript(COUNT_CALLS);
  if (process.env.PROFILE_CSS) {
    const css = JSON.stringify(process.env.PROFILE_CSS);
    await context.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${css}; document.head.append(s); })`,
    );
  }
  const page = await context.newPage();
  await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: 'profile' } });
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  if (what === 'load') await cdp.send('Profiler.start');
  await page.goto(`${server.url}/expedition`);
  await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 120_000 });
  if (what !== 'load') {
    await page.waitForTimeout(1500);
    await cdp.send('Profiler.start');
  }
  await page.evaluate(
    'window.__calls.draws = window.__calls.binds = window.__calls.frames = window.__calls.drawn = 0',
  );
  const started = Date.now();
  const events = await trace(cdp, async () => {
    if (what === 'load') return;
    if (what === 'map') await panAndZoom(page);
    else {
      await page.getByRole('button', { name: 'Send your Warlord' }).click();
      await page.getByRole('button', { name: 'Back to the map' }).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1500);
    }
  });
  const seconds = (Date.now() - started) / 1000;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const calls = await page.evaluate<{ draws: number; binds: number; frames: number; drawn: number }>(
    'window.__calls',
  );
  const threads = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  }
  const perThread = new Map<string, number>();
  const perName = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const t = threads.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
    if (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'ThreadPool_RunTask') {
      perThread.set(t, (perThread.get(t) ?? 0) + e.dur / 1000);
    }
    const key = `${t} | ${e.name}`;
    perName.set(key, (perName.get(key) ?? 0) + e.dur / 1000);
  }
  const line = (k: string, ms: number) => `  ${(ms / seconds).toFixed(0).padStart(5)} ms/s  ${k}`;
  process.stdout.write(
    `${what}: ${seconds.toFixed(1)} s, ${calls.frames} frames (${calls.drawn} drawn), ` +
      `${(calls.draws / Math.max(1, calls.drawn)).toFixed(1)} draw calls and ` +
      `${(calls.binds / Math.max(1, calls.drawn)).toFixed(1)} texture binds a drawn frame\n`,
  );
  process.stdout.write('busy time per thread (top-level tasks), and per drawn frame:\n');
  for (const [k, ms] of [...perThread].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    process.stdout.write(
      `${line(k, ms)}  ${(ms / Math.max(1, calls.drawn)).toFixed(1).padStart(5)} ms/frame\n`,
    );
  }
  process.stdout.write('events (nested, so they overlap):\n');
  for (const [k, ms] of [...perName].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    process.stdout.write(`${line(k, ms)}\n`);
  }
  process.stdout.write('JavaScript self time (ms, whole profile):\n');
  for (const [k, ms] of topFunctions(profile))
    process.stdout.write(`  ${ms.toFixed(0).padStart(6)} ms  ${k}\n`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
