/**
 * Frames a second of the stage run itself on the review's tablet (1080x810, DPR 2, touch, mobile,
 * SwiftShader composited as the review's browser does) at a 4x CPU slowdown: requestAnimationFrame
 * callbacks counted from the run's first drawn frame to its end ('done'), and in its two halves
 * (the march: drawn to 'foe'; the fight and verdict: 'foe' to 'done'), and the CPU time the whole
 * browser (renderer, GPU process and all) spent a frame, read from /proc: on a loaded machine the
 * frame rate follows the load, the CPU a frame much less. Builds interleave ABAB, then BABA; give
 * each build's client folder (a copy of an earlier `dist/client`).
 *   node --import tsx scripts/bench/run-fps.ts name=dir name=dir   (ROUNDS=4, CPU=4, PORT=4821,
 *   VIEW=desktop for the review's desktop, 1440x900 at DPR 1)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { spawnServer } from '../../tests/support/server-process.ts';

const builds = process.argv.slice(2).map((a) => {
  const [name, dir] = a.split('=') as [string, string];
  return { name, dir: resolve(dir) };
});
const rounds = Number(process.env.ROUNDS ?? 4);
const cpu = Number(process.env.CPU ?? 4);
const basePort = Number(process.env.PORT ?? 4821);
/** The review's tablet (the default), or with VIEW=desktop its desktop: 1440x900 at DPR 1 with a mouse. */
const VIEW =
  process.env.VIEW === 'desktop'
    ? { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, hasTouch: false, isMobile: false }
    : { viewport: { width: 1080, height: 810 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

const servers = [];
for (const [i, b] of builds.entries()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stagecrisp-fps-'));
  const child = await spawnServer(
    {
      DATA_DIR: dataDir,
      ADMIN_TOKEN: 'x',
      ALLOW_DEV_LOGIN: '1',
      CLIENT_DIR: b.dir,
      PORT: String(basePort + i),
    },
    180_000,
  );
  servers.push({ ...b, child, dataDir });
}
const TAG = `--stagecrisp-bench=${process.pid}`;
/** CPU time (ms) of the browser's whole process tree so far (utime + stime, all its descendants). */
function browserCpuMs(): number {
  const procs = new Map<number, { ppid: number; ticks: number; cmd: string }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      procs.set(Number(d), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]), cmd });
    } catch {
      // gone
    }
  }
  const root = [...procs.entries()].find(([, p]) => p.cmd.includes(TAG.slice(2)))?.[0];
  if (root === undefined) throw new Error('no browser process');
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of procs)
      if (!tree.has(pid) && tree.has(p.ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let ticks = 0;
  for (const pid of tree) ticks += procs.get(pid)!.ticks;
  return ticks * 10;
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    TAG,
  ],
});

interface Fps {
  whole: number;
  march: number;
  fight: number;
  seconds: number;
  /** The browser's CPU ms per frame over the run. */
  cpuPerFrame: number;
  /** The longest time between two frames (ms). */
  worst: number;
}
const results = new Map<string, Fps[]>();
const load = [loadavg()[0]!];
try {
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [...servers].reverse() : servers;
    for (const s of order) {
      const context = await browser.newContext({ ...VIEW, serviceWorkers: 'block' });
      const page = await context.newPage();
      // A string, not a function: tsx would wrap inner names in a helper the page lacks.
      await page.addInitScript(`(() => {
        const f = { t: [], drawnAt: 0, foeAt: 0, doneAt: 0 };
        window.__f = f;
        document.addEventListener('warlords:stage', (e) => {
          const m = e.detail.moment;
          if (m === 'foe' && !f.foeAt) f.foeAt = performance.now();
          if (m === 'done' && !f.doneAt) f.doneAt = performance.now();
        });
        const frame = (t) => {
          const box = document.querySelector('.stage-overlay .scene--stage[data-scene="drawn"]');
          if (box && !f.drawnAt) f.drawnAt = t;
          if (f.drawnAt && !f.doneAt) f.t.push(t);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      })()`);
      await page.request.post(`${s.child.url}/api/_auth/dev`, {
        data: { username: `fps ${s.name} ${r} ${Date.now() % 100000}` },
      });
      await page.goto(`${s.child.url}/expedition`);
      await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 120_000 });
      await page.waitForTimeout(1500);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.getByRole('button', { name: 'Send your Warlord' }).click();
      await page.locator('.stage-overlay .scene--stage[data-scene="drawn"]').waitFor({ timeout: 120_000 });
      const cpu0 = browserCpuMs();
      await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 120_000 });
      const cpu1 = browserCpuMs();
      const f = await page.evaluate(
        () =>
          (window as unknown as { __f: { t: number[]; drawnAt: number; foeAt: number; doneAt: number } }).__f,
      );
      const rate = (from: number, to: number) => {
        const n = f.t.filter((t) => t >= from && t < to).length;
        return (1000 * n) / (to - from);
      };
      const fps: Fps = {
        whole: rate(f.drawnAt, f.doneAt),
        march: rate(f.drawnAt, f.foeAt),
        fight: rate(f.foeAt, f.doneAt),
        seconds: (f.doneAt - f.drawnAt) / 1000,
        cpuPerFrame: (cpu1 - cpu0) / Math.max(1, f.t.length),
        // The longest gap between two frames: what a player sees as a hitch.
        worst: Math.max(0, ...f.t.slice(1).map((t, i) => t - f.t[i]!)),
      };
      if (process.env.GAPS)
        process.stderr.write(
          `  gaps over 150 ms (ms after the first drawn frame: gap): ${f.t
            .slice(1)
            .map((t, i) => [Math.round(f.t[i]! - f.drawnAt), Math.round(t - f.t[i]!)] as const)
            .filter(([, g]) => g > 150)
            .map(([at, g]) => `${at}: ${g}`)
            .join(', ')}; foe at ${Math.round(f.foeAt - f.drawnAt)}\n`,
        );
      results.set(s.name, [...(results.get(s.name) ?? []), fps]);
      process.stderr.write(
        `round ${r + 1} ${s.name}: ${fps.whole.toFixed(1)} fps (march ${fps.march.toFixed(1)}, fight ${fps.fight.toFixed(1)}), ${fps.cpuPerFrame.toFixed(1)} CPU ms a frame, worst frame ${fps.worst.toFixed(0)} ms, over ${fps.seconds.toFixed(1)} s; load ${loadavg()[0]!.toFixed(1)}\n`,
      );
      load.push(loadavg()[0]!);
      await context.close();
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const s of servers) {
    const rs = results.get(s.name)!;
    console.log(
      `${s.name}: run ${med(rs.map((x) => x.whole)).toFixed(1)} fps median (${rs.map((x) => x.whole.toFixed(1)).join('/')}), ` +
        `march ${med(rs.map((x) => x.march)).toFixed(1)}, fight ${med(rs.map((x) => x.fight)).toFixed(1)}; ` +
        `browser CPU ${med(rs.map((x) => x.cpuPerFrame)).toFixed(1)} ms a frame (${rs.map((x) => x.cpuPerFrame.toFixed(1)).join('/')}); ` +
        `worst frame ${med(rs.map((x) => x.worst)).toFixed(0)} ms median (${rs.map((x) => x.worst.toFixed(0)).join('/')})`,
    );
  }
  console.log(`load average (1 min): ${load.map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await browser.close();
  for (const s of servers) {
    await s.child.kill('SIGTERM');
    rmSync(s.dataDir, { recursive: true, force: true });
  }
}
