/**
 * Browser-test harness: starts the real server (built client + API) on a free port with a fresh
 * embedded database folder (or the PostgreSQL of DATABASE_URL), and Debian's chromium through
 * playwright-core. Screenshots go to `screenshots/` (see README).
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../support/server-process.ts';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(process.cwd(), 'screenshots');
export const ADMIN_TOKEN = 'e2e-admin-token';
export const BOT_TOKEN = 'e2e-bot-token';

export interface GameServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `src/server/server.ts` on a fresh data folder and waits for /api/health. */
export async function startServer(env: Record<string, string> = {}): Promise<GameServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'warlords-e2e-'));
  const server = await spawnServer(
    { DATA_DIR: dataDir, ADMIN_TOKEN, ADMIN_TOKEN_NAME: 'ada', BOT_TOKEN, ALLOW_DEV_LOGIN: '1', ...env },
    // A server starts in seconds, in a minute and more on a machine loaded by other suites beside.
    180_000,
  );
  return {
    url: server.url,
    async stop() {
      await server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's chromium headless on this closed network (no background connections, no updates). */
export const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * `backForwardCache`: with the browser's back/forward cache, which Playwright turns off by default
 * (`--disable-back-forward-cache`) and a player's browser has.
 */
export async function launchBrowser(
  extraArgs: string[] = [],
  { backForwardCache = false }: { backForwardCache?: boolean } = {},
): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : undefined,
    args: [
      ...HEADLESS_FLAGS,
      ...extraArgs,
      '--disable-sync',
      '--disable-quic',
      // WebGL in headless mode, drawn on the CPU (the scenes' e2e tests need the WebGL renderer).
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}

export type Profile = 'desktop' | 'tablet' | 'portrait';

/** The viewport of each profile: desktop, touch tablet landscape, touch tablet portrait. */
export const VIEWPORTS: Record<Profile, { width: number; height: number }> = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1080, height: 810 },
  portrait: { width: 810, height: 1080 },
};

/** Requests under way in each context, but the live stream's, which never ends (see `networkQuiet`). */
const inFlight = new WeakMap<BrowserContext, Set<unknown>>();

/** Starts counting a context's requests under way (newContext does; other contexts on first use). */
export function trackRequests(context: BrowserContext): Set<unknown> {
  let open = inFlight.get(context);
  if (open) return open;
  const set = (open = new Set<unknown>());
  inFlight.set(context, set);
  context.on('request', (r) => {
    if (!/\/api\/[^/]+\/live$/.test(new URL(r.url()).pathname)) set.add(r);
  });
  context.on('requestfinished', (r) => set.delete(r));
  context.on('requestfailed', (r) => set.delete(r));
  return set;
}

/**
 * Waits until no request but the live stream has been under way for `quietMs`: Playwright's
 * `networkidle`, which the live stream (open as long as the page) would hold off for ever.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeout = 30_000): Promise<void> {
  const open = trackRequests(page.context());
  await page.waitForLoadState('load');
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > end) throw new Error(`the network was not quiet within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 50));
    if (open.size > 0) quietSince = Date.now();
  }
}

/**
 * A desktop (1440x900, mouse) or touch tablet (1080x810 or 810x1080, touch, DPR 2) context. Service
 * workers are blocked unless asked for (tests/e2e/pwa.e2e.ts): the game's worker would precache
 * ~10 MB in every context, a load the other tests do not need.
 */
export async function newContext(
  browser: Browser,
  profile: Profile,
  colorScheme: 'light' | 'dark' = 'light',
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> {
  // A context of the same kind that an earlier test of this file gave back (`release`), warm.
  const kind = `${profile} ${colorScheme}`;
  const pool = resting.get(browser)?.get(kind) ?? [];
  while (serviceWorkers === 'block' && pool.length > 0) {
    const context = pool.pop()!;
    if (!closed.has(context)) return context;
  }
  const context = await openContext(browser, profile, colorScheme, serviceWorkers);
  trackRequests(context);
  context.on('close', () => closed.add(context));
  if (serviceWorkers === 'block') {
    kinds.set(context, kind);
    // What a test adds to a context for good (a script run in its every page, a function exposed
    // to them) would follow it into the next test's: such a context is closed, not given back.
    for (const name of ['addInitScript', 'exposeBinding', 'exposeFunction'] as const) {
      const own = context[name].bind(context) as (...args: unknown[]) => Promise<unknown>;
      (context as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        kinds.delete(context);
        return own(...args);
      };
    }
  }
  return context;
}

/**
 * Contexts given back by the tests that used them, by browser and kind (profile and colour
 * scheme), for the next test that asks for one of that kind. A new context starts cold: the
 * page's scripts fetched, parsed and compiled again, and its scenes' first load with them (a cold
 * load of /expedition cost 2.8 CPU-s on the desktop and 3.5-4 on the tablet, a load in a context
 * that had loaded it before 1.75 and 2.2-2.6). Given back, a context keeps its HTTP cache (the
 * scripts, pictures and fonts, with the scripts' compiled code) and nothing of its player.
 */
const resting = new WeakMap<Browser, Map<string, BrowserContext[]>>();
/** The kind of each context `newContext` opened that may be given back (see `release`). */
const kinds = new WeakMap<BrowserContext, string>();
const closed = new WeakSet<BrowserContext>();

/**
 * Ends a test's use of a context: one that `newContext` opened and that nothing was added to for
 * good is emptied of the test's player and state (its pages closed; cookies, storage, routes,
 * permissions and the offline switch cleared: only the HTTP cache stays) and kept for the next
 * test of its kind in this browser; any other is closed.
 */
export async function release(context: BrowserContext, serverUrl: string): Promise<void> {
  const origin = new URL(serverUrl).origin;
  const kind = kinds.get(context);
  if (kind === undefined || closed.has(context)) return context.close();
  try {
    for (const page of context.pages()) await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    await context.setOffline(false);
    await context.setExtraHTTPHeaders({});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,websql,service_workers,cache_storage,file_systems',
    });
    await page.close();
    inFlight.get(context)?.clear();
  } catch {
    return context.close();
  }
  const browser = context.browser();
  if (!browser) return context.close();
  const byKind = resting.get(browser) ?? new Map<string, BrowserContext[]>();
  resting.set(browser, byKind);
  byKind.set(kind, [...(byKind.get(kind) ?? []), context]);
}

