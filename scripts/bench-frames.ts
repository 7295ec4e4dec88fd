/**
 * Frame times of the two busiest scenes in headless chromium (WebGL through SwiftShader): the
 * region map, and a stage run from Send to its played-out outcome, 5 s each. Frame times are the
 * deltas between requestAnimationFrame callbacks, collected in the page.
 *
 * Run after a build: `npm run build && npm run bench:frames`.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, startServer } from '../tests/e2e/harness.ts';

const WINDOW_MS = 5000;

/** Collects rAF deltas for `ms` while `during` runs, and answers them. */
async function recordFrames(page: Page, ms: number, during: () => Promise<void>): Promise<number[]> {
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__stop = false;
    let last = performance.now();
    const loop = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (!window.__stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  })()`);
  const started = Date.now();
  await during();
  const left = ms - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
  return page.evaluate<number[]>(`(() => {
    window.__stop = true;
    return window.__frames.slice(1);
  })()`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

function report(name: string, frames: number[]): void {
  const sorted = [...frames].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  process.stdout.write(
    `${name.padEnd(12)} frames ${String(frames.length).padStart(4)}  median ${median.toFixed(1)} ms` +
      `  p95 ${p95.toFixed(1)} ms  (${(1000 / median).toFixed(0)} fps median)\n`,
  );
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: 'frame bench' } });
    await page.goto(`${server.url}/expedition`);
    const map = page.locator('.scene--map[data-renderer="webgl"]');
    await map.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const box = (await map.boundingBox())!;

    // The map with the pointer sweeping over it (hover growth on the emblems it crosses).
    const mapFrames = await recordFrames(page, WINDOW_MS, async () => {
      for (let i = 0; i <= 20; i++) {
        await page.mouse.move(box.x + (box.width * i) / 20, box.y + box.height * (0.3 + (i % 5) * 0.1));
        await page.waitForTimeout(100);
      }
    });
    report('region map', mapFrames);

    // A stage run: the march while the server answers (2 s at least), then the outcome.
    const runFrames = await recordFrames(page, WINDOW_MS, async () => {
      await page.getByRole('button', { name: 'Send your Warlord' }).click();
    });
    report('stage run', runFrames);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
