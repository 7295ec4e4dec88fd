/**
 * The Warlord in Debian's chromium (WebGL through SwiftShader): new players are dressed and
 * differ, the portrait lives while idle, the HUD's balances wait for the crate's reveal, the equip flourish plays, and sounds are asked
 * for when unmuted and never when muted.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRAITS, traitCategoryOf } from '../../src/rules/catalog/traits.ts';
import type { Reward } from '../../src/rules/reward.ts';
import {
  admin,
  devPlayer,
  leaveRun,
  newContext,
  shot,
  type Player,
  type Profile,
  pixelDiff,
  serverAndBrowser,
} from './harness.ts';

const shared = serverAndBrowser();
const { contexts } = shared;

const visible = (l: Locator) => l.waitFor({ state: 'visible', timeout: 45_000 });

/** A new player signed in by name, with what the server says it wears. */
async function signIn(
  name: string,
  opts: { profile?: Profile; still?: boolean; muted?: boolean } = {},
): Promise<Player> {
  const context = await newContext(shared.browser, opts.profile ?? 'desktop');
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  if (opts.still) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((muted) => {
    const w = window as unknown as { sounds: string[]; moves: string[] };
    // Kept across navigations of the tab, so a flow through several screens is heard whole.
    w.sounds = JSON.parse(sessionStorage.getItem('sounds') ?? '[]') as string[];
    w.moves = [];
    document.addEventListener('warlords:sound', (e) => {
      w.sounds.push((e as CustomEvent<string>).detail);
      sessionStorage.setItem('sounds', JSON.stringify(w.sounds));
    });
    document.addEventListener('warlords:move', (e) => w.moves.push((e as CustomEvent<string>).detail));
    if (muted)
      localStorage.setItem('warlords-settings', JSON.stringify({ state: { muted: true }, version: 0 }));
  }, opts.muted === true);
  return devPlayer(page, shared.server.url, name);
}

async function ready(scene: Locator): Promise<void> {
  await visible(scene);
  await expect.poll(() => scene.getAttribute('data-renderer'), { timeout: 20_000 }).toBe('webgl');
}

async function portraitShot(p: Player, wait = 1500): Promise<Buffer> {
  await p.page.goto(`${shared.server.url}/pocket`);
  const portrait = p.page.locator('.scene--portrait').first();
  await ready(portrait);
  await p.page.waitForTimeout(wait);
  return portrait.screenshot();
}

/** The sounds asked for so far. */
const soundsOf = (page: Page) => page.evaluate(() => (window as unknown as { sounds: string[] }).sounds);

