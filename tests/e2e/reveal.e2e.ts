/**
 * The reward moments as a player meets them, in Debian's chromium through the real server: no
 * figure on the page or in the HUD changes before a reveal has ended (the live stream brings the
 * new pocket before the write's own answer, which is held back here to make sure), a rank-up won
 * by an expedition claim is celebrated once and not again after a reload or in a browser restored
 * from before it, and a player at the 12-trait limit is told before opening a crate.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { admin, devPlayer, newContext, serverAndBrowser, shot, type Player } from './harness.ts';

const shared = serverAndBrowser();
const visible = (l: Locator, timeout = 45_000) => l.waitFor({ state: 'visible', timeout });

async function player(name: string): Promise<Player> {
  const context = await newContext(shared.browser, 'desktop');
  shared.contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return devPlayer(page, shared.server.url, `${name} ${Math.random().toString(36).slice(2, 6)}`);
}

async function grant(p: Player, body: Record<string, unknown>): Promise<void> {
  expect((await admin(shared.server.url, 'grant', { profileId: p.id, ...body })).status).toBe(200);
}

interface Figures {
  hud: string;
  level: string;
  crates: string;
}

/** What the player can read of their figures: the HUD's balances and level, the pocket's crates. */
const FIGURES = `(() => ({
  hud: [...document.querySelectorAll('.hud .resources dd')].map((e) => e.textContent).join(' | '),
  level: document.querySelector('[data-testid="hud-warlord"]')?.getAttribute('aria-label')?.split(':')[0] ?? '',
  crates: document.querySelector('#crates-title')?.parentElement?.textContent ?? '',
}))()`;

