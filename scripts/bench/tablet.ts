/**
 * Issue 24: what a player on a low-end tablet gets on /expedition. The tablet of the review:
 * 1080x810, touch, mobile, DPR 2, WebGL drawn by SwiftShader, with and without a 4x CPU slowdown
 * (CDP `Emulation.setCPUThrottlingRate`), frames paced by the display (60 Hz, as a player's are),
 * service workers allowed (the precache loads beside the first screen, as on a first visit).
 * For each round, a fresh context (no cache) opens /expedition signed in and measures:
 * - load: navigation to the world's first drawn frame (the map's `world-drawn` mark);
 * - map: every presented frame (requestAnimationFrame gaps) while the map is dragged and zoomed;
 * - run: every presented frame from Send to the verdict played out.
 *
 * Before/after on a shared machine: give each build's client folder (`name=dir`, a copy of an
 * earlier `dist/client`); one server serves each, and the rounds interleave them (ABAB, then
 * BABA), so both see the same load on the machine. Medians over the rounds are printed.
 *
 *   node --import tsx scripts/bench/tablet.ts [name=dir ...]   (default: now=dist/client)
 *   ROUNDS=3 (default 3), CPU=1,4 (default both), PORT=4711 (the first server's port; default free ones)
 *   REVIEW=1: the browser as the fresh player's review launches it (shared/reviews/newcomer.md:
 *   SwiftShader without --disable-gpu, so the browser composites the page on SwiftShader too, every
 *   layer of every frame at DPR 2; the e2e harness composites on the CPU's own path).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ADMIN_TOKEN, BOT_TOKEN, CHROMIUM, HEADLESS_FLAGS, launchBrowser } from '../../tests/e2e/harness.ts';
import { spawnServer } from '../../tests/support/server-process.ts';
import { START_GAPS, STOP_GAPS, lookAbout } from './player-scenes.ts';
import { median, percentile } from './stats.ts';

// A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
/**
 * Before any page script: every texture upload (texImage2D, texSubImage2D) is counted, with its
 * bytes (RGBA8): a figure of the work a frame does that the machine's load does not change.
 */
const COUNT_UPLOADS = `(() => {
  window.__uploads = { calls: 0, bytes: 0 };
  const size = (a) => {
    if (a.length >= 8) return [a[3], a[4]];
    const s = a[a.length - 1];
    return [s.naturalWidth || s.videoWidth || s.width || 0, s.naturalHeight || s.videoHeight || s.height || 0];
  };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['texImage2D', 'texSubImage2D']) {
      const call = proto[name];
      proto[name] = function (...a) {
        const [w, h] = size(a);
        window.__uploads.calls++;
        window.__uploads.bytes += w * h * 4;
        return call.apply(this, a);
      };
    }
  }
})()`;
const TAKE_UPLOADS = `(() => { const u = window.__uploads; window.__uploads = { calls: 0, bytes: 0 }; return u; })()`;

interface Uploads {
  calls: number;
  bytes: number;
}

export interface TabletRound {
  /** Navigation to the world drawn (ms). */
  loadMs: number;
  /** Presented frame gaps (ms) while the map is looked about, and during a stage run. */
  map: number[];
  run: number[];
  /** Texture uploads while the map is looked about, and during the run. */
  mapUploads: Uploads;
  runUploads: Uploads;
  /** Page warnings and errors seen (the console's). */
  console: string[];
}

const WINDOW_MS = 5000;

/** One cold visit of /expedition on the tablet: its load, a look about the map, a stage run. */
export async function tabletRound(
  browser: Browser,
  url: string,
  cpu: number,
  n: number,
): Promise<TabletRound> {
  const context = await browser.newContext({
    viewport: { width: 1080, height: 810 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'allow',
  });
  await context.addInitScript(COUNT_UPLOADS);
  const seen: string[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (m) => {
      const text = m.text();
      // SwiftShader's own notes on the compositor's read-back are no page warning.
      if ((m.type() === 'warning' || m.type() === 'error') && !/GL Driver Message/.test(text))
        seen.push(text.slice(0, 200));
    });
    page.on('pageerror', (e) => seen.push(String(e).slice(0, 200)));
    await page.request.post(`${url}/api/_auth/dev`, {
      data: { username: `tablet ${cpu} ${n} ${Date.now() % 100000}` },
    });
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 120_000 });
    const loadMs = await page.evaluate<number>(
      `(() => { const m = performance.getEntriesByName('world-drawn')[0]; return m ? m.startTime : -1; })()`,
    );
    await page.waitForTimeout(1500);
    const record = async (during: () => Promise<void>) => {
      await page.evaluate(TAKE_UPLOADS);
      await page.evaluate(START_GAPS);
      const t0 = Date.now();
      await during();
      const left = WINDOW_MS - (Date.now() - t0);
      if (left > 0) await page.waitForTimeout(left);
      const gaps = await page.evaluate<number[]>(STOP_GAPS);
      return { gaps, uploads: await page.evaluate<Uploads>(TAKE_UPLOADS) };
    };
    const { gaps: map, uploads: mapUploads } = await record(() => lookAbout(page));
    const { gaps: run, uploads: runUploads } = await record(async () => {
      await page.getByRole('button', { name: 'Send your Warlord' }).click();
      await page.locator('.stage-overlay').waitFor({ timeout: 30_000 });
      await page
        .locator('.stage-overlay[data-moment="done"]')
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
    });
    return { loadMs, map, run, mapUploads, runUploads, console: seen };
  } finally {
    await context.close();
  }
}

