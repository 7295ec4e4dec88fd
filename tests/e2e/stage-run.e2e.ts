/**
 * The stage run's suspense, in Debian's chromium through the real server, at the three sizes (and
 * at a 4x CPU slowdown on the desktop): nothing on the page or in the canvas tells the outcome
 * before the clash; the run's counter ends on GET /expedition's gathered shards after every stage;
 * three runs log no page error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, devPlayer, newContext, serverAndBrowser, type Player, type Profile } from './harness.ts';

const shared = serverAndBrowser();
const { contexts } = shared;

/**
 * The outcome in words, as the canvas (caption, ribbon) or the page could say it (no word boundary
 * after: an element's text runs on into the next one's, "failedBack to the map").
 */
const VERDICT = /\b(passed|failed)|fought its way|beaten back|slipped past/i;

interface Log {
  /** What the scene said it shows (STAGE_EVENT), with the page's time. */
  scene: { t: number; moment: string; caption: string; verdict: string; counter: string }[];
  /** The first time the page's text under the stage overlay said the outcome. */
  domVerdictAt: number | null;
}

/** Records the scene's reports and watches the overlay's text for the outcome, from before the page loads. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(
    ({ source }) => {
      const verdict = new RegExp(source, 'i');
      const w = window as unknown as { stageLog: Log };
      w.stageLog = { scene: [], domVerdictAt: null };
      document.addEventListener('warlords:stage', (e) =>
        w.stageLog.scene.push({ t: performance.now(), ...(e as CustomEvent).detail }),
      );
      const look = () => {
        const overlay = document.querySelector('.stage-overlay');
        if (overlay && w.stageLog.domVerdictAt === null && verdict.test(overlay.textContent ?? ''))
          w.stageLog.domVerdictAt = performance.now();
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { source: VERDICT.source },
  );
}

const logOf = (page: Page) => page.evaluate(() => (window as unknown as { stageLog: Log }).stageLog);
const clearLog = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { stageLog: Log };
    w.stageLog = { scene: [], domVerdictAt: null };
  });

/** Sends one stage from /expedition and checks its run; answers whether it passed. */
async function oneRun(p: Player, run: number): Promise<boolean> {
  const { page } = p;
  const send = page.getByRole('button', { name: /^(Send your Warlord|Continue to stage \d+)$/ });
  await send.waitFor({ state: 'visible', timeout: 45_000 });
  await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
  await clearLog(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/expedition/send'));
  await send.click();
  const sent = (await (await answer).json()) as { res: { expedition: { passed: boolean } } };
  await page.locator('.stage-overlay').waitFor({ state: 'detached', timeout: 90_000 });
  const log = await logOf(page);
  const moments = log.scene.map((s) => s.moment);
  expect(moments, `run ${run}`).toContain('clash');
  expect(moments.at(-1), `run ${run}`).toBe('done');
  const clashAt = log.scene.find((s) => s.moment === 'clash')!.t;
  // Nothing the canvas said before the clash tells the outcome…
  for (const said of log.scene.filter((s) => s.t < clashAt))
    expect(`${said.caption} ${said.verdict}`, `run ${run}, ${said.moment}`).not.toMatch(VERDICT);
  // …and the page said it only after.
  expect(log.domVerdictAt, `run ${run}: the overlay said the outcome`).not.toBeNull();
  expect(log.domVerdictAt!).toBeGreaterThan(clashAt);
  // The run's counter ends on the server's gathered shards.
  const server = (await p.call('GET', '/expedition')).json as {
    expedition: { gainedRewards: { shards: number } };
  };
  const counter = log.scene.at(-1)!.counter;
  expect(Number(counter.replace(/[^\d]/g, '')), `run ${run}: "${counter}"`).toBe(
    server.expedition.gainedRewards.shards,
  );
  return sent.res.expedition.passed;
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Selects a region with the map's keys (focusing its key selects it). */
async function selectRegion(page: Page, id: number): Promise<void> {
  const key = page.getByRole('button', { name: new RegExp(`Region ${NUMERALS[id - 1]}\\b`) });
  await expect
    .poll(async () => {
      await key.focus();
      return key.getAttribute('aria-pressed');
    })
    .toBe('true');
}

const CASES: { profile: Profile; slowdown: number }[] = [
  { profile: 'desktop', slowdown: 1 },
  { profile: 'tablet', slowdown: 1 },
  { profile: 'portrait', slowdown: 1 },
  { profile: 'desktop', slowdown: 4 },
];

describe('the stage run', () => {
  it.each(CASES)(
    'holds the verdict until the clash and counts to the server, three runs without a page error ($profile, $slowdown x CPU)',
    async ({ profile, slowdown }) => {
      const context = await newContext(shared.browser, profile);
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await watch(page);
      const p = await devPlayer(
        page,
        shared.server.url,
        `run ${profile} ${Math.random().toString(36).slice(2, 6)}`,
      );
      // Energy for the runs, and the rank that opens the next regions (a claimed region cools down).
      const grant = { profileId: p.id, energy: 300, xp: 5_000_000 };
      expect((await admin(shared.server.url, 'grant', grant)).ok).toBe(true);
      if (slowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      }
      await page.goto(`${shared.server.url}/expedition`);
      await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
      let region = 1;
      for (let run = 1; run <= 3; run++) {
        const passed = await oneRun(p, run);
        const state = (await p.call('GET', '/expedition')).json as {
          expedition: { stage: number };
          regions: { id: number; maxStage: number }[];
        };
        const max = state.regions.find((r) => r.id === region)!.maxStage;
        if (passed && state.expedition.stage <= max) continue;
        // A lost or finished run is claimed, and the next goes to the next region (this one cools down).
        expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
        region++;
        await page.reload();
        await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
        await selectRegion(page, region);
      }
      expect(errors).toEqual([]);
    },
    240_000,
  );
});
