/**
 * Frame times of the two busiest scenes in headless chromium (WebGL through SwiftShader, as the
 * browser tests run it), on /expedition at 1440x900: the region map while the pointer goes from
 * emblem to emblem (each grows under it and shrinks after), and a stage run from Send to its
 * played-out outcome (the march while the server answers, then the outcome), 5 s each.
 *
 * A frame time is the gap between two requestAnimationFrame callbacks, with the browser's frame
 * rate uncapped (no vsync, no 60 Hz limit): each frame starts as soon as the last is done, so the
 * gap is what a frame costs, not the display's interval (capped, every frame on time reads 16.7 ms
 * and a faster one cannot show it). The scenes draw only when something in them changes, so a
 * still frame costs nothing and says nothing about drawing: the figure counts only the frames whose
 * gap followed a WebGL draw call (the scene drawing), and says how many of all frames those were.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, startServer } from '../../tests/e2e/harness.ts';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { clampPan, fitWorld, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';
import type { Line } from './table.ts';
import { percentile } from './stats.ts';

const WINDOW_MS = 5000;
/** Time on each emblem: its hover growth (0.2 s) plays out before the pointer moves on. */
const HOVER_MS = 400;
/** One frame at 60 Hz: the median frame while a scene draws must cost less. */
const FRAME_BUDGET_MS = 1000 / 60;

/** Frames start as soon as the last is done, so their gaps measure their cost. */
const UNCAPPED_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

export interface FrameFigures {
  /** Gaps (ms) after frames in which the scene drew. */
  drawn: number[];
  /** Gaps (ms) after frames in which nothing was drawn: the browser's own frame interval. */
  still: number[];
}

// Strings, not functions: tsx would wrap a function's inner names in a helper the page lacks.
/** Before any page script: every WebGL draw call notes when it happened. */
const COUNT_DRAWS = `(() => {
  window.__lastDraw = -1;
  const protos = [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype];
  for (const proto of protos) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const call = proto[name];
      if (!call) continue;
      proto[name] = function (...args) {
        window.__lastDraw = performance.now();
        return call.apply(this, args);
      };
    }
  }
})()`;

/**
 * In the page: each rAF callback notes the gap since the previous one, and whether the frame
 * that began then drew (a draw call at or after its start time).
 */
const START_RECORDING = `(() => {
  window.__frames = [];
  window.__stop = false;
  let last = performance.now();
  const loop = (t) => {
    window.__frames.push({ gap: t - last, drew: window.__lastDraw >= last });
    last = t;
    if (!window.__stop) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`;

const STOP_RECORDING = `(() => {
  window.__stop = true;
  return window.__frames.slice(1);
})()`;

/** Records frames for `ms` while `during` runs. */
async function recordFrames(page: Page, ms: number, during: () => Promise<void>): Promise<FrameFigures> {
  await page.evaluate(START_RECORDING);
  const started = Date.now();
  await during();
  const left = ms - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
  const frames = await page.evaluate<{ gap: number; drew: boolean }[]>(STOP_RECORDING);
  return {
    drawn: frames.filter((f) => f.drew).map((f) => f.gap),
    still: frames.filter((f) => !f.drew).map((f) => f.gap),
  };
}

/** The map under a sweeping pointer, then a stage run, in one fresh server and browser. */
export async function measureFrames(): Promise<{ map: FrameFigures; run: FrameFigures }> {
  const server = await startServer();
  // Stopped even when the browser cannot start, or the server would outlive the bench.
  const browser = await launchBrowser(UNCAPPED_FRAMES).catch(async (e: unknown) => {
    await server.stop();
    throw e;
  });
  try {
    const context = await newContext(browser, 'desktop');
    await context.addInitScript(COUNT_DRAWS);
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: 'frame bench' } });
    await page.goto(`${server.url}/expedition`);
    await page.mouse.move(8, 8); // the map starts with the player's first input
    const mapScene = page.locator('.scene--map[data-renderer="webgl"]');
    await mapScene.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const box = (await mapScene.boundingBox())!;

    // Emblem to emblem (through the map's own fit): each arrival grows one and shrinks the last.
    const fit = fitWorld(box.width, box.height);
    const origin = clampPan(0, 0, fit);
    const map = await recordFrames(page, WINDOW_MS, async () => {
      for (const { position } of REGIONS) {
        const x = box.x + origin.x + position.x * WORLD.width * fit.scale;
        const y = box.y + origin.y + position.y * WORLD.height * fit.scale;
        await page.mouse.move(x, y, { steps: 4 });
        await page.waitForTimeout(HOVER_MS);
      }
    });
    const run = await recordFrames(page, WINDOW_MS, async () => {
      await page.getByRole('button', { name: 'Send your Warlord' }).click();
    });
    await context.close();
    return { map, run };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function frameLine(what: string, f: FrameFigures): Line {
  const median = percentile(f.drawn, 50);
  const p95 = percentile(f.drawn, 95);
  const total = f.drawn.length + f.still.length;
  return {
    section: 'frames',
    what,
    note: `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, drawn ${f.drawn.length}/${total}`,
    target: `< ${FRAME_BUDGET_MS.toFixed(1)} ms median (60 Hz)`,
    // No drawn frame at all means the scene was not measured, not that it was fast.
    met: f.drawn.length > 0 && median < FRAME_BUDGET_MS,
  };
}

/** The frames of both windows in which nothing drew: what an on-time frame reads here. */
function stillLine(f: FrameFigures[]): Line {
  const still = f.flatMap((x) => x.still);
  return {
    section: 'frames',
    what: 'nothing drawn (idle pace)',
    note: `median ${percentile(still, 50).toFixed(1)} ms, ${still.length} frames`,
  };
}

/** The bench table's `frames` section. */
export async function frameFigures(): Promise<Line[]> {
  const { map, run } = await measureFrames();
  return [
    frameLine('region map, hovering', map),
    frameLine('stage run, send to outcome', run),
    stillLine([map, run]),
  ];
}