describe('the Warlord', () => {
  it('dresses every new player in five Commons, worn, and two new players look different', async () => {
    const a = await signIn('dressed a', { still: true });
    expect(a.traits.map(traitCategoryOf)).toEqual(['Face', 'Hair', 'Eyes', 'Suit', 'Background']);
    expect(a.traits.every((t) => TRAITS.find((x) => x.id === t)!.rarity === 0)).toBe(true);
    // Two players who drew different outfits (a few tries: two may draw the same one).
    let b = await signIn('dressed b', { still: true });
    for (let i = 0; b.traits.join() === a.traits.join() && i < 5; i++)
      b = await signIn(`dressed b${i}`, { still: true });
    expect(b.traits).not.toEqual(a.traits);
    const shotA = await portraitShot(a);
    const again = await portraitShot(a);
    const shotB = await portraitShot(b);
    // Still (reduced motion): the same Warlord twice is the same picture; another differs.
    expect((await pixelDiff(a.page, shotA, again)).n).toBeLessThan(200);
    expect((await pixelDiff(a.page, shotA, shotB)).n).toBeGreaterThan(5000);
  });

  it('breathes, blinks and sways on /pocket while nobody touches it', async () => {
    const p = await signIn('idle');
    const first = await portraitShot(p, 1000);
    await p.page.waitForTimeout(900);
    const later = await p.page.locator('.scene--portrait').first().screenshot();
    expect((await pixelDiff(p.page, first, later)).n).toBeGreaterThan(300);
    await shot(p.page, 'warlord-pocket-desktop');
  });

  it('keeps the HUD balance until the crate has revealed what it grants, then counts up', async () => {
    const p = await signIn('hud hold');
    expect(
      (await admin(shared.server.url, 'grant', { profileId: p.id, crates: [{ kind: 0, count: 8 }] })).ok,
    ).toBe(true);
    await p.page.goto(`${shared.server.url}/pocket`);
    await visible(p.page.locator('#traits-title'));
    const shards = p.page.locator('.resource[title^="Shards"] dd');
    const read = async () => Number((await shards.textContent())!.replace(/\D/g, ''));
    let seen = false;
    for (let i = 0; i < 8 && !seen; i++) {
      const start = await read();
      const answer = p.page.waitForResponse((r) => r.url().endsWith('/crates/open'));
      await p.page
        .getByRole('button', { name: /^Open an? .* crate$/ })
        .first()
        .click();
      const body = (await (await answer).json()) as { res: { reward: Reward[]; pocket: { shards: number } } };
      const dialog = p.page.locator('dialog');
      const gained = body.res.pocket.shards - start;
      if (gained > 0) {
        seen = true;
        // While the reveal plays, the HUD still shows the old balance.
        await visible(dialog.getByRole('button', { name: 'Skip' }));
        expect(await read()).toBe(start);
        await shot(p.page, 'warlord-crate-holding-desktop');
      }
      await expect
        .poll(() => dialog.locator('.reward-list li').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect.poll(read, { timeout: 5000 }).toBe(body.res.pocket.shards);
      await dialog.getByRole('button', { name: 'Continue' }).click();
    }
    expect(seen).toBe(true);
  });

  it('plays the equip flourish and its sound when a trait is applied', async () => {
    const p = await signIn('equip');
    const hair = TRAITS.find((t) => t.category === 'Hair' && t.rarity === 0 && !p.traits.includes(t.id))!;
    expect(
      (await admin(shared.server.url, 'grant', { profileId: p.id, traitCards: [{ id: hair.id, count: 1 }] }))
        .ok,
    ).toBe(true);
    await portraitShot(p, 500);
    await p.page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
    const card = p.page.locator('li.good', { hasText: hair.name }).filter({ hasText: 'Hair' });
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => p.page.evaluate(() => (window as unknown as { moves: string[] }).moves), {
        timeout: 20_000,
      })
      .toContain('equip');
    await p.page.waitForTimeout(150);
    await shot(p.page, 'warlord-equip-desktop');
    expect(await soundsOf(p.page)).toEqual(expect.arrayContaining(['click', 'equip']));
  });

  it.each([false, true])('asks for a sound for each action unless muted (muted: %s)', async (muted) => {
    const p = await signIn(`sounds ${muted}`, { muted });
    await p.page.goto(`${shared.server.url}/pocket`);
    await p.page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
    const pull = p.page.getByRole('button', { name: 'Pull for free' });
    await visible(pull);
    await pull.click();
    const dialog = p.page.locator('dialog');
    await expect
      .poll(() => dialog.locator('.reward-list li').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    // Each tile sounds as it turns in (about 200 ms after it is dealt): let the first one land.
    if (!muted)
      await expect
        .poll(async () => (await soundsOf(p.page)).some((s) => s === 'reward' || s === 'rare'), {
          timeout: 10_000,
        })
        .toBe(true);
    else await p.page.waitForTimeout(1000);
    await dialog
      .getByRole('button', { name: /Continue|Close/ })
      .first()
      .click();
    await p.page.goto(`${shared.server.url}/expedition`);
    const send = p.page.getByRole('button', { name: 'Send your Warlord' });
    await visible(send);
    await send.click();
    await leaveRun(p.page);
    await visible(p.page.locator('#run-title'));
    await p.page.waitForTimeout(1000);
    const sounds = await soundsOf(p.page);
    if (muted) expect(sounds).toEqual([]);
    else {
      expect(sounds).toEqual(expect.arrayContaining(['click', 'gumball', 'send']));
      expect(sounds.some((s) => s === 'pass' || s === 'fail')).toBe(true);
      expect(sounds.some((s) => s === 'reward' || s === 'rare')).toBe(true);
    }
  });
});
