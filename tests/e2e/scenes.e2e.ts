/**
 * The Pixi scenes in Debian's chromium (WebGL through SwiftShader), at desktop and tablet sizes:
 * each draws with the WebGL renderer, the map selects what is tapped, crate and gumball pop-ups
 * show what the server granted, and the portrait changes when a trait is applied.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { clampPan, fitWorld, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';
import {
  admin,
  launchBrowser,
  newContext,
  shot,
  startServer,
  type GameServer,
  type Profile,
} from './harness.ts';

let server: GameServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

const PROFILES: Profile[] = ['desktop', 'tablet'];
const visible = (l: Locator) => l.waitFor({ state: 'visible', timeout: 20_000 });

/** A new player signed in by name; answers the page and the profile id. */
async function signIn(name: string, profile: Profile): Promise<{ page: Page; id: string }> {
  const context = await newContext(browser, profile);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  const res = await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: name } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { res: { user: { profileId: string } } };
  return { page, id: body.res.user.profileId };
}

/** Waits for a scene's canvas wrapper to report its renderer, and answers it. */
async function rendererOf(scene: Locator): Promise<string | null> {
  await visible(scene);
  await expect.poll(() => scene.getAttribute('data-renderer'), { timeout: 20_000 }).not.toBe('starting');
  return scene.getAttribute('data-renderer');
}

/** Clicks (mouse) or taps (touch) a point of the page. */
async function press(page: Page, profile: Profile, x: number, y: number): Promise<void> {
  if (profile === 'tablet') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

describe.each(PROFILES)('scenes on %s', (profile) => {
  it('draws the region map with WebGL and selects the region tapped', async () => {
    const { page } = await signIn(`map ${profile}`, profile);
    await page.goto(`${server.url}/expedition`);
    const map = page.locator('.scene--map');
    expect(await rendererOf(map)).toBe('webgl');
    await expect.poll(() => page.locator('#region-detail-title').textContent()).toContain('Region I ');
    await page.waitForTimeout(600);
    await shot(page, `scene-map-${profile}`);

    // Region II (rank 1) at its catalog position, through the map's own fit.
    const box = (await map.boundingBox())!;
    const fit = fitWorld(box.width, box.height);
    const origin = clampPan(0, 0, fit);
    const pos = REGIONS[1]!.position;
    await press(
      page,
      profile,
      box.x + origin.x + pos.x * WORLD.width * fit.scale,
      box.y + origin.y + pos.y * WORLD.height * fit.scale,
    );
    await expect.poll(() => page.locator('#region-detail-title').textContent()).toContain('Region II');
    await expect
      .poll(() => page.getByRole('button', { name: /Region II\b/ }).getAttribute('aria-pressed'))
      .toBe('true');
  });
});
