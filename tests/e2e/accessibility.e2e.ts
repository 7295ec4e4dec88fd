/**
 * Accessibility: axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on every screen (landing,
 * sign-in, not found, the world map, pocket, craft, missions with the battle pass, leaderboard,
 * market, mint, profile, history, the operators' console and its tabs) and every dialog (the
 * notifications tray and its settings, the confirm of a
 * paid buy, the reward reveal of a crate, the market's sell and buy dialogs, the confirm of a
 * cleave), in light and dark mode, on a desktop (1440x900) and a touch tablet (810x1080). Any
 * violation fails, named with its rule, the screen, the look and the elements; all of them go to
 * test-results/axe.json. One server, one browser, one page: each screen or dialog is opened once and
 * checked in the four looks, each once its animations have ended (no fixed pauses) (the page follows
 * the device's colour scheme, and its layout the viewport), so the test costs one walk through the
 * game, not four. The walk is cut into cases (the public pages, each screen, the dialogs, the
 * console) on one signed-in page: each has its own time, and one that fails is run again alone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin, networkQuiet, serverAndBrowser, visit } from './harness.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const shared = serverAndBrowser({ SIGN_INS_PER_MINUTE: '1000', WRITES_PER_SECOND: '1000' });

interface Found {
  where: string;
  rule: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe on the page as it is now; answers its violations, named by `where`. */
async function check(page: Page, where: string): Promise<Found[]> {
  // As @axe-core/playwright does: evaluated through the debugger protocol, so the page's CSP allows it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: {
            run(
              ctx: Document,
              o: unknown,
            ): Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: string[]; failureSummary?: string }[];
              }[];
            }>;
          };
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) =>
          r.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map(
              (n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
            ),
          })),
        ),
    TAGS,
  );
  return violations.map((v) => ({ where, rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes }));
}

/**
 * The keyboard: every element the mouse can click (a pointer cursor) is focusable or inside
 * something focusable, and every element Tab reaches shows its focus (an outline of 2 px or more,
 * or a ring drawn with box-shadow). The world's canvas is left out: its regions are buttons too.
 */
async function keyboard(page: Page, where: string): Promise<Found[]> {
  const unreachable = await page.evaluate(() => {
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => !(el instanceof HTMLCanvasElement) && getComputedStyle(el).cursor === 'pointer')
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && !el.closest('[aria-hidden="true"], [inert]');
      })
      .filter((el) => !el.closest(focusable) && !el.querySelector(focusable) && !el.closest('label'))
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  });
  await page.locator('body').focus();
  const unseen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return { ring, name };
    });
    if (focus && !focus.ring) unseen.add(focus.name);
  }
  const found: Found[] = [];
  if (unreachable.length > 0)
    found.push({
      where,
      rule: 'keyboard-reachable',
      impact: 'serious',
      help: 'clickable but not focusable',
      nodes: unreachable,
    });
  if (unseen.size > 0)
    found.push({
      where,
      rule: 'focus-visible',
      impact: 'serious',
      help: 'focused without a visible ring',
      nodes: [...unseen],
    });
  return found;
}

const LOOKS = [
  { look: 'desktop light', width: 1440, height: 900, colorScheme: 'light' },
  { look: 'desktop dark', width: 1440, height: 900, colorScheme: 'dark' },
  { look: 'tablet light', width: 810, height: 1080, colorScheme: 'light' },
  { look: 'tablet dark', width: 810, height: 1080, colorScheme: 'dark' },
] as const;

/**
 * Waits until the page has drawn two frames and no finite CSS animation or transition is running
 * (entrances, a theme's colours, a dialog's fade: the test runs with reduced motion, where they
 * last 1 ms), so that axe reads colours as they end, not mid-way; an endless one (a spinner) is
 * not waited for. A condition, where a fixed pause of 300-400 ms stood.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    // A reveal's scene draws on the software renderer beside the animations: on a loaded machine
    // (CI's load average 20 on 2 cores) its frames, and so these polls, come seconds apart.
    { timeout: 20_000, polling: 'raf' },
  );
}

/** Checks the page as it is in each look, then leaves it on the desktop in light mode. */
async function checkAll(page: Page, where: string): Promise<Found[]> {
  const found: Found[] = [];
  for (const { look, width, height, colorScheme } of LOOKS) {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    // The page follows the device's scheme on its next frame: wait for it, then for a frame drawn in it.
    await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, colorScheme, {
      timeout: 5000,
    });
    await settled(page);
    found.push(...(await check(page, `${where}, ${look}`)));
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', null, {
    timeout: 5000,
  });
  return found;
}

