/**
 * The crate reveal and the gumball as a player opens them: from /pocket, over the page around
 * them (the dialog, its backdrop, the page below, the Warlord's portrait), in a browser whose
 * frames follow the display as a player's do (60 Hz, not the frame bench's uncapped browser).
 * Every frame the browser presents counts, drawn by the scene or not: the gap between two
 * requestAnimationFrame callbacks from the press to the last reward tile dealt. A frame on time
 * reads 16.7 ms; a page that re-blurs a backdrop over a running canvas reads about a second.
 * Also: how long the press waits for the first card (a crate once sat 40 s on "Opening…"), and
 * for the last face turned up.
 */
import type { Browser, Page } from 'playwright-core';
import { newContext, type GameServer } from '../../tests/e2e/harness.ts';

export interface RevealFigure {
  what: 'crate' | 'gumball';
  cpuSlowdown: number;
  /** Gaps between presented frames (ms), press to the last face up. */
  gaps: number[];
  /** From the press to the first card on screen, face down (ms). */
  firstTileMs: number;
  /** From the press to the last face turned up ("Opening…" gone), ms. */
  doneMs: number;
}

// A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
const START = `(() => {
  window.__gaps = [];
  window.__stopGaps = false;
  let last = performance.now();
  const loop = (t) => {
    window.__gaps.push(t - last);
    last = t;
    if (!window.__stopGaps) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})()`;
const STOP = `(() => { window.__stopGaps = true; return window.__gaps.slice(1); })()`;

async function press(page: Page, what: RevealFigure['what']): Promise<void> {
  if (what === 'crate') {
    await page
      .getByRole('button', { name: /^Open an? .* crate$/ })
      .first()
      .click();
    return;
  }
  await page.getByRole('button', { name: 'Pull for free' }).click();
}

/** One reveal opened from /pocket by a new player, at `cpuSlowdown`. */
async function openOne(
  browser: Browser,
  server: GameServer,
  what: RevealFigure['what'],
  cpuSlowdown: number,
): Promise<RevealFigure> {
  const context = await newContext(browser, 'desktop');
  try {
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/_auth/dev`, {
      data: { username: `reveal ${what} ${cpuSlowdown}` },
    });
    await page.goto(`${server.url}/pocket`);
    await page.locator('.scene--portrait[data-renderer="webgl"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.evaluate(START);
    const t0 = Date.now();
    await press(page, what);
    await page.locator('dialog .reveal-card, dialog .reward-tile').first().waitFor({ timeout: 60_000 });
    const firstTileMs = Date.now() - t0;
    await page.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 60_000 });
    const doneMs = Date.now() - t0;
    const gaps = await page.evaluate<number[]>(STOP);
    return { what, cpuSlowdown, gaps, firstTileMs, doneMs };
  } finally {
    await context.close();
  }
}

/** The crate and the gumball, each opened as a player does, at full speed and at a 4x CPU slowdown. */
export async function revealFigures(browser: Browser, server: GameServer): Promise<RevealFigure[]> {
  const out: RevealFigure[] = [];
  for (const cpu of [1, 4])
    for (const what of ['crate', 'gumball'] as const) out.push(await openOne(browser, server, what, cpu));
  return out;
}
