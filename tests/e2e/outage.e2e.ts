/**
 * A server stopped mid-session and started again on the same port and data (a fresh player's
 * review): a screen clicked in the shell while it was down opens once it is back; a scene whose
 * code did not arrive during the outage starts once it is back, with no false line about the
 * browser's graphics; and the "Reconnecting…" banner goes within about a second of the return.
 * And the connections a page holds: pages put away in the back/forward cache keep none open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, reservePort, spawnServer, type ServerProcess } from '../support/server-process.ts';
import { ADMIN_TOKEN, launchBrowser, newContext, shot, type Profile } from './harness.ts';

let dataDir: string;
let port: number;
let proc: ServerProcess | undefined;
let release = () => {};
let browser: Browser;
const contexts: BrowserContext[] = [];
const url = () => `http://127.0.0.1:${port}`;
const env = () => ({ DATA_DIR: dataDir, PORT: String(port), ADMIN_TOKEN, ALLOW_DEV_LOGIN: '1' });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'warlords-e2e-outage-'));
  port = await freePort();
  // Ours through the outages: no other file's server may start on it while ours is down.
  release = reservePort(port);
  proc = await spawnServer(env());
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
  // A test that failed with the server down leaves it started for the next.
  proc ??= await spawnServer(env());
});
afterAll(async () => {
  await browser?.close();
  await proc?.kill('SIGTERM');
  release();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Stops the server (its process ends: every request is refused, as when a player stops it). */
async function stopServer(): Promise<void> {
  await proc!.kill('SIGTERM');
  proc = undefined;
}

/** Starts it again on the same port and data; answers when /api/health first answered. */
async function startServer(): Promise<number> {
  proc = await spawnServer(env());
  return Date.now();
}

async function player(profile: Profile, name: string): Promise<Page> {
  const context = await newContext(browser, profile);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  const res = await page.request.post(`${url()}/api/_auth/dev`, { data: { username: name } });
  expect(res.ok()).toBe(true);
  return page;
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Reconnecting…' });

/** How long after `since` the banner went (it must go within `within` ms). */
async function bannerGoneAfter(page: Page, since: number, within: number): Promise<number> {
  await banner(page).waitFor({ state: 'detached', timeout: within });
  return Date.now() - since;
}

describe('a server stopped mid-session and started again', () => {
  it('opens the screen clicked while it was down, and the banner goes within 2 s of its return (1440x900)', async () => {
    const page = await player('desktop', 'OutageNav');
    await page.goto(`${url()}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
    await stopServer();
    // The pocket's code was never loaded: the click needs the server.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pocket' }).click();
    await banner(page).waitFor({ timeout: 15_000 });
    await expect.poll(() => banner(page).getAttribute('data-waiting-screens')).toBe('1');
    // Long enough for the old probe's waits to have grown past a second (1, 2, 4 s).
    await page.waitForTimeout(8000);
    expect(new URL(page.url()).pathname).toBe('/expedition');
    await shot(page, 'outage-nav-waiting-desktop');
    const back = await startServer();
    expect(await bannerGoneAfter(page, back, 2000)).toBeLessThanOrEqual(2000);
    await page
      .getByRole('heading', { name: /Pocket/ })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/pocket');
    // With its styles: the stylesheet that failed in the outage was fetched again (the panel's grid).
    const panel = page.locator('.warlord-panel').first();
    await panel.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => panel.evaluate((el) => getComputedStyle(el).display), { timeout: 10_000 })
      .toBe('grid');
    await shot(page, 'outage-nav-landed-desktop');
  });

  it('starts the portrait whose code failed in the outage once the server is back, with no WebGL line (810x1080 touch)', async () => {
    const page = await player('portrait', 'OutageScene');
    // The portrait's code is held on its way until the server has stopped, then refused: the fetch
    // a scene makes in an outage. Only that first request; the next goes to the server.
    let stopped!: () => void;
    const down = new Promise<void>((resolve) => (stopped = resolve));
    let held = false;
    await page.context().route(/\/assets\/portrait-scene-[^/]+\.js$/, async (route) => {
      if (held) return route.continue();
      held = true;
      await down;
      await route.abort('connectionrefused');
    });
    await page.goto(`${url()}/pocket`);
    await page
      .getByRole('heading', { name: /Pocket/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
    await stopServer();
    stopped();
    await banner(page).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3000);
    // Still the DOM figure, whole, and no claim that the browser's graphics failed.
    expect(await page.locator('.scene-notice').count()).toBe(0);
    await shot(page, 'outage-portrait-waiting-portrait');
    const back = await startServer();
    expect(await bannerGoneAfter(page, back, 2000)).toBeLessThanOrEqual(2000);
    await page.locator('.scene--portrait[data-renderer="webgl"]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    expect(await page.locator('.scene-notice').count()).toBe(0);
    await shot(page, 'outage-portrait-back-portrait');
  });
});

describe('pages put away in the back/forward cache', () => {
  it('keep no stream open: screen after screen loaded by address answers at once, and one brought back follows again', async () => {
    // A player's browser keeps pages it left in its back/forward cache (Playwright's turns that
    // off). A fresh review loaded screens by address: the pages put away held their live streams,
    // three of them the six connections a browser allows one host, and the sixth screen sat on
    // "Loading…" for 54 s.
    const cached = await launchBrowser([], { backForwardCache: true });
    try {
      const context = await newContext(cached, 'desktop');
      const page = await context.newPage();
      // The requests in flight, but for the live streams (which the page closes as it is put away).
      const inFlight = new Set<unknown>();
      const live = (u: string) => /\/live$/.test(new URL(u).pathname);
      page.on('request', (r) => void (live(r.url()) || inFlight.add(r)));
      page.on('requestfinished', (r) => void inFlight.delete(r));
      page.on('requestfailed', (r) => void inFlight.delete(r));
      const res = await page.request.post(`${url()}/api/_auth/dev`, { data: { username: 'PutAway' } });
      expect(res.ok()).toBe(true);
      const screens = [
        '/pocket',
        '/craft',
        '/missions',
        '/leaderboard',
        '/market',
        '/mint',
        '/profile',
        '/history',
      ];
      for (const path of screens) {
        await page.goto(`${url()}${path}`);
        // Its own reads answered: the HUD's energy, within seconds, not a minute.
        await page.locator('.hud [data-resource="energy"]').waitFor({ timeout: 8000 });
        if (path === '/profile') {
          // The page to come back to: a player looked at it, so it finished loading (Chromium keeps no
          // page left with a request in flight: "outstanding-network-request", seen on a busy machine).
          await expect.poll(() => inFlight.size, { timeout: 30_000 }).toBe(0);
        }
        await page.evaluate((p) => ((window as unknown as { putAway: string }).putAway = p), path);
      }
      // Back: the page comes from the cache (what it set is there), and its live stream opens again.
      const reopened = page.waitForRequest((r) => /\/api\/[^/]+\/live$/.test(new URL(r.url()).pathname), {
        timeout: 10_000,
      });
      await page.goBack({ waitUntil: 'commit' });
      const back = await page.evaluate(() => ({
        putAway: (window as unknown as { putAway?: string }).putAway,
        // Chromium says why a page was not restored from the cache.
        notRestored: JSON.stringify(
          (performance.getEntriesByType('navigation')[0] as unknown as { notRestoredReasons?: unknown })
            ?.notRestoredReasons ?? null,
        ),
      }));
      expect(back.putAway, `not restored: ${back.notRestored}`).toBe('/profile');
      await reopened;
    } finally {
      await cached.close();
    }
  });
});
