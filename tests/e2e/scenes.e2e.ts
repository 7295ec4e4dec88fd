/**
 * The Pixi scenes in Debian's chromium (WebGL through SwiftShader), at desktop and tablet sizes:
 * each draws with the WebGL renderer, the map selects what is tapped, crate and gumball pop-ups
 * show what the server granted, and the portrait changes when a trait is applied.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import type { Reward } from '../../src/rules/reward.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import { emblemPoint } from './map-aim.ts';
import { admin, newContext, shot, type Profile, serverAndBrowser } from './harness.ts';

const shared = serverAndBrowser();
const { contexts } = shared;

const PROFILES: Profile[] = ['desktop', 'tablet'];
const visible = (l: Locator) => l.waitFor({ state: 'visible', timeout: 45_000 });

/** A new player signed in by name; answers the page and the profile id. */
async function signIn(name: string, profile: Profile): Promise<{ page: Page; id: string }> {
  const context = await newContext(shared.browser, profile);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  const res = await page.request.post(`${shared.server.url}/api/_auth/dev`, { data: { username: name } });
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

/** Opens the pocket with its folded sections unfolded (small screens fold them). */
async function openPocket(page: Page): Promise<void> {
  await page.goto(`${shared.server.url}/pocket`);
  await visible(page.locator('#traits-title'));
  await page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
}

/** Clicks (mouse) or taps (touch) a point of the page. */
async function press(page: Page, profile: Profile, x: number, y: number): Promise<void> {
  if (profile === 'tablet') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

describe.each(PROFILES)('scenes on %s', (profile) => {
  it('draws the region map with WebGL and selects the region tapped', async () => {
    const { page } = await signIn(`map ${profile}`, profile);
    await page.goto(`${shared.server.url}/expedition`);
    // The map starts on load, with no input.
    const map = page.locator('.scene--map');
    expect(await rendererOf(map)).toBe('webgl');
    // SwiftShader draws this WebGL on the CPU: one texture per batch (software-batching.ts).
    expect(await map.getAttribute('data-batch-textures')).toBe('1');
    await visible(page.locator('.scene--map[data-world="drawn"]'));
    await expect.poll(() => page.locator('#region-detail-title').textContent()).toContain('Region I ');
    await page.waitForTimeout(600);
    await shot(page, `scene-map-${profile}`);

    // Region II (rank 1) where the camera shows it.
    const at = await emblemPoint(map, 2);
    await press(page, profile, at.x, at.y);
    await expect.poll(() => page.locator('#region-detail-title').textContent()).toContain('Region II');
    await expect
      .poll(() => page.getByRole('button', { name: /Region II\b/ }).getAttribute('aria-pressed'))
      .toBe('true');
  });

  it("plays a stage run with WebGL, from the march to the server's outcome", async () => {
    const { page } = await signIn(`run ${profile}`, profile);
    await page.goto(`${shared.server.url}/expedition`);
    await visible(page.getByRole('button', { name: 'Send your Warlord' }));
    const answer = page.waitForResponse((r) => r.url().endsWith('/expedition/send'));
    await page.getByRole('button', { name: 'Send your Warlord' }).click();
    const stage = page.locator('.stage-overlay .scene--stage');
    expect(await rendererOf(stage)).toBe('webgl');
    expect(await stage.getAttribute('data-batch-textures')).toBe('1');
    await stage.screenshot({ path: `screenshots/scene-stage-travel-${profile}.png` });
    const sent = (await (await answer).json()) as { res: { how: string } };
    await visible(page.locator('#run-title'));
    await page.waitForTimeout(2200);
    await shot(page, `scene-stage-${sent.res.how}-${profile}`);
  });

  it('opens a crate and reveals exactly what the server granted', async () => {
    const { page, id } = await signIn(`crate ${profile}`, profile);
    expect(
      (await admin(shared.server.url, 'grant', { profileId: id, crates: [{ kind: 0, count: 1 }] })).ok,
    ).toBe(true);
    await openPocket(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/crates/open'));
    await page
      .getByRole('button', { name: /^Open an? .* crate$/ })
      .first()
      .click();
    const granted = ((await (await answer).json()) as { res: { reward: Reward[] } }).res.reward;
    const dialog = page.locator('dialog');
    expect(await rendererOf(dialog.locator('.scene--reveal'))).toBe('webgl');
    await page.waitForTimeout(1300);
    await shot(page, `scene-crate-${profile}`);
    // Skip the rest of the reveal where it still plays (a slow software renderer).
    const skip = dialog.getByRole('button', { name: 'Skip' });
    if (await skip.isVisible()) await skip.click().catch(() => undefined);
    await expectRewards(dialog, granted);
    await shot(page, `scene-crate-done-${profile}`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
  });

  it('pulls the gumball and reveals its reward in a pop-up titled Gumball', async () => {
    const { page } = await signIn(`gumball ${profile}`, profile);
    await openPocket(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/crates/gumball'));
    const pull = page.getByRole('button', { name: 'Pull for free' });
    await pull.scrollIntoViewIfNeeded();
    await pull.click();
    const granted = ((await (await answer).json()) as { res: { reward: Reward[] } }).res.reward;
    const dialog = page.locator('dialog');
    await expect.poll(() => dialog.locator('h2').first().textContent()).toBe('Gumball');
    // Escape skips the reveal on a keyboard, the Skip button on a touch screen (the pop-up stays
    // open). At once: the gumball's turn is short, and once its reward is dealt Escape closes.
    if (profile === 'desktop') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Skip' }).tap();
    await expectRewards(dialog, granted);
    expect(await rendererOf(dialog.locator('.scene--reveal'))).toBe('webgl');
    await shot(page, `scene-gumball-${profile}`);
    await shot(page, `scene-gumball-done-${profile}`);
  });

  it('swaps the portrait layer when a trait is applied', async () => {
    const { page, id } = await signIn(`portrait ${profile}`, profile);
    // A Rare: never one of the five Commons a new player is dressed in.
    const hair = TRAITS.find((t) => t.category === 'Hair' && t.rarity === 1)!;
    const grant = { profileId: id, traitCards: [{ id: hair.id, count: 1 }] };
    expect((await admin(shared.server.url, 'grant', grant)).ok).toBe(true);
    await openPocket(page);
    const portrait = page.locator('.scene--portrait').first();
    expect(await rendererOf(portrait)).toBe('webgl');
    await page.waitForTimeout(800);
    const before = await portrait.screenshot();
    await shot(page, `scene-portrait-${profile}`);
    const card = page.locator('li.good', { hasText: hair.name }).filter({ hasText: 'Hair' });
    await card.getByRole('button', { name: 'Apply' }).click();
    await visible(card.getByRole('button', { name: 'Applied' }));
    await page.waitForTimeout(1000);
    const after = await portrait.screenshot();
    // The hair sits in the upper half of the portrait: count the pixels that changed there.
    const changed = await page.evaluate(
      async ([a, b]) => {
        const load = async (b64: string) => {
          const img = new Image();
          img.src = `data:image/png;base64,${b64}`;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = img.width;
          c.height = img.height;
          const ctx = c.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, img.width, Math.floor(img.height / 2)).data;
        };
        const [pa, pb] = await Promise.all([load(a!), load(b!)]);
        let n = 0;
        for (let i = 0; i < pa.length; i += 4)
          if (Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) > 24) n++;
        return n;
      },
      [before.toString('base64'), after.toString('base64')],
    );
    expect(changed).toBeGreaterThan(500);
    await shot(page, `scene-portrait-applied-${profile}`);
  });
});

/** The pop-up's reward lines read exactly as the server's rewards, in order. */
async function expectRewards(dialog: Locator, granted: Reward[]): Promise<void> {
  const lines = dialog.locator('.reward-list li strong');
  await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(granted.length);
  expect(await lines.allTextContents()).toEqual(granted.map(rewardText));
}
