/**
 * Issue 24, review item 2: how long a fresh player waits for their whole Warlord on /pocket, with
 * the browser as the review launched it (SwiftShader for WebGL and, without --disable-gpu, for the
 * page's compositing too; `REVIEW=0` uses the e2e harness's flags instead). For each size (desktop
 * 1440x900; tablets 1080x810 and 810x1080, touch, mobile, DPR 2) and CPU (1x, 4x: CDP
 * `Emulation.setCPUThrottlingRate`), a fresh context (nothing cached, service workers allowed as on
 * a first visit) signs in and opens /pocket; sampled on every animation frame (portrait-time.ts),
 * from the navigation's start:
 * - whole: the first frame with the whole Warlord in the hero box (the DOM figure, or the Pixi
 *   scene's rig over it, whichever came first);
 * - figure, scene: each of them alone; `warlord-drawn`: the Pixi scene's own mark;
 * - empty: frames the box showed neither a silhouette nor a figure (should be 0).
 * `WATERFALL=1` prints each round's requests (start and end, ms from the navigation's start);
 * `LAYERS=1` counts the page's composited layers once the Warlord is whole (CDP LayerTree);
 * `TRACE=/tmp/pocket` writes a Chrome performance trace of each round (`/tmp/pocket-desktop-1x-0.json`).
 *
 * Before/after: give each build's client folder (`name=dir`); one server serves each, on ports
 * from `PORT` (default 4711), and the rounds interleave the builds (ABAB, then BABA).
 *
 *   node --import tsx scripts/bench/pocket-time.ts [name=dir ...]   (default: now=dist/client)
 *   ROUNDS=3, CPU=1,4, SIZES=desktop,tablet,portrait
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import {
  ADMIN_TOKEN,
  BOT_TOKEN,
  CHROMIUM,
  HEADLESS_FLAGS,
  VIEWPORTS,
  launchBrowser,
  type Profile,
} from '../../tests/e2e/harness.ts';
import { spawnServer } from '../../tests/support/server-process.ts';
import { PORTRAIT_SAMPLER } from './portrait-time.ts';
import { median } from './stats.ts';

interface PocketRound {
  whole: number | null;
  figure: number | null;
  scene: number | null;
  drawnMark: number | null;
  emptyFrames: number;
  layers: number | null;
  waterfall: string[];
  /** Page warnings and errors seen (the console's). */
  console: string[];
}

const WATERFALL = `(() => performance.getEntriesByType('resource').map((e) =>
  [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, ''), e.transferSize])
)()`;

async function pocketRound(
  browser: Browser,
  url: string,
  profile: Profile,
  cpu: number,
  n: number,
): Promise<PocketRound> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[profile],
    deviceScaleFactor: profile === 'desktop' ? 1 : 2,
    hasTouch: profile !== 'desktop',
    isMobile: profile !== 'desktop',
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('console', (m) => {
      const text = m.text();
      // SwiftShader's own notes on the compositor's read-back are no page warning.
      if ((m.type() === 'warning' || m.type() === 'error') && !/GL Driver Message/.test(text))
        seen.push(text.slice(0, 200));
    });
    page.on('pageerror', (e) => seen.push(String(e).slice(0, 200)));
    const res = await page.request.post(`${url}/api/_auth/dev`, {
      data: { username: `pocket ${profile.slice(0, 4)} ${cpu} ${n} ${Date.now() % 100000}` },
    });
    if (!res.ok()) throw new Error(`development sign-in answered ${res.status()}`);
    await page.addInitScript(PORTRAIT_SAMPLER);
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    let layers: number | null = null;
    if (process.env.LAYERS === '1') {
      await cdp.send('LayerTree.enable');
      cdp.on('LayerTree.layerTreeDidChange', (e) => {
        if (e.layers) layers = e.layers.filter((l) => l.drawsContent).length;
      });
    }
    const trace = process.env.TRACE ? `${process.env.TRACE}-${profile}-${cpu}x-${n}.json` : undefined;
    if (trace)
      await browser.startTracing(page, {
        path: trace,
        screenshots: true,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink',
          'gpu',
          'toplevel',
          'cc',
          'viz',
        ],
      });
    await page.goto(`${url}/pocket`);
    type Sampled = { figure: number | null; scene: number | null; emptyFrames: number };
    const read = () => page.evaluate<Sampled>('window.__portrait');
    const until = Date.now() + 90_000;
    let s = await read();
    while ((s.figure === null || s.scene === null) && Date.now() < until) {
      await page.waitForTimeout(200);
      s = await read();
    }
    if (trace) await browser.stopTracing();
    const drawnMark = await page.evaluate<number | null>(
      `(() => { const m = performance.getEntriesByName('warlord-drawn')[0]; return m ? Math.round(m.startTime) : null; })()`,
    );
    const waterfall =
      process.env.WATERFALL === '1'
        ? (await page.evaluate<[number, number, string, number][]>(WATERFALL)).map(
            ([a, b, name, size]) =>
              `${String(a).padStart(6)} ${String(b).padStart(6)} ${(size / 1024).toFixed(0).padStart(5)} KB ${name}`,
          )
        : [];
    if (layers !== null) await page.waitForTimeout(500);
    const shown = [s.figure, s.scene].filter((v): v is number => v !== null);
    return {
      whole: shown.length ? Math.min(...shown) : null,
      figure: s.figure,
      scene: s.scene,
      drawnMark,
      emptyFrames: s.emptyFrames,
      layers,
      waterfall,
      console: seen,
    };
  } finally {
    await context.close();
  }
}