/** Frames presented a second over the window (its stalls count, as a player feels them). */
const fps = (gaps: number[]) => (gaps.length ? (1000 * gaps.length) / gaps.reduce((a, b) => a + b, 0) : 0);

/** The median uploads of the rounds: calls and MB. */
function uploads(rounds: TabletRound[], pick: (r: TabletRound) => Uploads): string {
  const calls = median(rounds.map((r) => pick(r).calls));
  const mb = median(rounds.map((r) => pick(r).bytes)) / (1024 * 1024);
  return `${calls.toFixed(0)} (${mb.toFixed(1)} MB)`;
}

/** One line per build and CPU: medians over the rounds. */
function summarize(name: string, cpu: number, rounds: TabletRound[]): string {
  const med = (f: (r: TabletRound) => number) => median(rounds.map(f));
  const loads = rounds.map((r) => r.loadMs.toFixed(0)).join('/');
  return (
    `${name.padEnd(8)} ${cpu}x CPU: world drawn ${med((r) => r.loadMs).toFixed(0)} ms (${loads}); ` +
    `map ${med((r) => fps(r.map)).toFixed(1)} fps (frame median ${med((r) => median(r.map)).toFixed(1)} ms, ` +
    `p95 ${med((r) => percentile(r.map, 95)).toFixed(0)} ms); ` +
    `run ${med((r) => fps(r.run)).toFixed(1)} fps (frame median ${med((r) => median(r.run)).toFixed(1)} ms, ` +
    `p95 ${med((r) => percentile(r.run, 95)).toFixed(0)} ms); texture uploads: map ${uploads(rounds, (r) => r.mapUploads)}, ` +
    `run ${uploads(rounds, (r) => r.runUploads)}; ${rounds.length} rounds`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const builds = (process.argv.slice(2).length ? process.argv.slice(2) : ['now=dist/client']).map((a) => {
    const [name, dir] = a.split('=') as [string, string];
    return { name, dir: resolve(dir) };
  });
  const rounds = Number(process.env.ROUNDS ?? 3);
  const cpus = (process.env.CPU ?? '1,4').split(',').map(Number);
  const servers = [];
  for (const [i, b] of builds.entries()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'warlords-tablet-'));
    // PORT: the first of the servers' ports (one a build), else free ones.
    const port: Record<string, string> = process.env.PORT
      ? { PORT: String(Number(process.env.PORT) + i) }
      : {};
    const child = await spawnServer(
      { DATA_DIR: dataDir, ADMIN_TOKEN, BOT_TOKEN, ALLOW_DEV_LOGIN: '1', CLIENT_DIR: b.dir, ...port },
      180_000,
    );
    servers.push({ ...b, child, dataDir });
  }
  const browser =
    process.env.REVIEW === '1'
      ? await chromium.launch({
          executablePath: CHROMIUM,
          args: [
            ...HEADLESS_FLAGS.filter((f) => f !== '--disable-gpu'),
            '--enable-unsafe-swiftshader',
            '--use-angle=swiftshader',
          ],
        })
      : await launchBrowser();
  const results = new Map<string, TabletRound[]>();
  const before = loadavg()[0]!.toFixed(2);
  try {
    for (let i = 0; i < rounds; i++) {
      // ABAB then BABA: neither build always goes first.
      const order = i % 2 ? [...servers].reverse() : servers;
      for (const cpu of cpus)
        for (const s of order) {
          const r = await tabletRound(browser, s.child.url, cpu, i);
          const key = `${s.name}|${cpu}`;
          results.set(key, [...(results.get(key) ?? []), r]);
          process.stderr.write(
            `round ${i + 1} ${s.name} ${cpu}x: load ${r.loadMs.toFixed(0)} ms, map ${fps(r.map).toFixed(1)} fps, ` +
              `run ${fps(r.run).toFixed(1)} fps; uploads map ${r.mapUploads.calls} run ${r.runUploads.calls}` +
              `${r.console.length ? `; console: ${r.console.join(' | ')}` : ''}\n`,
          );
        }
    }
    for (const cpu of cpus)
      for (const s of servers)
        process.stdout.write(`${summarize(s.name, cpu, results.get(`${s.name}|${cpu}`)!)}\n`);
    process.stdout.write(`load average (1 min) ${before} before, ${loadavg()[0]!.toFixed(2)} after\n`);
  } finally {
    await browser.close();
    for (const s of servers) {
      await s.child.kill('SIGTERM');
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}
