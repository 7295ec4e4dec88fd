/**
 * The cold load of /expedition to the world's first drawn frame (the map's `world-drawn` mark, set
 * on the tick that first drew the world picture), in a fresh browser context each time (no cache):
 * desktop 1440x900, tablet landscape 1080x810, and the desktop with the CPU slowed down 4x as
 * Lighthouse's mobile runs do. The texture counter beside it (TEXTURE_BYTES) gives each scene's
 * texture memory for the frame bench.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { GameServer } from '../../tests/e2e/harness.ts';

export interface LoadFigure {
  what: string;
  ms: number;
  runs: number;
  target?: number;
}

/** Issue 16: at most 1.5 s on the desktop. */
const DESKTOP_TARGET_MS = 1500;
const RUNS = 3;

// A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
/**
 * Before any page script: every texture upload and delete of each WebGL context is counted in
 * bytes (RGBA8, Pixi's format: 4 bytes a pixel), by the scene wrapper its canvas sits in; the
 * sizes of the live textures are kept too, so the bench can name the atlases among them.
 */
export const TEXTURE_BYTES = `(() => {
  const sizes = new WeakMap();
  const bound = new WeakMap();
  const contexts = new Set();
  const sceneOf = (gl) => {
    const wrap = gl.canvas && gl.canvas.parentElement;
    const name = wrap && [...wrap.classList].find((c) => c.startsWith('scene--'));
    return name || 'other';
  };
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const bind = proto.bindTexture;
    proto.bindTexture = function (target, tex) {
      contexts.add(this);
      bound.set(this, tex);
      return bind.call(this, target, tex);
    };
    const upload = proto.texImage2D;
    proto.texImage2D = function (...a) {
      const tex = bound.get(this);
      let w = 0, h = 0;
      if (a.length >= 8) { w = a[3]; h = a[4]; }
      else { const s = a[5]; w = s.naturalWidth || s.videoWidth || s.width || 0; h = s.naturalHeight || s.videoHeight || s.height || 0; }
      if (tex && a[1] === 0) sizes.set(tex, { gl: this, bytes: w * h * 4, w, h });
      return upload.apply(this, a);
    };
    const storage = proto.texStorage2D;
    if (storage) proto.texStorage2D = function (target, levels, format, w, h) {
      const tex = bound.get(this);
      if (tex) sizes.set(tex, { gl: this, bytes: w * h * 4, w, h });
      return storage.call(this, target, levels, format, w, h);
    };
    const del = proto.deleteTexture;
    proto.deleteTexture = function (tex) {
      if (tex) sizes.delete(tex);
      return del.call(this, tex);
    };
    const create = proto.createTexture;
    proto.createTexture = function () {
      const tex = create.call(this);
      (window.__textures = window.__textures || []).push(new WeakRef(tex));
      return tex;
    };
  }
  const live = () => (window.__textures || [])
    .map((ref) => ref.deref())
    .map((tex) => tex && sizes.get(tex))
    .filter((s) => s && !(s.gl.isContextLost && s.gl.isContextLost()));
  window.__textureBytes = () => {
    const out = {};
    for (const s of live()) {
      const k = sceneOf(s.gl);
      out[k] = (out[k] || 0) + s.bytes;
    }
    return out;
  };
  window.__textureSizes = () => {
    const out = {};
    for (const s of live()) (out[sceneOf(s.gl)] ||= []).push(s.w + 'x' + s.h);
    return out;
  };
})()`;

const WORLD_DRAWN = `(() => {
  const mark = performance.getEntriesByName('world-drawn')[0];
  return mark ? mark.startTime : -1;
})()`;

async function coldLoad(
  browser: Browser,
  server: GameServer,
  size: { width: number; height: number; touch: boolean },
  cpuSlowdown: number,
): Promise<number> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
  });
  try {
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: `load ${size.width}` } });
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
    return await page.evaluate<number>(WORLD_DRAWN);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The three cold loads, each the median of RUNS, each in a fresh browser context. */
export async function loadFigures(server: GameServer, browser: Browser): Promise<LoadFigure[]> {
  const cases = [
    {
      what: 'desktop 1440x900',
      size: { width: 1440, height: 900, touch: false },
      cpu: 1,
      target: DESKTOP_TARGET_MS,
    },
    { what: 'tablet 1080x810', size: { width: 1080, height: 810, touch: true }, cpu: 1 },
    { what: 'desktop, 4x CPU slowdown', size: { width: 1440, height: 900, touch: false }, cpu: 4 },
  ];
  const out: LoadFigure[] = [];
  for (const c of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await coldLoad(browser, server, c.size, c.cpu));
    out.push({ what: c.what, ms: median(times), runs: RUNS, ...(c.target ? { target: c.target } : {}) });
  }
  return out;
}
