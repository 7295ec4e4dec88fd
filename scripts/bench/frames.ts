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
/**
 * Before any page script: each WebGL texture upload adds its bytes (width x height x 4, no
 * mipmaps, deletions not taken off) to its canvas' tally: a scene's texture memory, roughly.
 */
const COUNT_TEXTURES = `(() => {
  window.__texBytes = new WeakMap();
  const protos = [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype];
  for (const proto of protos) {
    const call = proto.texImage2D;
    proto.texImage2D = function (...args) {
      const src = args.length >= 9 ? { width: args[3], height: args[4] } : args[5];
      const bytes = (src && src.width ? src.width * src.height : 0) * 4;
      window.__texBytes.set(this.canvas, (window.__texBytes.get(this.canvas) || 0) + bytes);
      return call.apply(this, args);
    };
  }
})()`;

/** The texture bytes uploaded by the canvas of the scene matching `selector` (0 when absent). */
const textureBytes = (selector: string) =>
  `(() => { const c = document.querySelector('${selector} canvas'); return c ? window.__texBytes.get(c) || 0 : 0; })()`;

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

export interface SceneFigures {
  map: FrameFigures;
  run: FrameFigures;
  pocket: FrameFigures;
  crate: FrameFigures;
  /** Texture bytes uploaded by each scene's canvas. */
  textures: Record<'map' | 'run' | 'pocket' | 'crate', number>;
}

/**
 * The map under a sweeping pointer, a stage run, the idle Warlord on /pocket and a crate
 * opening, in one fresh server and browser.
 */
export async function measureFrames(): Promise<SceneFigures> {
  const server = await startServer();
  // Stopped even when the browser cannot start, or the server would outlive the bench.
  const browser = await launchBrowser(UNCAPPED_FRAMES).catch(async (e: unknown) => {
    await server.stop();
    throw e;
  });
  try {
    const context = await newContext(browser, 'desktop');
    await context.addInitScript(COUNT_DRAWS);
    await context.addInitScript(COUNT_TEXTURES);
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
    const textures = {
      map: await page.evaluate<number>(textureBytes('.scene--map')),
      run: await page.evaluate<number>(textureBytes('.scene--stage')),
      pocket: 0,
      crate: 0,
    };
    // The Warlord idling on /pocket (breathing, blinking, swaying), nobody touching it.
    await page.goto(`${server.url}/pocket`);
    await page.locator('.scene--portrait[data-renderer="webgl"]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const pocket = await recordFrames(page, WINDOW_MS, async () => undefined);
    textures.pocket = await page.evaluate<number>(textureBytes('.scene--portrait'));
    // A new player's Basic crate, opened: shake, glow, burst, cards.
    const crate = await recordFrames(page, WINDOW_MS, async () => {
      await page
        .getByRole('button', { name: /^Open an? .* crate$/ })
        .first()
        .click();
    });
    textures.crate = await page.evaluate<number>(textureBytes('.scene--reveal'));
    await context.close();
    return { map, run, pocket, crate, textures };
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
  const { map, run, pocket, crate, textures } = await measureFrames();
  const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
  return [
    frameLine('region map, hovering', map),
    frameLine('stage run, send to outcome', run),
    frameLine('/pocket, the Warlord idling', pocket),
    frameLine('crate opening, shake to cards', crate),
    stillLine([map, run, pocket, crate]),
    {
      section: 'frames',
      what: 'texture memory uploaded per scene',
      note: `map ${mib(textures.map)}, stage run ${mib(textures.run)}, portrait ${mib(textures.pocket)}, crate ${mib(textures.crate)}`,
    },
  ];
}