const ms = (v: number | null) => (v === null ? 'never' : `${Math.round(v)}`);
const med = (rounds: PocketRound[], pick: (r: PocketRound) => number | null) => {
  const vs = rounds.map(pick).filter((v): v is number => v !== null);
  return vs.length ? `${Math.round(median(vs))}`.padStart(6) : ' never';
};

if (process.argv[1]?.endsWith('pocket-time.ts')) {
  const builds = (process.argv.slice(2).length ? process.argv.slice(2) : ['now=dist/client']).map((a) => {
    const [name, dir] = a.split('=') as [string, string];
    return { name, dir: resolve(dir) };
  });
  const rounds = Number(process.env.ROUNDS ?? 3);
  const cpus = (process.env.CPU ?? '1,4').split(',').map(Number);
  const sizes = (process.env.SIZES ?? 'desktop,tablet,portrait').split(',') as Profile[];
  const firstPort = Number(process.env.PORT ?? 4711);
  const servers = [];
  for (const [i, b] of builds.entries()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'warlords-pocket-'));
    const child = await spawnServer(
      {
        DATA_DIR: dataDir,
        ADMIN_TOKEN,
        BOT_TOKEN,
        ALLOW_DEV_LOGIN: '1',
        CLIENT_DIR: b.dir,
        PORT: String(firstPort + i),
      },
      180_000,
    );
    servers.push({ ...b, child, dataDir });
  }
  const browser =
    process.env.REVIEW === '0'
      ? await launchBrowser()
      : await chromium.launch({
          executablePath: CHROMIUM,
          args: [
            ...HEADLESS_FLAGS.filter((f) => f !== '--disable-gpu'),
            '--enable-unsafe-swiftshader',
            '--use-angle=swiftshader',
          ],
        });
  const results = new Map<string, PocketRound[]>();
  const before = loadavg()[0]!.toFixed(2);
  try {
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 ? [...servers].reverse() : servers;
      for (const cpu of cpus)
        for (const profile of sizes)
          for (const s of order) {
            const r = await pocketRound(browser, s.child.url, profile, cpu, i);
            const key = `${s.name}|${profile}|${cpu}`;
            results.set(key, [...(results.get(key) ?? []), r]);
            process.stderr.write(
              `round ${i + 1} ${s.name} ${profile} ${cpu}x: whole ${ms(r.whole)} ms (figure ${ms(r.figure)}, ` +
                `scene ${ms(r.scene)}, warlord-drawn ${ms(r.drawnMark)}), empty ${r.emptyFrames}` +
                `${r.layers === null ? '' : `, layers ${r.layers}`}` +
                `${r.console.length ? `; console: ${r.console.join(' | ')}` : ''}\n`,
            );
            for (const line of r.waterfall) process.stderr.write(`    ${line}\n`);
          }
    }
    process.stdout.write(
      `\nmedian ms from the navigation's start to /pocket's whole Warlord (${rounds} rounds, ` +
        `${process.env.REVIEW === '0' ? 'harness flags' : "the review's flags"})\n` +
        `build    size      cpu   whole figure  scene  mark   empty\n`,
    );
    for (const cpu of cpus)
      for (const profile of sizes)
        for (const s of servers) {
          const rs = results.get(`${s.name}|${profile}|${cpu}`)!;
          process.stdout.write(
            `${s.name.padEnd(8)} ${profile.padEnd(9)} ${`${cpu}x`.padEnd(3)} ${med(rs, (r) => r.whole)} ` +
              `${med(rs, (r) => r.figure)} ${med(rs, (r) => r.scene)} ${med(rs, (r) => r.drawnMark)} ` +
              `${String(Math.max(...rs.map((r) => r.emptyFrames))).padStart(6)}\n`,
          );
        }
    process.stdout.write(`load average (1 min) ${before} before, ${loadavg()[0]!.toFixed(2)} after\n`);
  } finally {
    await browser.close();
    for (const s of servers) {
      await s.child.kill('SIGTERM');
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}
