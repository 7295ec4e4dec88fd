/**
 * The generated art as the built game serves it (docs/art.md): the sprite atlases at /atlases/
 * (spritesheet JSON and its PNG), the DOM's single images and sounds at their old URLs, the
 * scenes loading their pictures from the atlases, and the landing page's world and Warlord on
 * the first screen without any of Pixi.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atlasPlans } from '../../src/client/scenes/shared/atlas-plan.ts';
import { devPlayer, launchBrowser, newContext, startServer, type GameServer } from './harness.ts';
import { emblemPoint } from './map-aim.ts';

let server: GameServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Sheet {
  frames: Record<string, { frame: { x: number; y: number; w: number; h: number } }>;
  meta: { image: string; scale: string; size: { w: number; h: number } };
}

describe('the built game serves the art', () => {
  it('serves every atlas at both densities: its JSON, and the PNG it names at the size it says', async () => {
    for (const plan of atlasPlans())
      for (const density of [1, 2]) {
        const json = await fetch(`${server.url}/atlases/${plan.name}@${density}x.png.json`);
        expect([plan.name, json.status]).toEqual([plan.name, 200]);
        const sheet = (await json.json()) as Sheet;
        expect(Object.keys(sheet.frames).sort()).toEqual([...plan.paths].sort());
        const image = await fetch(`${server.url}/atlases/${sheet.meta.image}`);
        expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
        const bytes = Buffer.from(await image.arrayBuffer());
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([
          sheet.meta.size.w,
          sheet.meta.size.h,
        ]);
      }
  });

  it('keeps the URLs of the single images and sounds the DOM screens use', async () => {
    for (const [path, type] of [
      ['/images/traits/preview/faces/2.png', 'image/png'],
      ['/images/crates/0.png', 'image/png'],
      ['/images/map/world.png', 'image/png'],
      ['/images/landing/world.svg', 'image/svg+xml'],
      ['/images/landing/warlord.svg', 'image/svg+xml'],
      ['/sounds/click.wav', 'audio/wav'],
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect([path, res.status, res.headers.get('content-type')?.split(';')[0]]).toEqual([path, 200, type]);
    }
    // The vector sources stay out of the build.
    expect((await fetch(`${server.url}/src/jobs.ts`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('draws the map and the Warlord from the atlases, not from single images', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const pictures: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.resourceType() !== 'stylesheet' && /^\/(atlases|images)\//.test(path)) pictures.push(path);
    });
    await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: 'atlas reader' } });
    await page.goto(`${server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 30_000 });
    // SwiftShader draws at resolution 0.5: the @1x atlases.
    expect(pictures).toContain('/atlases/map@1x.png.json');
    expect(pictures).toContain('/atlases/map@1x.png');
    // The region card beside the map shows its region's emblem as a page image: the map itself asks for none.
    const card = new URL((await page.locator('.region-detail__emblem').getAttribute('src'))!, server.url)
      .pathname;
    expect(pictures.filter((p) => p.startsWith('/images/map/region-') && p !== card)).toEqual([]);
    await page.goto(`${server.url}/pocket`);
    await page.locator('.scene--portrait[data-renderer="webgl"]').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => pictures.includes('/atlases/warlord@1x.png'), { timeout: 15_000 }).toBe(true);
    // The background's atlas may come after the Warlord's (a loaded machine spreads them apart).
    await expect.poll(() => pictures.includes('/atlases/backgrounds@1x.png'), { timeout: 15_000 }).toBe(true);
    expect(pictures.some((p) => p.includes('@2x'))).toBe(false);
    await context.close();
  });

  it('falls back to the single images when an atlas cannot load', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.route('**/atlases/map@1x.png', (route) => route.abort());
    const singles: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/images/map/region-')) singles.push(path);
    });
    await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: 'atlas-less' } });
    await page.goto(`${server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 30_000 });
    // Every region's single image (the region card asks for its own region's once more).
    expect(new Set(singles).size).toBe(10);
    await context.close();
  });
});

// A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
/** Before any page script: WebGL names a GPU, not SwiftShader, so the scenes draw at the screen's DPR. */
const CLAIM_A_GPU = `(() => {
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const get = proto.getParameter;
    proto.getParameter = function (p) {
      return p === 0x9246 ? 'ANGLE (NVIDIA GeForce, OpenGL 4.6)' : get.call(this, p);
    };
  }
})()`;

describe('on a GPU at a DPR of 2', () => {
  it('loads the @2x atlases (the map first drawn from its @1x), and the map and the Warlord still draw', async () => {
    const context = await newContext(browser, 'tablet');
    await context.addInitScript(CLAIM_A_GPU);
    const page = await context.newPage();
    // Still scenes: a "GPU" map and portrait in full motion at DPR 2 are drawn by SwiftShader all
    // the same, every frame at 2160x1620; the atlases are the point.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const atlases: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/atlases/')) atlases.push(path);
    });
    await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: 'retina reader' } });
    await page.goto(`${server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
    // The map's first frame comes from its @1x atlas, then it sharpens to the @2x.
    expect(atlases).toContain('/atlases/map@1x.png');
    await expect
      .poll(() => page.locator('.scene--map').getAttribute('data-atlas'), { timeout: 60_000 })
      .toBe('2x');
    expect(atlases).toContain('/atlases/map@2x.png');
    await page.goto(`${server.url}/pocket`);
    await page.locator('.scene--portrait[data-renderer="webgl"]').first().waitFor({ timeout: 60_000 });
    await expect.poll(() => atlases.includes('/atlases/warlord@2x.png'), { timeout: 30_000 }).toBe(true);
    expect(atlases.filter((a) => a.includes('@1x') && !a.startsWith('/atlases/map@1x'))).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the landing page', () => {
  for (const profile of ['desktop', 'tablet', 'portrait'] as const)
    it(`shows the world and a Warlord above the fold without Pixi (${profile})`, async () => {
      const context = await newContext(browser, profile);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${server.url}/`);
      const viewport = page.viewportSize()!;
      for (const selector of ['.landing__world', '.landing__warlord']) {
        const image = page.locator(selector);
        await expect
          .poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
          .toBe(true);
        const box = (await image.boundingBox())!;
        expect(box.y + box.height / 2).toBeLessThan(viewport.height);
        expect(box.width).toBeGreaterThan(viewport.width * 0.3);
      }
      await expect.poll(() => page.getByRole('link', { name: 'Play now' }).isVisible()).toBe(true);
      const cta = (await page.getByRole('link', { name: 'Play now' }).boundingBox())!;
      expect(cta.y + cta.height).toBeLessThan(viewport.height);
      expect(scripts.filter((s) => /pixi|scene/i.test(s))).toEqual([]);
      await context.close();
    });

  it('holds still under prefers-reduced-motion', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    // The landing is drawn by the page's script: its pictures are there once the Warlord is.
    await page.locator('.landing__warlord').waitFor();
    const names = await page
      .locator('.landing__world, .landing__warlord')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName));
    expect(names).toEqual(['none', 'none']);
    // The map holds still too: no cloud drifts, nothing breathes (two photos agree), and a tap on a
    // region puts the camera there at once rather than flying it (a 450 ms glide otherwise).
    await devPlayer(page, server.url, `still ${Math.random().toString(36).slice(2, 6)}`);
    await page.goto(`${server.url}/expedition`);
    const map = page.locator('.scene--map[data-world="drawn"]');
    await map.waitFor({ timeout: 45_000 });
    await page.waitForTimeout(1500);
    const first = await page.screenshot();
    await page.waitForTimeout(1500);
    expect(Buffer.compare(await page.screenshot(), first)).toBe(0);
    const before = await map.getAttribute('data-camera');
    const at = await emblemPoint(map, 2);
    await page.mouse.click(at.x, at.y);
    await page.waitForTimeout(100);
    const soon = await map.getAttribute('data-camera');
    await page.waitForTimeout(900);
    expect([soon === before, soon]).toEqual([false, await map.getAttribute('data-camera')]);
    await context.close();
    const moving = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page2 = await moving.newPage();
    await page2.goto(`${server.url}/`);
    await page2.locator('.landing__warlord').waitFor();
    // This browser's WebGL is software (SwiftShader): there the hero holds still too, since every
    // frame of the page cost its compositor about 170 ms of CPU; with a GPU it drifts and breathes.
    const hero = page2.locator('.landing__hero');
    await expect.poll(() => hero.getAttribute('class')).toContain('landing__hero--still');
    const animations = () =>
      page2
        .locator('.landing__world, .landing__warlord')
        .evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName));
    expect(await animations()).toEqual(['none', 'none']);
    await hero.evaluate((el) => el.classList.remove('landing__hero--still'));
    expect(await animations()).toEqual(['landing-drift', 'landing-breathe']);
    await moving.close();
  });
});
