/**
 * Screenshot sheets of every screen at the three sizes of issue 16 (1440x900 desktop, 1080x810 and
 * 810x1080 touch tablets): the public pages, the world idle and with a region selected, the stage
 * run marching and at its outcome, and every menu screen. Each shot goes to
 * `screenshots/sheet-<size>-<name>.png`, and each size's shots are laid side by side, with their
 * names, on one sheet: `screenshots/sheet-<size>.png`.
 *
 * Run after a build: `npm run build && node --import tsx scripts/bench/screen-sheets.ts`
 * (`SHEET_ONLY=world` for the world and the stage run only).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  networkQuiet,
  newContext,
  SCREENSHOTS,
  startServer,
  VIEWPORTS,
  type GameServer,
  type Profile,
} from '../../tests/e2e/harness.ts';

const MENUS = ['pocket', 'craft', 'missions', 'leaderboard', 'profile', 'market', 'mint'] as const;
const worldOnly = process.env.SHEET_ONLY === 'world';

async function snap(page: Page, profile: Profile, name: string, shots: string[]): Promise<void> {
  const file = join(SCREENSHOTS, `sheet-${profile}-${name}.png`);
  await page.screenshot({ path: file });
  shots.push(file);
}

/** A signed-in player's page at one size. */
async function signedIn(browser: Browser, server: GameServer, profile: Profile, name: string) {
  const context = await newContext(browser, profile);
  const page = await context.newPage();
  await page.request.post(`${server.url}/api/_auth/dev`, { data: { username: name } });
  return { context, page };
}

/** The world, the run marching, each outcome moment, then (unless SHEET_ONLY=world) every screen. */
async function shootSize(browser: Browser, server: GameServer, profile: Profile): Promise<string[]> {
  const shots: string[] = [];
  const { context, page } = await signedIn(browser, server, profile, `sheets ${profile}`);
  try {
    await page.goto(`${server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 45_000 });
    await page.locator('.world-loading').waitFor({ state: 'detached' });
    await page.waitForTimeout(600);
    await snap(page, profile, 'world', shots);
    // Two stages: a march and an outcome each (a new Warlord mostly passes stage 1).
    for (const n of [1, 2]) {
      const send = page.getByRole('button', { name: /Send your Warlord|Continue/ }).first();
      if (!(await send.isEnabled().catch(() => false))) break;
      await send.click();
      await page.locator('.stage-overlay .scene--stage[data-renderer="webgl"]').waitFor({ timeout: 20_000 });
      await page.waitForTimeout(900);
      await snap(page, profile, `run-${n}-march`, shots);
      await page.getByRole('button', { name: 'Back to the map' }).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1300);
      await snap(page, profile, `run-${n}-outcome`, shots);
      await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 20_000 });
      await page.locator('.stage-overlay').getByRole('button', { name: 'Back to the map' }).click();
      await page.locator('.stage-overlay').waitFor({ state: 'detached', timeout: 20_000 });
      await page.waitForTimeout(500);
      await snap(page, profile, `run-${n}-after`, shots);
    }
    if (!worldOnly) {
      for (const name of MENUS) {
        await page.goto(`${server.url}/${name}`);
        await page.locator('main h1, main h2').first().waitFor({ timeout: 20_000 });
        await networkQuiet(page);
        await page.waitForTimeout(400);
        await snap(page, profile, name, shots);
      }
    }
  } finally {
    await context.close();
  }
  if (!worldOnly) {
    const pub = await newContext(browser, profile);
    const page2 = await pub.newPage();
    for (const [path, name] of [
      ['/', 'landing'],
      ['/auth', 'auth'],
      ['/nowhere', 'not-found'],
    ] as const) {
      await page2.goto(`${server.url}${path}`);
      await page2.locator('h1').first().waitFor();
      await networkQuiet(page2);
      await snap(page2, profile, name, shots);
    }
    await pub.close();
  }
  return shots;
}

/** The shots of one size side by side, four a row, each under its name, in one PNG. */
async function sheet(browser: Browser, profile: Profile, shots: string[]): Promise<string> {
  const v = VIEWPORTS[profile];
  const cell = 480;
  const h = Math.round((cell * v.height) / v.width);
  const page = await browser.newPage({ viewport: { width: cell * 4 + 50, height: 600 } });
  const cells = shots
    .map((file) => {
      const data = readFileSync(file).toString('base64');
      const name = file.replace(/^.*sheet-[a-z]+-/, '').replace(/\.png$/, '');
      return `<figure><img src="data:image/png;base64,${data}" width="${cell}" height="${h}"><figcaption>${name}</figcaption></figure>`;
    })
    .join('');
  await page.setContent(
    `<style>body{margin:10px;background:#222;color:#eee;font:14px sans-serif;display:flex;flex-wrap:wrap;gap:10px}
     figure{margin:0}img{display:block;border:1px solid #555}</style>${cells}`,
  );
  const out = join(SCREENSHOTS, `sheet-${profile}.png`);
  await page.screenshot({ path: out, fullPage: true });
  await page.close();
  return out;
}

mkdirSync(SCREENSHOTS, { recursive: true });
const server = await startServer({ SIGN_INS_PER_MINUTE: '1000' });
const browser = await launchBrowser();
try {
  for (const profile of ['desktop', 'tablet', 'portrait'] as const) {
    const shots = await shootSize(browser, server, profile);
    process.stdout.write(`${await sheet(browser, profile, shots)} (${shots.length} shots)\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
