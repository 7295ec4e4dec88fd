/**
 * Installable on a tablet, and told by the system (issue 25): the web app manifest and its icons,
 * the service worker that controls the page from the second load (and never answers /api/*), the
 * game's own offline screen when a start finds the server stopped, the notice settings kept on the
 * server (a reload, a second context of the same player), and the install offer from level 3,
 * declined for good. Screenshots of the three new screens at the three sizes, light and dark.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  devPlayer,
  launchBrowser,
  networkQuiet,
  newContext,
  shot,
  startServer,
  type GameServer,
  type Profile,
} from './harness.ts';
import type { Browser } from 'playwright-core';

let server: GameServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ SIGN_INS_PER_MINUTE: '1000', WRITES_PER_SECOND: '1000' });
  browser = await launchBrowser();
});
// A test's contexts are closed when it ends: a page left open goes on drawing its scenes (the
// pocket's Warlord breathes at 30 frames a second), which starves the software renderer of the
// tests after it (this file's contexts, kept to its end, used 230 s of CPU, its GPU process 120).
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A page of a new context; `worker` 'block' for the tests that need no service worker (it would
 * precache some 10 MB of atlases in each context, and the network is not quiet until it has).
 */
async function open(
  profile: Profile,
  scheme: 'light' | 'dark' = 'light',
  worker: 'allow' | 'block' = 'allow',
): Promise<Page> {
  const context = await newContext(browser, profile, scheme, worker);
  contexts.push(context);
  return context.newPage();
}

/** Waits until a service worker controls the page (after its first load, on the next one). */
async function controlled(page: Page): Promise<boolean> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

