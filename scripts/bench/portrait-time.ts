/**
 * `node --import tsx scripts/bench/portrait-time.ts` (after `npm run build`): how long a player
 * waits for their whole Warlord on /pocket after a fresh sign-in (a new browser context: nothing
 * cached), at 1440x900, 1080x810 and 810x1080, at full speed and at a 4x CPU slowdown (CDP
 * `Emulation.setCPUThrottlingRate`). Sampled on every animation frame from the page's start
 * (times from the navigation's start): the first frame with the portrait's box, with the drawn
 * silhouette, with the whole figure (the DOM picture, all its pictures at once), with the Pixi
 * scene's Warlord whole over it; and the frames the box showed neither a silhouette nor a figure
 * (should be 0). `BENCH_URL=http://localhost:PORT` measures a server already running (its
 * development sign-in on); otherwise one is started on a fresh database folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ADMIN_TOKEN, BOT_TOKEN, launchBrowser, newContext, type Profile } from '../../tests/e2e/harness.ts';
import { spawnServer } from '../../tests/support/server-process.ts';

export interface PortraitTimes {
  profile: Profile;
  cpu: number;
  /** ms from the navigation's start, null when never seen. */
  box: number | null;
  silhouette: number | null;
  figure: number | null;
  scene: number | null;
  emptyFrames: number;
  /** The box's share of the viewport's area. */
  share: number;
}

// A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
export const PORTRAIT_SAMPLER = `(() => {
  const s = { frames: 0, box: null, silhouette: null, figure: null, scene: null, emptyFrames: 0, share: 0 };
  window.__portrait = s;
  const frame = (t) => {
    s.frames++;
    const box = document.querySelector('.hero-portrait');
    if (box) {
      s.box ??= t;
      const r = box.getBoundingClientRect();
      s.share = (r.width * r.height) / (innerWidth * innerHeight);
      const svg = box.querySelector('svg.portrait__figure');
      const whole = svg && svg.getAttribute('data-ready') === 'true' && svg.querySelector('image');
      const shape = svg && svg.querySelector('.warlord-silhouette');
      if (shape) s.silhouette ??= t;
      if (whole) s.figure ??= t;
      if (!whole && !shape) s.emptyFrames++;
      const rigs = (window.warlordRigs?.() ?? []).filter((x) => x.shown && x.missing.length === 0);
      if (rigs.length && box.querySelector('[data-renderer="webgl"]')) s.scene ??= t;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

export async function portraitTimes(
  browser: Browser,
  url: string,
  profile: Profile,
  cpu: number,
): Promise<PortraitTimes> {
  const context = await newContext(browser, profile);
  try {
    const page = await context.newPage();
    const res = await page.request.post(`${url}/api/_auth/dev`, {
      data: { username: `hero ${profile.slice(0, 4)} ${cpu} ${Date.now() % 1_000_000}` },
    });
    if (!res.ok()) throw new Error(`development sign-in answered ${res.status()}`);
    await page.addInitScript(PORTRAIT_SAMPLER);
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(`${url}/pocket`);
    const read = () =>
      page.evaluate(
        () => (window as unknown as { __portrait: Omit<PortraitTimes, 'profile' | 'cpu'> }).__portrait,
      );
    const until = Date.now() + 60_000;
    let s = await read();
    while ((s.figure === null || s.scene === null) && Date.now() < until) {
      await page.waitForTimeout(250);
      s = await read();
    }
    return { profile, cpu, ...s };
  } finally {
    await context.close();
  }
}

const ms = (v: number | null) => (v === null ? 'never' : `${Math.round(v)} ms`);

export function portraitLine(t: PortraitTimes): string {
  return [
    t.profile.padEnd(9),
    `${t.cpu}x`.padEnd(4),
    ms(t.box).padStart(9),
    ms(t.silhouette).padStart(11),
    ms(t.figure).padStart(13),
    ms(t.scene).padStart(11),
    String(t.emptyFrames).padStart(7),
    `${Math.round(t.share * 100)}%`.padStart(6),
  ].join(' ');
}

if (process.argv[1]?.endsWith('portrait-time.ts')) {
  let url = process.env.BENCH_URL;
  let stop = async () => undefined;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), 'warlords-portrait-'));
    const child = await spawnServer(
      { DATA_DIR: dataDir, ADMIN_TOKEN, BOT_TOKEN, ALLOW_DEV_LOGIN: '1' },
      180_000,
    );
    url = child.url;
    stop = async () => {
      await child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const browser = await launchBrowser();
  try {
    const before = loadavg()[0]!.toFixed(2);
    const lines = ['size      cpu        box  silhouette  whole figure  Pixi scene  empty  share'];
    for (const profile of ['desktop', 'tablet', 'portrait'] as const)
      for (const cpu of [1, 4]) {
        const line = portraitLine(await portraitTimes(browser, url, profile, cpu));
        lines.push(line);
        process.stdout.write(`${line}\n`);
      }
    process.stdout.write(
      `\ntime to the whole Warlord on /pocket after a fresh sign-in (from the navigation's start)\n` +
        `${lines.join('\n')}\nload average (1 min) ${before} before, ${loadavg()[0]!.toFixed(2)} after\n`,
    );
  } finally {
    await browser.close();
    await stop();
  }
}