async function heading(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('heading', { name }).first().waitFor();
  await networkQuiet(page);
  // Entrances finished: axe reads colours as they end, not mid-fade.
  await settled(page);
}

const SCREENS: { path: string; name: string; ready: RegExp }[] = [
  { path: '/expedition', name: 'map', ready: /Expedition/ },
  { path: '/pocket', name: 'pocket', ready: /Pocket/ },
  { path: '/craft', name: 'craft', ready: /Craft/ },
  { path: '/missions', name: 'missions and battle pass', ready: /Missions/ },
  { path: '/leaderboard', name: 'leaderboard', ready: /Leaderboard/ },
  { path: '/market', name: 'market', ready: /Market/ },
  { path: '/mint', name: 'mint', ready: /Mint/ },
  { path: '/profile', name: 'profile', ready: /Profile/ },
  { path: '/history', name: 'history', ready: /History/ },
  // An unknown path, signed in: the 404 inside the game's layout.
  { path: '/nowhere', name: 'not found, signed in', ready: /Page Not Found/ },
];

/** A dev sign-in through the page, and goods to show in every screen and dialog. */
async function player(page: Page, url: string, name: string): Promise<{ id: string; token: string }> {
  const res = await page.request.post(`${url}/api/_auth/dev`, { data: { username: name } });
  const user = ((await res.json()) as { res: { user: { profileId: string; token: string } } }).res.user;
  const granted = await admin(url, 'grant', {
    profileId: user.profileId,
    shards: 20_000,
    traitCards: [{ id: 3, count: 6 }],
    crates: [
      { kind: 0, count: 2 },
      { kind: 3, count: 2 },
    ],
  });
  expect(granted.status).toBe(200);
  return { id: user.profileId, token: user.token };
}

/** Every case's findings, written to test-results/axe.json once all have run. */
const all: Found[] = [];

