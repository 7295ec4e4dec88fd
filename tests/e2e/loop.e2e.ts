/**
 * Issue 24's loop and rewards in Debian's chromium, through the real server, at the three sizes:
 * a Basic crate's reward dialog shows a tile per reward, each with its picture; the map opens on
 * a region that can be sent now (not on one cooling down); and the region card covers no region.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { EMBLEM_WORLD, toScreen, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';
import type { Reward } from '../../src/client/api/types.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import { devPlayer, newContext, serverAndBrowser, shot, type Profile } from './harness.ts';
import { cameraOf } from './map-aim.ts';

const shared = serverAndBrowser();
const visible = (l: Locator, timeout = 45_000) => l.waitFor({ state: 'visible', timeout });

async function player(profile: Profile, name: string, scheme: 'light' | 'dark' = 'light') {
  const context = await newContext(shared.browser, profile, scheme);
  shared.contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return devPlayer(page, shared.server.url, `${name} ${Math.random().toString(36).slice(2, 6)}`);
}

describe.each(['desktop', 'tablet', 'portrait'] as const)('the loop at %s', (profile) => {
  it("deals a Basic crate's rewards as tiles, each with its picture", async () => {
    const { page } = await player(profile, `tiles ${profile}`, profile === 'tablet' ? 'dark' : 'light');
    await page.goto(`${shared.server.url}/pocket`);
    const open = page.getByRole('button', { name: 'Open a Basic crate' });
    await visible(open);
    const answer = page.waitForResponse((r) => r.url().endsWith('/crates/open'));
    await open.click();
    const rewards = ((await (await answer).json()) as { res: { reward: Reward[] } }).res.reward;
    expect(rewards.length).toBeGreaterThan(0);
    const dialog = page.locator('dialog');
    const tiles = dialog.locator('.reward-tile');
    await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBe(rewards.length);
    // Every tile dealt ("Opening…" gone), in the server's order, in words.
    await dialog.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await tiles.locator('strong').allTextContents()).toEqual(rewards.map(rewardText));
    for (let i = 0; i < rewards.length; i++) {
      const tile = tiles.nth(i);
      const box = (await tile.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(150);
      // A picture that loaded (an image with pixels) or a currency's drawn icon.
      const picture = await tile.evaluate((el) => {
        const img = el.querySelector('img.reward-tile__art');
        if (img instanceof HTMLImageElement) return img.complete && img.naturalWidth > 0 ? 'image' : 'broken';
        return el.querySelector('.reward-tile__icon svg') ? 'icon' : 'none';
      });
      expect([rewards[i]!.kind, picture]).toEqual([
        rewards[i]!.kind,
        ['cards', 'items', 'crate', 'voucher'].includes(rewards[i]!.kind) ? 'image' : 'icon',
      ]);
    }
    await shot(page, `loop-crate-tiles-${profile}`);
  });

  it('opens the map on a region that can be sent now, not on one cooling down', async () => {
    const p = await player(profile, `opening ${profile}`);
    // Region I goes out and comes back: it cools down for an hour.
    expect((await p.call('POST', '/expedition/send', { region: 1 })).status).toBe(200);
    expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
    await p.page.goto(`${shared.server.url}/expedition`);
    await p.page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 45_000 });
    await expect.poll(() => p.page.locator('#region-detail-title').textContent()).toContain(REGIONS[1]!.name);
    const send = p.page.getByRole('button', { name: 'Send your Warlord' });
    await expect.poll(() => send.isDisabled()).toBe(false);
    await shot(p.page, `loop-opening-${profile}`);
  });

  it('keeps every region out from under the region card, at its tallest', async () => {
    const p = await player(profile, `cover ${profile}`);
    const { page } = p;
    // Both open regions cooling: the card also says what is ready next and what else to do.
    for (const region of [1, 2]) {
      expect((await p.call('POST', '/expedition/send', { region })).status).toBe(200);
      expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
    }
    await page.goto(`${shared.server.url}/expedition`);
    const map = page.locator('.scene--map[data-world="drawn"]');
    await map.waitFor({ timeout: 45_000 });
    await visible(page.locator('.while-you-wait'));
    const card = (await page.locator('.world-cards').boundingBox())!;
    const box = (await map.boundingBox())!;
    const camera = await cameraOf(map);
    const half = (EMBLEM_WORLD * camera.scale) / 2;
    for (const r of REGIONS) {
      const at = toScreen(camera, box, { x: r.position.x * WORLD.width, y: r.position.y * WORLD.height });
      const x = box.x + at.x;
      const y = box.y + at.y;
      const overlaps =
        x + half > card.x &&
        x - half < card.x + card.width &&
        y + half > card.y &&
        y - half < card.y + card.height;
      expect([r.name, overlaps]).toEqual([r.name, false]);
    }
    await shot(page, `loop-card-${profile}`);
  });
});