describe('reward moments', () => {
  it('shows no new figure, in the HUD or on the page, before the reveal has ended', async () => {
    const p = await player('held');
    // An Epic crate gives shards, TWC or energy on most rolls, and leaves the crate list.
    await grant(p, { crates: [{ kind: 2, count: 1 }] });
    const { page } = p;
    await page.goto(`${shared.server.url}/pocket`);
    const open = page.getByRole('button', { name: 'Open an Epic crate' });
    await visible(open);
    // The write's own answer comes 1.5 s late: the live stream's event has long brought the new pocket.
    await page.route('**/crates/open', async (route) => {
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ response });
    });
    const before = (await page.evaluate(FIGURES)) as Figures;
    expect(before.crates).toContain('Epic');
    // Every change of the figures is recorded in the page, with whether the reveal was still on.
    await page.evaluate(`(() => {
      const w = window;
      w.figureLog = [];
      const look = () => {
        const tiles = document.querySelectorAll('dialog .reward-tile').length;
        const revealing = !document.querySelector('dialog') || tiles === 0 || !!document.querySelector('dialog .reveal-skip');
        w.figureLog.push({ ...${FIGURES}, revealing, t: performance.now() });
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/crates/open'));
    await open.click();
    const res = (await (await answer).json()) as { res: { pocket: { shards: number } } };
    const dialog = page.locator('dialog');
    await dialog.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 30_000 });
    await shot(page, 'reveal-held-end-desktop');
    const log = (await page.evaluate('window.figureLog')) as (Figures & { revealing: boolean })[];
    // Up to the first moment the reveal was over (after Continue the dialog is gone again).
    const end = log.findIndex((l) => !l.revealing);
    expect(end).toBeGreaterThan(0);
    const during = log.slice(0, end);
    expect(during.length).toBeGreaterThan(0);
    for (const l of during) expect({ hud: l.hud, level: l.level, crates: l.crates }).toEqual(before);
    // Then the HUD counts up to the server's figure, and the crate is gone from the page.
    const shards = new Intl.NumberFormat('en-US').format(res.res.pocket.shards);
    await expect
      .poll(async () => ((await page.evaluate(FIGURES)) as Figures).hud, { timeout: 5000 })
      .toContain(shards);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(async () => ((await page.evaluate(FIGURES)) as Figures).crates).not.toContain('Epic');
  });

  it('celebrates a rank-up from an expedition claim once: not after a reload, nor in a restored browser', async () => {
    // A run of Region I or II passed to its end (a failed stage starts over with a new player).
    let p: Player | null = null;
    for (let attempt = 0; attempt < 10 && !p; attempt++) {
      const next = await player('rank claim');
      // 1,495 XP: level 5, 25 short of level 6 (rank 2); the run's claim pays 25 Expedition XP.
      await grant(next, { xp: 1495, energy: 400 });
      for (const region of [1, 2]) {
        for (;;) {
          const r = await next.call('POST', '/expedition/send', { region });
          const run = (r.json as { res?: { expedition: { passed: boolean; finished: boolean } } }).res;
          if (r.status !== 200 || !run?.expedition.passed) {
            if (r.status === 200) await next.call('POST', '/expedition/claim', {});
            break;
          }
          if (run.expedition.finished) p = next;
          if (p) break;
        }
        if (p) break;
      }
    }
    expect(p).not.toBeNull();
    const { page } = p!;
    await page.goto(`${shared.server.url}/expedition`);
    await visible(page.getByTestId('hud-warlord'));
    // The browser as a copy taken now would keep it (a profile or a harness's saved state).
    const before = await page.context().storageState();
    const claim = page.getByRole('button', { name: 'Claim rewards' });
    await visible(claim);
    await claim.click();
    const dialog = page.locator('dialog');
    await visible(dialog.getByRole('button', { name: 'Continue' }));
    await dialog.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const banner = page.getByTestId('level-up-banner');
    await visible(banner, 20_000);
    expect(await banner.textContent()).toContain('Rank 2');
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(0);
    // A reload, then a move to another screen: no banner.
    await page.reload();
    await visible(page.getByTestId('hud-warlord'));
    await expect.poll(() => page.getByTestId('hud-warlord').getAttribute('aria-label')).toContain('Rank 2');
    await page.getByRole('link', { name: 'Pocket' }).first().click();
    await page.waitForTimeout(3000);
    expect(await banner.count()).toBe(0);
    // A browser restored from the copy taken before the rank-up: no banner either.
    const restored = await shared.browser.newContext({
      viewport: { width: 1440, height: 900 },
      storageState: before,
    });
    shared.contexts.push(restored);
    const again = await restored.newPage();
    await again.goto(`${shared.server.url}/pocket`);
    await visible(again.getByTestId('hud-warlord'));
    await expect.poll(() => again.getByTestId('hud-warlord').getAttribute('aria-label')).toContain('Rank 2');
    await again.waitForTimeout(3000);
    expect(await again.getByTestId('level-up-banner').count()).toBe(0);
  });

  it('tells a player at the 12-trait limit what a crate will do before it is bought or opened', async () => {
    const p = await player('cap');
    const extra = TRAITS.filter((t) => t.rarity === 0 && !p.traits.includes(t.id)).slice(0, 7);
    await grant(p, { traitCards: extra.map((t) => ({ id: t.id, count: 1 })) });
    const { page } = p;
    await page.goto(`${shared.server.url}/pocket`);
    const open = page.getByRole('button', { name: 'Open a Basic crate' });
    await visible(open);
    const note = 'You hold 12 of 12 traits: a card of a trait you do not hold becomes 250 shards (Common)';
    // On the crate, before Open (and named as its description).
    expect(await open.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.locator(`#${await open.getAttribute('aria-describedby')}`).textContent()).toContain(
      note,
    );
    // On the shop's confirm.
    await page.getByRole('button', { name: 'Buy a Basic crate for 4,000 shards' }).click();
    const confirm = page.locator('dialog');
    await visible(confirm);
    expect(await confirm.textContent()).toContain(note);
    await shot(page, 'reveal-cap-confirm-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Opened: a new trait's cards come as a whole "12/12: +N shards" tile.
    await open.click();
    const tiles = page.locator('dialog .reward-tile');
    await page.locator('dialog .reveal-skip').waitFor({ state: 'detached', timeout: 30_000 });
    for (const tile of await tiles.all()) {
      const clipped = await tile.evaluate((el) =>
        [...el.querySelectorAll('strong, small')].some(
          (t) =>
            t.scrollHeight > t.clientHeight + 1 ||
            t.getBoundingClientRect().bottom > el.getBoundingClientRect().bottom,
        ),
      );
      expect(clipped).toBe(false);
    }
    await shot(page, 'reveal-cap-tiles-desktop');
  });
});