async function openContext(
  browser: Browser,
  profile: Profile,
  colorScheme: 'light' | 'dark',
  serviceWorkers: 'allow' | 'block',
): Promise<BrowserContext> {
  if (profile === 'desktop') {
    return browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme, serviceWorkers });
  }
  const ipad = devices['iPad (gen 7) landscape'] ?? {};
  return browser.newContext({
    ...ipad,
    viewport: VIEWPORTS[profile],
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    colorScheme,
    serviceWorkers,
  });
}

/**
 * Waits for a stage run to play out (the verdict in, the next step's buttons up: the run's screen
 * stays until the player picks), then leaves it with Back to the map.
 */
export async function leaveRun(page: Page, timeout = 90_000): Promise<void> {
  await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout });
  await page.locator('.stage-overlay').getByRole('button', { name: 'Back to the map' }).click();
  await page.locator('.stage-overlay').waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * Goes to `url` as a player moving between the game's screens does: within the game already
 * loaded in `page` (same origin), by the router (a history entry and its popstate, what a link of
 * the menu does), else by loading it. A load boots the whole client again (its scripts compiled,
 * its scenes started: 1.5-4 CPU-s on the software renderer), which a file visiting every screen
 * paid once a screen.
 */
export async function visit(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  const booted =
    here?.origin === target.origin &&
    (await page.evaluate(() => document.querySelector('#root')?.childElementCount ?? 0)) > 0;
  if (!booted) {
    await page.goto(url);
    return;
  }
  await page.evaluate(
    (path) => {
      // The router's own form of an entry (its index after the one shown), as its links push.
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
      history.pushState(state, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    target.pathname + target.search + target.hash,
  );
  await page.waitForURL(url);
}

/** Whether pictures for people are kept: not in CI (CI=true), unless E2E_SHOTS=1 asks for them. */
export const keepingShots = (): boolean => process.env.CI !== 'true' || process.env.E2E_SHOTS === '1';

/**
 * Saves a full-page screenshot as screenshots/<name>.png, for a person to look at. CI (CI=true)
 * keeps no file of a run, so there none is taken (about a sixth of a browser file's CPU, the
 * browser's own included: loop.e2e.ts 74 s against 62 s); E2E_SHOTS=1 takes them anyway.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (!keepingShots()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Operator call helper. */
export async function admin(
  url: string,
  path: string,
  body: unknown,
  token = ADMIN_TOKEN,
): Promise<Response> {
  return fetch(`${url}/api/admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** A test file's own game server and browser, and the contexts its tests open. */
export interface Shared {
  server: GameServer;
  browser: Browser;
  /**
   * Contexts a test opened: given back when it ends (`release`: its pages closed, for scenes left
   * drawing starve the software renderer), for the next test of the file to use warm.
   */
  contexts: BrowserContext[];
}

/**
 * One game server (with `env`) and one browser for a test file, started before its tests and
 * stopped after them; the contexts a test adds to `contexts` are given back when that test ends
 * (`release`), for its next tests.
 */
export function serverAndBrowser(env: Record<string, string> = {}): Shared {
  const shared = { contexts: [] } as unknown as Shared;
  beforeAll(async () => {
    shared.server = await startServer(env);
    shared.browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const c of shared.contexts.splice(0)) await release(c, shared.server.url);
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return shared;
}

/** How many pixels differ (by more than a little) between two PNG screenshots of one size, of all. */
export async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<{ n: number; of: number }> {
  return page.evaluate(
    async ([x, y]) => {
      const load = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height).data;
      };
      const [pa, pb] = await Promise.all([load(x!), load(y!)]);
      let n = 0;
      for (let i = 0; i < pa.length; i += 4)
        if (
          Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!) >
          30
        )
          n++;
      return { n, of: pa.length / 4 };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

/** A player signed in by name on a page (development sign-in), with what the server says it wears. */
export interface Player {
  page: Page;
  id: string;
  traits: number[];
  /** A game call with the player's own credentials. */
  call: (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; json: unknown }>;
}

/** Signs `page` in as `username` through the development sign-in (its cookie stays in the page's context). */
export async function devPlayer(page: Page, serverUrl: string, username: string): Promise<Player> {
  const res = await page.request.post(`${serverUrl}/api/_auth/dev`, { data: { username } });
  if (!res.ok()) throw new Error(`development sign-in answered ${res.status()}`);
  const user = (
    (await res.json()) as { res: { user: { profileId: string; token: string; discordId: string } } }
  ).res.user;
  const call: Player['call'] = async (method, path, body) => {
    const r = await page.request.fetch(`${serverUrl}/api/${user.profileId}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.token}`,
        'x-discord-id': user.discordId,
        'idempotency-key': `${path}-${Date.now()}-${Math.random()}`,
      },
      data: body,
    });
    return { status: r.status(), json: await r.json() };
  };
  const traits = ((await call('GET', '/warlord')).json as { appliedTraits: number[] }).appliedTraits;
  return { page, id: user.profileId, traits, call };
}