describe('the web app manifest', () => {
  it('names the game, its colours and standalone display, and its icons are there at their sizes', async () => {
    const page = await open('desktop');
    await page.goto(`${server.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await page.request.get(new URL(href!, server.url).href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/manifest\+json|json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Warlords',
      short_name: 'Warlords',
      start_url: '/expedition',
      theme_color: '#1c3552',
      background_color: '#0e1b2b',
    });
    expect(['standalone', 'fullscreen']).toContain(manifest.display);
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort();
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const [w, h] = icon.sizes.split('x').map(Number);
      const measured = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, icon.src);
      expect(measured, icon.src).toEqual([w, h]);
    }
  });
});

describe('the service worker', () => {
  it('controls the page on the second load, serves the shell, and leaves /api/* and the stream to the network', async () => {
    const page = await open('desktop');
    await devPlayer(page, server.url, 'Installer');
    await page.goto(`${server.url}/pocket`);
    await networkQuiet(page);
    // The first load installs it; from the second it answers the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const fromWorker: string[] = [];
    const fromNetwork: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      (r.fromServiceWorker() ? fromWorker : fromNetwork).push(path);
    });
    await page.reload();
    await networkQuiet(page);
    expect(await controlled(page)).toBe(true);
    expect(fromWorker).toContain('/pocket');
    expect(fromWorker.some((p) => p.startsWith('/assets/') && p.endsWith('.js'))).toBe(true);
    expect(fromWorker.filter((p) => p.startsWith('/api/'))).toEqual([]);
    expect(fromNetwork.some((p) => /^\/api\/[^/]+\/pocket$/.test(p))).toBe(true);
    // The live stream still brings a change made elsewhere (an operator's grant) without a reload.
    const { id } = await page.evaluate(async () => ({
      id: ((await (await fetch('/api/_auth/session')).json()) as { user: { profileId: string } }).user
        .profileId,
    }));
    const shards = page.locator('.resources .resource[title^="Shards"] dd');
    const before = Number((await shards.textContent())?.replace(/,/g, ''));
    expect((await admin(server.url, 'grant', { profileId: id, shards: 250 })).status).toBe(200);
    await expect
      .poll(async () => Number((await shards.textContent())?.replace(/,/g, '')), { timeout: 10_000 })
      .toBe(before + 250);
  });
});

describe('notice settings', () => {
  it('are kept on the server: a reload and a second context of the same player read them', async () => {
    const page = await open('desktop', 'light', 'block');
    const name = `Settler${Date.now() % 100_000}`; // a retry starts from a new player's defaults
    await devPlayer(page, server.url, name);
    await page.goto(`${server.url}/pocket`);
    await networkQuiet(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('#notices-panel').getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByTestId('notice-settings');
    const energy = settings.getByRole('checkbox', { name: 'Energy full' });
    const market = settings.getByRole('checkbox', { name: 'Sales and expired listings' });
    await energy.waitFor();
    expect(await energy.isChecked()).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/settings/notices'),
    );
    await energy.uncheck();
    expect((await saved).status()).toBe(200);
    expect(await market.isChecked()).toBe(true);

    await page.reload();
    await networkQuiet(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('#notices-panel').getByRole('button', { name: 'Settings' }).click();
    await expect.poll(() => settings.getByRole('checkbox', { name: 'Energy full' }).isChecked()).toBe(false);

    const other = await open('portrait', 'dark', 'block');
    await devPlayer(other, server.url, name);
    await other.goto(`${server.url}/pocket`);
    await networkQuiet(other);
    await other.getByRole('button', { name: /^Notifications/ }).click();
    await other.locator('#notices-panel').getByRole('button', { name: 'Settings' }).click();
    const otherSettings = other.getByTestId('notice-settings');
    await expect
      .poll(() => otherSettings.getByRole('checkbox', { name: 'Energy full' }).isChecked())
      .toBe(false);
    expect(
      await otherSettings.getByRole('checkbox', { name: 'Sales and expired listings' }).isChecked(),
    ).toBe(true);

    // System notifications: asked for only on the player's click, never on load.
    const system = otherSettings.getByRole('checkbox', { name: /system notifications/ });
    expect(await system.isChecked()).toBe(false);
    await other.context().grantPermissions(['notifications'], { origin: server.url });
    // The box follows the server's answer: checked once the permission is given and the PUT kept.
    await system.click();
    await expect.poll(() => system.isChecked(), { timeout: 15_000 }).toBe(true);
    await shot(other, 'notice-settings-portrait-dark');
    await page.reload();
    await networkQuiet(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('#notices-panel').getByRole('button', { name: 'Settings' }).click();
    await expect
      .poll(async () => (await page.request.get(`${server.url}/api/_auth/session`)).ok())
      .toBe(true);
    await shot(page, 'notice-settings-desktop-light');
    await page.setViewportSize({ width: 1080, height: 810 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'notice-settings-1080-dark');
  });
});

describe('system notifications', () => {
  it('show a grant made while the game is in a background tab, through the service worker', async () => {
    const page = await open('desktop');
    await devPlayer(page, server.url, `Away${Date.now() % 100_000}`);
    await page.goto(`${server.url}/pocket`);
    await networkQuiet(page);
    // The first visit: the worker is active but does not control this page until the next load;
    // a notice in this visit must still reach the system.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.context().grantPermissions(['notifications'], { origin: server.url });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('#notices-panel').getByRole('button', { name: 'Settings' }).click();
    const system = page
      .getByTestId('notice-settings')
      .getByRole('checkbox', { name: /system notifications/ });
    await system.click();
    await expect.poll(() => system.isChecked(), { timeout: 15_000 }).toBe(true);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.body),
      );
    // In a visible tab the toast and the tray are enough: no system notification.
    const id = await page.evaluate(
      async () =>
        ((await (await fetch('/api/_auth/session')).json()) as { user: { profileId: string } }).user
          .profileId,
    );
    expect((await admin(server.url, 'grant', { profileId: id, shards: 11 })).status).toBe(200);
    await page.getByText('An operator granted you +11 shards').first().waitFor();
    expect(await shown()).toEqual([]);

    // The game goes to the background. Headless Chromium keeps every tab visible (another tab
    // brought to the front leaves it 'visible'), so the page reads 'hidden' as a background tab does.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await admin(server.url, 'grant', { profileId: id, shards: 250 })).status).toBe(200);
    await expect.poll(shown, { timeout: 10_000 }).toEqual(['An operator granted you +250 shards']);
  });
});

describe('the install offer', () => {
  it('comes from level 3 when the browser allows it, and "No thanks" is for good', async () => {
    const page = await open('tablet', 'light', 'block');
    const player = await devPlayer(page, server.url, 'Climber');
    /** What Chromium fires when the page could be installed (headless never does by itself). */
    const offer = () =>
      page.evaluate(() => {
        const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(e);
      });
    await page.goto(`${server.url}/pocket`);
    await networkQuiet(page);
    await offer();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-offer').count()).toBe(0); // level 1

    expect((await admin(server.url, 'grant', { profileId: player.id, xp: 1000 })).status).toBe(200);
    await page.reload();
    await networkQuiet(page);
    await offer();
    const card = page.getByTestId('install-offer');
    await card.waitFor({ timeout: 15_000 });
    await shot(page, 'install-offer-1080-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'install-offer-1080-dark');
    await card.getByRole('button', { name: 'No thanks' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await networkQuiet(page);
    await offer();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('install-offer').count()).toBe(0);
  });
});

describe('a screen clicked while the server is down', () => {
  // The server "stopped" for this page only: every request it makes is refused (the file's server
  // stays up for the others). The screen's code was never loaded, so the click needs the server.
  // Waiting on the desktop, retrying by a tap on the tablet: the banner and the screen waited for
  // are the page's logic, the same at every size (the upright tablet's own menu is screens.e2e's).
  it.each([
    ['desktop', 'waits'],
    ['tablet', 'retries'],
  ] as const)(
    'keeps the game on screen with "Reconnecting…", then opens the screen once the server answers (%s, %s)',
    async (profile, how) => {
      const context = await newContext(browser, profile);
      contexts.push(context);
      const page = await context.newPage();
      await devPlayer(page, server.url, `Reconnect${profile}`);
      await page.goto(`${server.url}/pocket`);
      await page
        .getByRole('heading', { name: /Pocket/ })
        .first()
        .waitFor({ timeout: 30_000 });
      await networkQuiet(page);
      // A mark in this document: it is gone if the page is loaded again.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      let loads = 0;
      page.on('load', () => (loads += 1));
      let refused = 0;
      await context.route('**/*', async (route) => {
        refused += 1;
        await route.abort('connectionrefused');
      });
      // Where the HUD has no room for it (a narrow desktop window), the screen is in its Menu.
      const link = page.locator('nav[aria-label="Main"] a[href="/leaderboard"]:visible').first();
      if ((await link.count()) === 0) await page.getByRole('button', { name: 'Menu' }).click();
      await link.click();
      const banner = page.getByRole('alert').filter({ hasText: 'Reconnecting…' });
      await banner.waitFor({ timeout: 15_000 });
      // The screen's code was asked for, and refused.
      expect(refused).toBeGreaterThan(0);
      await expect.poll(() => banner.getAttribute('data-waiting-screens')).toBe('1');
      expect(await banner.textContent()).toContain('Your screen opens as soon as it is back');
      await banner.getByRole('button', { name: 'Retry now' }).waitFor();
      // Still the game, on the screen it was on: not the browser's error page.
      expect(page.url()).toBe(`${server.url}/pocket`);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(
        await page
          .getByRole('heading', { name: /Pocket/ })
          .first()
          .isVisible(),
      ).toBe(true);
      await shot(page, `reconnecting-${profile}`);
      // A try with the server still down keeps it so.
      await banner.getByRole('button', { name: 'Retry now' }).click();
      await page.waitForTimeout(1500);
      expect(await banner.isVisible()).toBe(true);
      expect(page.url()).toBe(`${server.url}/pocket`);

      await context.unroute('**/*');
      // Back: by itself (the next try comes within 8 s) or at once with Retry now.
      if (how === 'retries') await banner.getByRole('button', { name: 'Retry now' }).click();
      await page
        .getByRole('heading', { name: 'Leaderboard' })
        .waitFor({ timeout: how === 'retries' ? 5000 : 20_000 });
      expect(page.url()).toBe(`${server.url}/leaderboard`);
      await banner.waitFor({ state: 'detached', timeout: 5000 });
      // In place: the same document all along (no page load, so never the browser's error page).
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(loads).toBe(0);
      await shot(page, `reconnected-${profile}`);
    },
  );
});

describe('a start with the server stopped', () => {
  // The file's last test: it stops the file's server (afterAll's stop is then a no-op).
  it("shows the game's own offline screen, not the browser's", async () => {
    const looks = [
      { profile: 'desktop' as const, scheme: 'light' as const },
      { profile: 'portrait' as const, scheme: 'dark' as const },
    ];
    const pages: { page: Page; name: string }[] = [];
    for (const look of looks) {
      const page = await open(look.profile, look.scheme);
      await devPlayer(page, server.url, `Offline${look.profile}`);
      await page.goto(`${server.url}/pocket`);
      await networkQuiet(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      pages.push({ page, name: `${look.profile}-${look.scheme}` });
    }
    await server.stop();
    for (const { page, name } of pages) {
      await page.reload();
      await page.getByTestId('offline-screen').waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: 'Can’t reach the server' }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(page.url()).toMatch(/\/pocket$/);
      await shot(page, `offline-${name}`);
      if (name.startsWith('desktop')) {
        await page.emulateMedia({ colorScheme: 'dark' });
        await shot(page, 'offline-desktop-dark');
        await page.setViewportSize({ width: 1080, height: 810 });
        await shot(page, 'offline-1080-dark');
        await page.emulateMedia({ colorScheme: 'light' });
        await shot(page, 'offline-1080-light');
      }
    }
  });
});
