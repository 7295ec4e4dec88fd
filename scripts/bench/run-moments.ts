/**
 * The stage run's presented frames moment by moment (the overlay's `data-moment`), as a player on
 * a display-paced browser gets them, and the browser's CPU time a presented frame (every process
 * of the browser, from /proc: the same whatever else the machine is doing), with the resolution
 * the run ended at (resolution-steps.ts): `node --import tsx scripts/bench/run-moments.ts` after a
 * build. `PROFILE=desktop|tablet|portrait` (desktop), `CPU=4` for a 4x CPU slowdown, `RUNS=n` runs
 * (2), each in a fresh context; `CSS='…'` a style sheet and `INIT='…'` a script added to the page
 * first (to try a change without a rebuild); `SHOTS=/tmp/x` a screenshot of each run's end;
 * `DEBUG=1` prints the page's console and errors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser, newContext, startServer, type Profile } from '../../tests/e2e/harness.ts';
import { percentile } from './stats.ts';

const profile = (process.env.PROFILE ?? 'desktop') as Profile;
const cpu = Number(process.env.CPU ?? 1);
const runs = Number(process.env.RUNS ?? 2);

const RECORD = `(() => {
  window.__moments = [];
  let last = performance.now();
  const loop = (t) => {
    const o = document.querySelector('.stage-overlay');
    window.__moments.push([t - last, o ? o.getAttribute('data-moment') ?? '-' : 'none']);
    last = t;
    if (!window.__stopMoments) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`;

/** CPU seconds (user + system) of every process descended from this one: the browser's, whatever the load. */
function browserCpu(): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(f[1]));
      ticks.set(Number(name), Number(f[11]) + Number(f[12]));
    } catch {
      // gone
    }
  }
  let sum = 0;
  for (const [pid, t] of ticks) {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) {
      if (p === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom')) {
        sum += t;
        break;
      }
    }
  }
  return sum / 100;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const all = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    const context = await newContext(browser, profile);
    if (process.env.CSS) {
      const css = JSON.stringify(process.env.CSS);
      await context.addInitScript(
        `document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${css}; document.head.append(s); })`,
      );
    }
    if (process.env.INIT) await context.addInitScript(process.env.INIT);
    const page = await context.newPage();
    if (process.env.DEBUG) {
      page.on('console', (m) => process.stdout.write(`console ${m.type()}: ${m.text()}\n`));
      page.on('pageerror', (e) => process.stdout.write(`pageerror: ${e.stack}\n`));
    }
    await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: `moments ${i}` } });
    await page.goto(`${server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.evaluate(RECORD);
    const cpu0 = browserCpu();
    await page.getByRole('button', { name: 'Send your Warlord' }).click();
    await page
      .locator('.stage-overlay[data-moment="done"]')
      .waitFor({ timeout: 60_000 })
      .catch(async (e: unknown) => {
        await page.screenshot({ path: '/tmp/run-moments-stuck.png' });
        throw e;
      });
    await page.waitForTimeout(1000);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}-${i + 1}.png` });
    const res = await page
      .locator('.scene--stage')
      .first()
      .getAttribute('data-resolution')
      .catch(() => '?');
    const moments = await page.evaluate<[number, string][]>(
      '(() => { window.__stopMoments = true; return window.__moments.slice(1); })()',
    );
    const shown = moments.filter(([, m]) => m !== 'none').length;
    process.stdout.write(
      `  run ${i + 1}: browser CPU ${((1000 * (browserCpu() - cpu0)) / shown).toFixed(1)} ms a frame over ${shown} frames, resolution at the end ${res}\n`,
    );
    for (const [gap, m] of moments) all.set(m, [...(all.get(m) ?? []), gap]);
    all.set('(all)', [
      ...(all.get('(all)') ?? []),
      ...moments.filter(([, m]) => m !== 'none').map(([g]) => g),
    ]);
    await context.close();
  }
  process.stdout.write(
    `run moments, ${profile}, CPU ${cpu}x, ${runs} runs, load ${loadavg()[0]!.toFixed(2)}\n`,
  );
  for (const [m, gaps] of all) {
    const sum = gaps.reduce((a, b) => a + b, 0);
    process.stdout.write(
      `  ${m.padEnd(10)} ${String(gaps.length).padStart(4)} frames  ${(sum / 1000).toFixed(1).padStart(5)} s  ` +
        `median ${percentile(gaps, 50).toFixed(1)} ms  p95 ${percentile(gaps, 95).toFixed(1)} ms  max ${Math.max(...gaps).toFixed(0)} ms\n`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