/** Fails the case with what it found, one line a violation (its rule, the place, the elements). */
function expectNone(found: Found[]): void {
  all.push(...found);
  expect(
    found.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`),
  ).toEqual([]);
}

const LOOK = {
  viewport: { width: 1440, height: 900 },
  colorScheme: 'light',
  reducedMotion: 'reduce',
} as const;

describe('accessibility: no WCAG 2.2 A or AA violation, in light and dark, on desktop and tablet', () => {
  /** The signed-in reader's context and page, shared by the cases after the public pages. */
  let reader: BrowserContext;
  let page: Page;
  let url: string;
  let readerId: { id: string; token: string };

  beforeAll(async () => {
    url = shared.server.url;
    reader = await shared.browser.newContext(LOOK);
    // A seller with a listing, so that the market has something to buy.
    const sellerPage = await reader.newPage();
    const seller = await player(sellerPage, url, 'Seller');
    await sellerPage.close();
    const listed = await fetch(`${url}/api/${seller.id}/market/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}` },
      body: JSON.stringify({ good: { kind: 'crate', id: 3 }, quantity: 1, price: 300 }),
    });
    expect(listed.status).toBe(200);
    await reader.clearCookies();
    page = await reader.newPage();
    readerId = await player(page, url, 'Reader');
  });

  // A case that failed half-way (a wait timed out on a loaded machine) can leave its dialog open,
  // and the router's visits keep it: the next case, or its retry, then found every click taken by
  // it (CI: one timeout became six failures). The page is loaded afresh, as a player, on the desktop.
  afterEach(async () => {
    if (!page || page.isClosed()) return;
    if ((await page.locator('dialog[open]').count()) === 0) return;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${url}/pocket`);
  });

  afterAll(async () => {
    await reader?.close();
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/axe.json', JSON.stringify(all, null, 2));
  });

  it('on the public pages: landing, the catalogs, sign-in and not found', async () => {
    const context = await shared.browser.newContext(LOOK);
    shared.contexts.push(context);
    const anon = await context.newPage();
    const found: Found[] = [];
    await anon.goto(`${url}/`);
    await heading(anon, /./);
    // The leaderboard is a signed-in page (product-spec 2): signed out, the header says so and its
    // link goes to sign-in and on to it, not to a wall it does not name.
    const main = anon.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: 'Leaderboard', exact: true }).count()).toBe(0);
    expect(
      await main.getByRole('link', { name: 'Sign in to see the leaderboard' }).getAttribute('href'),
    ).toBe('/auth?redirect=%2Fleaderboard');
    found.push(...(await checkAll(anon, 'landing')), ...(await keyboard(anon, 'landing')));
    // "Browse traits and items", signed out: every catalog open, each good with its picture
    // (decoration beside its name) loaded, read in every look.
    await anon.getByRole('link', { name: 'Browse traits and items' }).click();
    await heading(anon, /All traits/);
    await anon.evaluate(() => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>('details.catalog')) d.open = true;
    });
    const rows = await anon.locator('.catalog tbody tr').count();
    expect(rows).toBeGreaterThan(80);
    expect(await anon.locator('.catalog tbody tr img.catalog__art[alt=""][loading="lazy"]').count()).toBe(
      rows,
    );
    found.push(...(await checkAll(anon, 'catalogs, signed out')));
    await anon.goto(`${url}/auth`);
    await heading(anon, /./);
    found.push(...(await checkAll(anon, 'auth')), ...(await keyboard(anon, 'auth')));
    await anon.goto(`${url}/nowhere`);
    await heading(anon, /Page Not Found/);
    found.push(...(await checkAll(anon, 'not found')));
    expectNone(found);
  });

  for (const screen of SCREENS) {
    it(`on the ${screen.name} screen, and by keyboard`, async () => {
      await visit(page, `${url}${screen.path}`);
      await heading(page, screen.ready);
      if (screen.path === '/expedition')
        await page.locator('[data-world="drawn"]').waitFor({ timeout: 60_000 });
      expectNone([...(await checkAll(page, screen.name)), ...(await keyboard(page, screen.name))]);
    }, 180_000);
  }

  it("on the battle pass's level tiles, with levels ready to claim and the next", async () => {
    // A player of its own (the reader's XP stays as the other cases read it): 3,500 XP, so that
    // levels 1 to 3 show their gold "Ready" frame and 4 its "Next".
    const context = await shared.browser.newContext(LOOK);
    shared.contexts.push(context);
    const climber = await context.newPage();
    const { id } = await player(climber, url, 'Climber');
    expect((await admin(url, 'grant', { profileId: id, xp: 3_500 })).status).toBe(200);
    await climber.goto(`${url}/missions`);
    await heading(climber, /Missions/);
    await climber.locator('.bp-level--ready').first().waitFor();
    await climber.locator('ol.bp-levels').scrollIntoViewIfNeeded();
    expectNone(await checkAll(climber, 'missions with battle pass levels ready'));
  }, 180_000);

  it('in the notifications tray and its settings', async () => {
    const found: Found[] = [];
    await visit(page, `${url}/pocket`);
    await heading(page, /Pocket/);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('#notices-panel').waitFor();
    found.push(...(await checkAll(page, 'notifications tray')));
    // Its settings panel: the kinds to be told, and system notifications.
    await page.locator('#notices-panel').getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('notice-settings').waitFor();
    found.push(...(await checkAll(page, 'notification settings')));
    await page.keyboard.press('Escape');
    expectNone(found);
  });

  it("in today's orders: the HUD's tray, with an order claimed and one to claim", async () => {
    const call = (path: string, body: unknown) =>
      fetch(`${url}/api/${readerId.id}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${readerId.token}` },
        body: JSON.stringify(body),
      });
    // Whichever two of these are today's orders, both are done; the first is claimed.
    await call('/crates/gumball', {});
    await call('/crates/open', { crateId: 0 });
    await call('/traits/apply', { traitId: 3 });
    const today = (await (
      await fetch(`${url}/api/${readerId.id}/orders`, {
        headers: { authorization: `Bearer ${readerId.token}` },
      })
    ).json()) as { orders: { key: string; done: number; target: number }[] };
    const done = today.orders.filter((o) => o.done >= o.target);
    expect(done.length).toBeGreaterThan(0);
    expect((await call('/orders/claim', { key: done[0]!.key })).status).toBe(200);

    await visit(page, `${url}/pocket`);
    await heading(page, /Pocket/);
    await page.getByRole('button', { name: /^Today's orders/ }).click();
    await page.locator('#orders-panel .order--claimed').waitFor();
    const found = await checkAll(page, 'orders tray');
    await page.keyboard.press('Escape');
    expectNone(found);
  });

  it('in the collection book', async () => {
    await visit(page, `${url}/pocket`);
    await heading(page, /Pocket/);
    await page.getByRole('button', { name: /^Collection book/ }).click();
    await page.locator('dialog .book__entry').first().waitFor();
    const found = await checkAll(page, 'collection book');
    await page.locator('dialog').getByRole('button', { name: 'Done' }).click();
    expectNone(found);
  });

  it('in the confirm of a paid buy and the reward reveal of a crate', async () => {
    const found: Found[] = [];
    await visit(page, `${url}/pocket`);
    await heading(page, /Pocket/);
    await page.getByRole('button', { name: 'Buy a Basic crate for 4,000 shards' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Buy' }).waitFor();
    await settled(page);
    found.push(...(await checkAll(page, 'confirm of a paid buy')));
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open a Basic crate' }).click();
    const reveal = page.getByRole('dialog');
    // While it plays: the confirm reads what a press does ("Show all"), live, its name its words
    // (axe's label-content-name-mismatch is experimental, left out of TAGS: asserted here).
    const showAll = reveal.getByRole('button', { name: 'Show all', exact: true });
    await showAll.waitFor({ timeout: 30_000 });
    expect(await showAll.getAttribute('aria-disabled')).toBeNull();
    expect((await showAll.textContent())?.trim()).toBe('Show all');
    found.push(...(await check(page, 'reward reveal of a crate, playing')));
    // Once every face has been seen, Continue.
    const next = reveal.getByRole('button', { name: 'Continue' });
    await next.waitFor({ timeout: 60_000 });
    await settled(page);
    found.push(...(await checkAll(page, 'reward reveal of a crate')));
    await next.click();
    expectNone(found);
  });

  it('in the confirm of a cleave', async () => {
    await visit(page, `${url}/craft`);
    await heading(page, /Craft/);
    const cleave = page
      .locator('button.button--danger-quiet:not([disabled])', { hasText: /^Cleave$/ })
      .first();
    await cleave.waitFor();
    // Upgrade is the card's main action and Cleave the lesser one: an outline with ember words,
    // narrower than Upgrade (a solid red Cleave beside a pale Upgrade read as the thing to press).
    const looks = await cleave.evaluate((el) => {
      const upgrade = el.parentElement!.querySelector<HTMLElement>('.button--primary')!;
      const style = getComputedStyle(el);
      return {
        fill: style.backgroundColor,
        words: style.color === style.borderTopColor,
        wider: upgrade.getBoundingClientRect().width > el.getBoundingClientRect().width,
      };
    });
    expect(looks).toEqual({ fill: 'rgba(0, 0, 0, 0)', words: true, wider: true });
    await cleave.click();
    await page.getByRole('dialog').waitFor();
    // Its confirm is the destructive button: ember, not the gold of a main action.
    expect(
      await page.getByRole('dialog').getByRole('button', { name: 'Cleave' }).getAttribute('class'),
    ).toMatch(/button--danger\b/);
    await settled(page);
    const found = await checkAll(page, 'confirm of a cleave');
    await page.keyboard.press('Escape');
    expectNone(found);
  });

  it("in the market's sell and buy dialogs", async () => {
    const found: Found[] = [];
    await visit(page, `${url}/pocket`);
    await heading(page, /Pocket/);
    await page.getByRole('link', { name: 'Sell goods on the market' }).click();
    await page.getByRole('button', { name: 'Sell Legendary crate' }).click();
    await page.getByRole('dialog', { name: 'Sell Legendary crate' }).waitFor();
    await settled(page);
    found.push(...(await checkAll(page, 'market: sell dialog')));
    await page.keyboard.press('Escape');
    await visit(page, `${url}/market`);
    await heading(page, /Market/);
    await page.getByRole('button', { name: 'Buy Legendary crate' }).first().click();
    await page.getByRole('dialog', { name: 'Buy Legendary crate' }).waitFor();
    await settled(page);
    found.push(...(await checkAll(page, 'market: buy dialog')));
    await page.keyboard.press('Escape');
    expectNone(found);
  });

  it("in the operators' console and each of its tabs", async () => {
    const found: Found[] = [];
    await page.goto(`${url}/admin`);
    await page.getByLabel('Admin token').waitFor();
    found.push(...(await checkAll(page, 'console: sign-in')));
    await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('operator').waitFor();
    await networkQuiet(page);
    found.push(...(await checkAll(page, 'console')), ...(await keyboard(page, 'console')));
    for (const tab of await page.getByRole('tab').allTextContents()) {
      await page.getByRole('tab', { name: tab }).click();
      await networkQuiet(page);
      await settled(page);
      found.push(...(await checkAll(page, `console: ${tab}`)));
    }
    expectNone(found);
  }, 300_000);
});
