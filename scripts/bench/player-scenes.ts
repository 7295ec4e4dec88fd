/**
 * The map, a stage run and the /pocket portrait as a player gets them: on their real pages, in a
 * browser whose frames follow the display (60 Hz, not the frame bench's uncapped browser), every
 * frame the browser presents counted, drawn by a scene or not (the gap between two
 * requestAnimationFrame callbacks). An on-time frame reads 16.7 ms. Desktop 1440x900 and the touch
 * tablet 1080x810 and 810x1080 at DPR 2, each at full speed and at a 4x CPU slowdown (CDP
 * `Emulation.setCPUThrottlingRate`).
 */
import type { Browser, Page } from 'playwright-core';
import { newContext, type GameServer, type Profile } from '../../tests/e2e/harness.ts';

export interface SceneFigure {
  what: 'map' | 'run' | 'pocket';
  profile: Profile;
  cpuSlowdown: number;
  /** Gaps between presented frames (ms). */
  gaps: number[];
}

// A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
export const START_GAPS = `(() => {
  window.__sceneGaps = [];
  window.__stopSceneGaps = false;
  let last = performance.now();
  const loop = (t) => {
    window.__sceneGaps.push(t - last);
    last = t;
    if (!window.__stopSceneGaps) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`;
export const STOP_GAPS = `(() => { window.__stopSceneGaps = true; return window.__sceneGaps.slice(1); })()`;

const WINDOW_MS = 5000;

async function record(page: Page, during: () => Promise<void>): Promise<number[]> {
  await page.evaluate(START_GAPS);
  const t0 = Date.now();
  await during();
  const left = WINDOW_MS - (Date.now() - t0);
  if (left > 0) await page.waitForTimeout(left);
  return page.evaluate<number[]>(STOP_GAPS);
}

/** Drags the map across and back (a player looking about), then lets it rest. */
export async function lookAbout(page: Page): Promise<void> {
  const box = (await page.locator('.scene--map').boundingBox())!;
  const cx = box.x + box.width * 0.35;
  const cy = box.y + box.height * 0.5;
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -120);
  await page.mouse.down();
  await page.mouse.move(cx - 200, cy - 100, { steps: 20 });
  await page.mouse.move(cx + 150, cy + 100, { steps: 20 });
  await page.mouse.up();
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 120);
}

async function measure(
  browser: Browser,
  server: GameServer,
  profile: Profile,
  cpuSlowdown: number,
): Promise<SceneFigure[]> {
  const context = await newContext(browser, profile);
  try {
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/_auth/dev`, {
      data: { username: `scenes ${profile} ${cpuSlowdown}` },
    });
    const slow = async () => {
      if (cpuSlowdown <= 1) return;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    };
    await page.goto(`${server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await slow();
    const map = await record(page, () => lookAbout(page));
    const run = await record(page, async () => {
      await page.getByRole('button', { name: 'Send your Warlord' }).click();
      // From the press to the verdict played out (the stage goes), at most 20 s.
      await page.locator('.stage-overlay').waitFor({ timeout: 20_000 });
      await page
        .locator('.stage-overlay[data-moment="done"]')
        .waitFor({ timeout: 20_000 })
        .catch(() => undefined);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${server.url}/pocket`);
    await page.locator('.scene--portrait[data-renderer="webgl"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await slow();
    const pocket = await record(page, async () => undefined);
    return [
      { what: 'map', profile, cpuSlowdown, gaps: map },
      { what: 'run', profile, cpuSlowdown, gaps: run },
      { what: 'pocket', profile, cpuSlowdown, gaps: pocket },
    ];
  } finally {
    await context.close();
  }
}

/**
 * Each scene at the desktop and the touch tablet (landscape, and portrait: where a review read the
 * run at 133 ms a frame), at full speed and at 4x CPU slowdown. `profiles` narrows it.
 */
export async function sceneFigures(
  browser: Browser,
  server: GameServer,
  profiles: readonly Profile[] = ['desktop', 'tablet', 'portrait'],
): Promise<SceneFigure[]> {
  const out: SceneFigure[] = [];
  for (const profile of profiles)
    for (const cpu of [1, 4]) out.push(...(await measure(browser, server, profile, cpu)));
  return out;
}
