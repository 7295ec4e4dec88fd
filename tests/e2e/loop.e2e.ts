/**
 * Issue 24's loop and rewards in Debian's chromium, through the real server, at the three sizes:
 * a Basic crate's reward dialog shows a tile per reward, each with its picture; the map opens on
 * a region that can be sent now (not on one cooling down); and the region card covers no region.
 * The region card follows the region picked (its stages and chances, the server's), and a failed
 * stage offers one action.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { EMBLEM_WORLD, regionBox, toScreen, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';
import type { Reward } from '../../src/rules/reward.ts';
import { mergeRewards, rewardText } from '../../src/client/ui/reward-list.tsx';
import { formatNumber, formatPercent } from '../../src/client/ui/format.ts';
import { xpForLevel, xpForRank } from '../../src/rules/formulas/progression.ts';
import { admin, devPlayer, newContext, serverAndBrowser, shot, type Profile } from './harness.ts';
import { cameraOf, emblemPoint } from './map-aim.ts';

const shared = serverAndBrowser();
const visible = (l: Locator, timeout = 45_000) => l.waitFor({ state: 'visible', timeout });

/**
 * The words of the region card that the "More below" chip stands on: every line of text in the
 * card, cut to the scrolling body's box where it is inside it, that meets the chip's box. (It stood
 * on "Missions: 475 XP to rank 3 and…" in the tablets' sheets.)
 */
function wordsUnderChip(card: Locator): Promise<string[]> {
  return card.evaluate((el) => {
    const chip = el.querySelector('.world-card__more > span')?.getBoundingClientRect();
    if (!chip) return [];
    const body = el.querySelector('.world-card__body')!;
    const clip = body.getBoundingClientRect();
    const under: string[] = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.world-card__more')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const inBody = body.contains(node);
      for (const r of range.getClientRects()) {
        const top = inBody ? Math.max(r.top, clip.top) : r.top;
        const bottom = inBody ? Math.min(r.bottom, clip.bottom) : r.bottom;
        if (bottom - top < 1 || r.width < 1) continue;
        if (r.right > chip.left && r.left < chip.right && bottom > chip.top && top < chip.bottom)
          under.push(node.textContent.trim());
      }
    }
    return under;
  });
}

/**
 * The parts of the region card that overlap one another, or stand outside the card or the screen
 * (each as "a over b"): its head, its sentence, the stakes, the figures and the buttons must each
 * sit in the card's flow. The sentence "All 2 stages passed: claim 1,178 shards and the crate…"
 * stood over the card's head in the 4:3 tablet's sheet.
 */
function cardOverlaps(card: Locator): Promise<string[]> {
  return card.evaluate((el) => {
    const parts = {
      head: el.querySelector('.region-detail__head'),
      sentence: el.querySelector('.region-detail__say'),
      stakes: [...el.querySelectorAll('.stakes')].find((s) => s.getBoundingClientRect().height > 0),
      figures: el.querySelector('.world-card__body'),
      buttons: el.querySelector('.region-detail__actions'),
    };
    // What shows (the sentence the stakes say is left to screen readers: a clipped pixel).
    const boxes = Object.entries(parts)
      .map(([name, e]) => [name, e?.getBoundingClientRect()] as const)
      .filter((b): b is readonly [string, DOMRect] => !!b[1] && b[1].height > 2 && b[1].width > 2);
    const card = el.getBoundingClientRect();
    const found: string[] = [];
    for (const [i, [a, x]] of boxes.entries()) {
      if (x.top < card.top - 1 || x.bottom > card.bottom + 1) found.push(`${a} outside the card`);
      if (x.top < 0 || x.bottom > innerHeight + 1) found.push(`${a} off the screen`);
      for (const [b, y] of boxes.slice(i + 1))
        if (x.left < y.right - 1 && y.left < x.right - 1 && x.top < y.bottom - 1 && y.top < x.bottom - 1)
          found.push(`${a} over ${b}`);
    }
    const tabs = document.querySelector('.main-nav--tabs')?.getBoundingClientRect();
    if (tabs && tabs.height > 0 && tabs.top > card.top && card.bottom > tabs.top + 1)
      found.push('card under the tabs');
    return found;
  });
}

/**
 * The game's data brought to the page as a player coming back to its tab does (react-query
 * refetches what is stale on focus), until `ready` holds: the server's run after a send by the API.
 */
async function refocus(page: Page, ready: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
        return ready();
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
}

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
    const granted = ((await (await answer).json()) as { res: { reward: Reward[] } }).res.reward;
    expect(granted.length).toBeGreaterThan(0);
    // A tile a good: two rewards of one trait are one tile ("2 drops").
    const rewards = mergeRewards(granted);
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

  it('opens the map on a region that can be sent now, not on one cooling down; keeps every region out from under the region card, at its tallest', async () => {
    const p = await player(profile, `opening ${profile}`);
    // Region I goes out and comes back: it cools down for an hour.
    expect((await p.call('POST', '/expedition/send', { region: 1 })).status).toBe(200);
    expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
    await p.page.goto(`${shared.server.url}/expedition`);
    await p.page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 45_000 });
    await expect.poll(() => p.page.locator('#region-detail-title').textContent()).toContain(REGIONS[1]!.name);
    const send = p.page.getByRole('button', { name: 'Send your Warlord' });
    await expect.poll(() => send.isDisabled()).toBe(false);
    // Above Send, what it puts at stake: the server's chance, and a failure ends the run empty.
    const { regions } = (await p.call('GET', '/expedition')).json as {
      regions: { chance: number; stageInfo: { energyRequired: number } }[];
    };
    const pass = Math.round(regions[1]!.chance * 100);
    const stakes = p.page.locator('.region-detail .stakes:visible');
    expect(await stakes.locator('dt').allTextContents()).toEqual([`Pass ${pass}%`, `Fail ${100 - pass}%`]);
    expect(await stakes.locator('dd').allTextContents()).toEqual([
      expect.stringMatching(/^\+[\d,]+–[\d,]+ shards; Expedition I crate waits at stage 2$/),
      'the run ends with nothing',
    ]);
    // The card's figures show whole, or say there is more below until scrolled to the end (the
    // 4:3 tablet's sheet cut its stage table at its edge with only a faint shade).
    const body = p.page.locator('.region-detail .world-card__body');
    const fits = () => body.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
    const more = p.page.locator('.region-detail .world-card__more > span');
    await shot(p.page, `loop-opening-${profile}`);
    // The energy a stage costs stands in the card's head, and every stage's odds are in sight
    // without a scroll (the tablets' sheet showed stage 1 alone); the body is cut after a whole
    // row, none halved at its edge.
    expect(await p.page.locator('.region-detail__energy').textContent()).toMatch(
      new RegExp(`^Energy${regions[1]!.stageInfo.energyRequired} each$`),
    );
    const sight = await body.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const boxes = (selector: string) =>
        [...el.querySelectorAll(selector)].map((r) => r.getBoundingClientRect()).filter((r) => r.height > 0);
      return {
        stages: boxes('.stage-table__row').filter((r) => r.top >= box.top - 1 && r.bottom <= box.bottom + 1)
          .length,
        halved: boxes('tr, dt, dd, p').filter((r) => r.top < box.bottom - 1 && r.bottom > box.bottom + 1)
          .length,
      };
    });
    expect(sight).toEqual({ stages: 2, halved: 0 });
    // The Warlord's own figures atop the table, and atop each half where the halves stand side by
    // side (review r32 read the tablet's right half, stage 2 with no "You" row, as broken).
    const halves = await body.evaluate((el) =>
      [...el.querySelectorAll('.stage-odds table')].map((t) => ({
        top: Math.round(t.getBoundingClientRect().top),
        first:
          [...t.querySelectorAll('tbody tr')]
            .find((tr) => tr.getBoundingClientRect().height > 0)
            ?.querySelector('th')?.textContent ?? '',
      })),
    );
    const sideBySide = halves.length > 1 && halves[0]!.top === halves[1]!.top;
    expect(halves[0]!.first).toBe('You');
    if (sideBySide) expect(halves.map((h) => h.first)).toEqual(halves.map(() => 'You'));
    if (await fits()) expect(await more.count()).toBe(0);
    else {
      await expect.poll(() => more.isVisible()).toBe(true);
      expect(await more.textContent()).toBe('More below ↓');
      // In a strip of its own under the body, inside the card, on none of its words; the body's
      // cut edge fades out.
      const chip = (await more.boundingBox())!;
      const edge = (await body.boundingBox())!;
      const card = (await p.page.locator('.region-detail').boundingBox())!;
      expect(chip.y).toBeGreaterThanOrEqual(edge.y + edge.height - 1);
      expect(chip.y + chip.height).toBeLessThanOrEqual(card.y + card.height + 1);
      expect(await wordsUnderChip(p.page.locator('.region-detail'))).toEqual([]);
      expect(await body.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');
      await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect.poll(() => more.count()).toBe(0);
      // Scrolled to its end, the stage table's last row shows whole inside the card.
      const last = (await body.locator('tbody tr').last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(edge.y + edge.height + 1);
    }
    expect(await cardOverlaps(p.page.locator('.region-detail'))).toEqual([]);

    // Region II's first stage, sent by the API, with the figures scrolled to their end as a player
    // who read them leaves them: between stages the next stage's odds (pass, what a failure loses,
    // what retreating keeps) stand in sight beside Continue and Retreat, none under "More below"
    // nor scrolled away (the portrait sheet kept them in the scrolled figures).
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const say = p.page.locator('.region-detail__say');
    const first = (await p.call('POST', '/expedition/send', { region: 2 })).json as {
      res: { expedition: { passed: boolean } };
    };
    if (first.res.expedition.passed) {
      await refocus(p.page, async () => /^Stage 1 passed/.test((await say.textContent()) ?? ''));
      const card = p.page.locator('.region-detail');
      for (const name of ['Continue to stage 2', 'Retreat and claim'])
        await visible(card.getByRole('button', { name }), 10_000);
      await shot(p.page, `loop-between-stages-${profile}`);
      const rows = await card.locator('.stakes:visible').evaluate((el) => {
        const scroller = el.closest('.world-card__body');
        const clip = scroller?.getBoundingClientRect();
        return [...el.children].map((row) => {
          const r = row.getBoundingClientRect();
          const whole = r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
          const unclipped = !clip || (r.top >= clip.top - 1 && r.bottom <= clip.bottom + 1);
          return `${row.textContent} ${whole && unclipped ? 'in sight' : 'hidden'}`;
        });
      });
      expect(rows).toEqual([
        expect.stringMatching(/^Pass \d+% in sight$/),
        expect.stringMatching(/^\+[\d,]+–[\d,]+ shards, Expedition I crate(, \d+ XP)? in sight$/),
        expect.stringMatching(/^Fail \d+% in sight$/),
        expect.stringMatching(/^lose the [\d,]+ shards gathered in sight$/),
        'Retreat in sight',
        expect.stringMatching(/^keep [\d,]+ shards, no crate in sight$/),
      ]);
      expect(await wordsUnderChip(card)).toEqual([]);
      expect(await cardOverlaps(card)).toEqual([]);
      // The last stage, by the API: passed ("All 2 stages passed: claim … and the crate. The
      // region's level rises by one.") or failed, the card's longest sentences, in its flow.
      expect((await p.call('POST', '/expedition/send', { region: 2 })).status).toBe(200);
    }
    await refocus(p.page, async () =>
      /^(All 2 stages passed|Stage \d failed)/.test((await say.textContent()) ?? ''),
    );
    await shot(p.page, `loop-run-over-${profile}`);
    expect(await cardOverlaps(p.page.locator('.region-detail'))).toEqual([]);

    // Region II's run claimed: both open regions cool down, and the card, at its tallest, also says
    // what is ready next and what else to do; no region under it (the map opened afresh, its
    // camera at the fit: a reload of the same page, not a new player's).
    expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
    const { page } = p;
    await page.reload();
    const map = page.locator('.scene--map[data-world="drawn"]');
    await map.waitFor({ timeout: 45_000 });
    await visible(page.locator('.while-you-wait'));
    // What to do meanwhile, cut by the sheet's edge on the tablets: the chip that says there is
    // more stands on none of its words.
    if (profile !== 'desktop')
      await expect.poll(() => page.locator('.region-detail .world-card__more > span').count()).toBe(1);
    expect(await wordsUnderChip(page.locator('.region-detail'))).toEqual([]);
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
    if (profile === 'portrait') {
      // Upright the sheet runs along the bottom and every region stands whole above it, its
      // emblem and its name (issue 24: the world filling the band cut Regions I, IX and X), the
      // world's sea above and below it in the band's spare height.
      const hud = (await page.locator('.hud').boundingBox())!;
      for (const r of REGIONS) {
        const b = regionBox(r.id);
        const nw = toScreen(camera, box, { x: b.left, y: b.top });
        const se = toScreen(camera, box, { x: b.right, y: b.bottom });
        expect([r.name, box.x + nw.x >= -1, box.x + se.x <= box.width + 1]).toEqual([r.name, true, true]);
        expect([r.name, box.y + nw.y >= hud.y + hud.height - 1, box.y + se.y <= card.y + 1]).toEqual([
          r.name,
          true,
          true,
        ]);
      }
    }
    if (profile === 'tablet') {
      // On the 4:3 tablet lying down the cards are a sheet along the bottom, and the world fills
      // the screen above it: no band of empty sea above or below the world (it had a third of
      // its screen so), at most a sliver beside its frame.
      const hud = (await page.locator('.hud').boundingBox())!;
      const nw = toScreen(camera, box, { x: 0, y: 0 });
      const se = toScreen(camera, box, { x: WORLD.width, y: WORLD.height });
      expect(card.width).toBeGreaterThanOrEqual(box.width - 1);
      // (Within a pixel: the camera is published to a tenth of a world unit.)
      expect(box.y + nw.y).toBeLessThanOrEqual(hud.y + hud.height + 1);
      expect(box.y + se.y).toBeGreaterThanOrEqual(card.y - 1);
      // The sheet grows by what its longest sentence needs (the card at its tallest, 30-40 px on the
      // 4:3 tablet), and the world fitted above it shows 28 px of sea at each side there: a sliver
      // of 32 px at most (the band this guards against was a third of the screen).
      expect(nw.x).toBeLessThanOrEqual(32);
      expect(se.x).toBeGreaterThanOrEqual(box.width - 32);
    }
  }, 240_000);
});

describe('the region card', () => {
  it('changes with the region picked (its stages and chances), and a failed stage offers one action', async () => {
    // A Warlord of rank 9 (every region open), far below Region X's requirements; a stage fails
    // somewhere in Regions V-X (about 46% each), else a new Warlord tries again.
    let p: Awaited<ReturnType<typeof player>> | null = null;
    let failedIn = 0;
    for (let attempt = 0; attempt < 4 && !failedIn; attempt++) {
      p = await player('desktop', 'chooser');
      const granted = await admin(shared.server.url, 'grant', { profileId: p.id, xp: 200_000, energy: 400 });
      expect(granted.status).toBe(200);
      if (attempt === 0) {
        const { page } = p;
        await page.goto(`${shared.server.url}/expedition`);
        const map = page.locator('.scene--map[data-world="drawn"]');
        await map.waitFor({ timeout: 45_000 });
        const card = page.locator('.region-detail');
        const read = async () => ({
          title: await page.locator('#region-detail-title').textContent(),
          chance: await card.locator('.region-detail__chance strong').textContent(),
          stages: await card.locator('.stage-table__row').allTextContents(),
        });
        // Region X by a tap on its emblem at the fit, then Region I from the keyboard's list.
        const at = await emblemPoint(map, 10);
        await page.mouse.click(at.x, at.y);
        await expect.poll(() => card.getAttribute('data-region')).toBe('10');
        const far = await read();
        await page
          .getByRole('list', { name: 'Regions on the map' })
          .getByRole('button', { name: 'Region I', exact: true })
          .focus();
        await expect.poll(() => card.getAttribute('data-region')).toBe('1');
        const near = await read();
        expect(far.title).toContain('Throne of Ages');
        expect(near.title).toContain('Ashen Dunes');
        expect([far.stages.length, near.stages.length]).toEqual([5, 2]);
        expect(far.stages[0]).not.toEqual(near.stages[0]);
        // The chances are the server's (its rules module), and Region X's is low.
        // GET answers the view itself (writes wrap theirs in `res`).
        const { regions } = (await p.call('GET', '/expedition')).json as { regions: { chance: number }[] };
        const percent = (c: number) => formatPercent(c);
        expect([far.chance, near.chance]).toEqual([percent(regions[9]!.chance), percent(regions[0]!.chance)]);
        expect(regions[9]!.chance).toBeLessThan(0.6);
        expect(regions[0]!.chance).toBeGreaterThan(0.8);
        await shot(page, 'loop-region-card-x-then-i');
      }
      for (const region of [5, 6, 7, 8, 9, 10]) {
        const sent = await p.call('POST', '/expedition/send', { region });
        expect(sent.status).toBe(200);
        if (!(sent.json as { res: { expedition: { passed: boolean } } }).res.expedition.passed) {
          failedIn = region;
          break;
        }
        expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
      }
    }
    expect(failedIn).toBeGreaterThan(0);
    const { page } = p!;
    await page.goto(`${shared.server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 45_000 });
    const cards = page.locator('.world-cards');
    // The card's own buttons, not the row of region keys above it.
    const buttons = () =>
      cards
        .getByRole('button')
        .filter({ hasNotText: /^Region [IVX]+$/ })
        .allTextContents();
    await visible(cards.getByRole('heading', { name: /^Stage \d failed$/ }));
    // One button, and no sentence that contradicts it.
    await expect.poll(buttons).toEqual(['Return to camp']);
    expect(await cards.textContent()).not.toContain('Claim the finished expedition first');
    await shot(page, 'loop-region-card-failed');
    await cards.getByRole('button', { name: 'Return to camp' }).click();
    // Back at camp at once, said in a toast: no second dialog to acknowledge a loss already told.
    await visible(page.getByText(/^Back at camp\. .+ cools down before its next run\.$/));
    expect(await page.locator('dialog[open]').count()).toBe(0);
    // Back at camp the card stays on the region, cooling, and points at one ready now.
    await expect.poll(() => cards.locator('.region-detail__say').textContent()).toMatch(/^Cooling down/);
    expect(await buttons()).toEqual(['Go to Region I: ready now']);
  });
});

describe('a new player’s first steps', () => {
  it('lists four steps atop /pocket, ticks the gumball once pulled, shows them on the cooling card, and hides', async () => {
    const p = await player('desktop', 'first steps');
    const { page } = p;
    await page.goto(`${shared.server.url}/pocket`);
    const steps = page.getByRole('region', { name: /^First steps/ });
    await visible(steps);
    await expect.poll(() => steps.getByRole('heading').textContent()).toContain('0 of 4 done');
    expect(await steps.getByRole('link').allTextContents()).toEqual([
      'Send your Warlord on an expedition',
      'Open your Basic crate',
      'Wear a finer trait',
      'Take the free gumball pull',
    ]);
    // The gumball step leads to the gumball, whose free pull ticks it.
    await steps.getByRole('link', { name: 'Take the free gumball pull' }).click();
    const pull = page.getByRole('button', { name: 'Pull for free' });
    await visible(pull);
    await expect.poll(() => pull.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(900);
    await pull.click();
    const dialog = page.locator('dialog');
    await dialog.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const gumball = steps.locator('[data-step="gumball"]');
    await expect.poll(() => gumball.getAttribute('class'), { timeout: 20_000 }).toContain('--done');
    expect(await gumball.textContent()).toContain('(done)');
    expect(await steps.getByRole('heading').textContent()).toContain('1 of 4 done');
    expect(await steps.getByRole('link', { name: 'Take the free gumball pull' }).count()).toBe(0);
    await shot(page, 'loop-first-steps-pocket');

    // Both open regions cooling: the region card shows the list, the send now ticked too.
    for (const region of [1, 2]) {
      expect((await p.call('POST', '/expedition/send', { region })).status).toBe(200);
      expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
    }
    await page.goto(`${shared.server.url}/expedition`);
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 45_000 });
    const onCard = page.locator('.while-you-wait').getByRole('region', { name: /^First steps/ });
    await visible(onCard);
    await expect.poll(() => onCard.getByRole('heading').textContent()).toContain('2 of 4 done');
    expect(await onCard.getByRole('link').allTextContents()).toEqual([
      'Open your Basic crate',
      'Wear a finer trait',
    ]);
    // The crate is offered once, in the list, not again under "Meanwhile" (where the gumball's prize
    // was a crate, that one is "your other" crate there).
    expect(await page.locator('.while-you-wait__list').textContent()).not.toMatch(/Open your (?!other)/);
    // The missions say how far rank 2, and so Region III, is (the server's XP: retreats pay none,
    // the gumball's prize may have been XP); the bell's notice says how the player hears a region
    // is back.
    const { level, points } = (await p.call('GET', '/warlord')).json as { level: number; points: number };
    const left = xpForRank(2) - (xpForLevel(level) + points);
    const missions = page.locator('.while-you-wait [data-offer="missions"] a');
    expect(await missions.textContent()).toBe(
      `Missions: ${formatNumber(left)} XP to rank 2 and Shattered Glacier`,
    );
    expect(await page.locator('.back-notice').textContent()).toMatch(
      /^The bell rings when a region is back\./,
    );
    // What to do now leads the card: the steps and the missions are in sight without a scroll.
    const body = (await page.locator('.region-detail .world-card__body').boundingBox())!;
    const last = (await missions.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(body.y + body.height + 1);
    await missions.click();
    await page.waitForURL(/\/missions$/);
    await page.goBack();
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 45_000 });
    await shot(page, 'loop-first-steps-card');

    // Hidden, it stays hidden.
    await onCard.getByRole('button', { name: 'Hide first steps' }).click();
    await expect.poll(() => onCard.count()).toBe(0);
    await page.goto(`${shared.server.url}/pocket`);
    await visible(page.getByRole('heading', { name: 'Your Warlord' }));
    expect(await page.getByRole('region', { name: /^First steps/ }).count()).toBe(0);
  });
});

describe("today's orders", () => {
  it.each(['desktop', 'portrait'] as const)(
    'at %s: an order done elsewhere lights the HUD, its claim reveals what it pays, and the XP shows',
    async (profile) => {
      const p = await player(profile, 'orders');
      const { page } = p;
      await page.goto(`${shared.server.url}/expedition`);
      const button = page.locator('.orders-button > button');
      await visible(button);
      await expect.poll(() => button.getAttribute('aria-label')).toBe("Today's orders, 0 of 3 claimed");

      // Today's orders are the day's (UTC): do one of those a new player can do at once, by the API.
      const today = (await p.call('GET', '/orders')).json as { orders: { key: string; title: string }[] };
      const order = today.orders.find((o) => ['gumball', 'crate', 'dress'].includes(o.key))!;
      if (order.key === 'gumball') expect((await p.call('POST', '/crates/gumball', {})).status).toBe(200);
      if (order.key === 'crate')
        expect((await p.call('POST', '/crates/open', { crateId: 0 })).status).toBe(200);
      if (order.key === 'dress') {
        await admin(shared.server.url, 'grant', { profileId: p.id, itemCards: [{ id: 257, count: 1 }] });
        expect((await p.call('POST', '/items/apply', { itemId: 257 })).status).toBe(200);
      }

      // The live stream brings it (or, where the write beat the stream's start, the page's refetch
      // on coming back): the button says one is waiting, and a toast names it.
      await refocus(
        page,
        async () => (await button.getAttribute('aria-label')) === "Today's orders, 1 to claim",
      );
      await visible(page.getByText(`Order done: ${order.title}.`));
      const xpBefore = (await p.call('GET', '/missions')).json as { totalXp: number };

      await button.click();
      const tray = page.locator('#orders-panel');
      await visible(tray);
      const row = tray.locator(`[data-order="${order.key}"]`);
      expect(await row.getAttribute('class')).toContain('order--ready');
      // An order not done leads to where it is done.
      const stages = tray.locator('[data-order="stages"]');
      expect(await stages.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/expedition');
      await shot(page, `loop-orders-tray-${profile}`);

      await row.getByRole('button', { name: 'Claim' }).click();
      const dialog = page.locator('dialog');
      await visible(dialog.getByRole('heading', { name: `Order done: ${order.title}` }));
      await dialog.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 30_000 });
      const tiles = await dialog.locator('.reward-tile strong').allTextContents();
      expect(tiles).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+ XP$/)]));
      await dialog.getByRole('button', { name: 'Continue' }).click();

      // Paid once: the row says claimed, the button no longer waits, the XP is the server's.
      await expect.poll(() => row.textContent()).toContain('Claimed');
      expect(await button.getAttribute('aria-label')).toBe("Today's orders, 1 of 3 claimed");
      const xpAfter = (await p.call('GET', '/missions')).json as { totalXp: number };
      expect(xpAfter.totalXp).toBeGreaterThan(xpBefore.totalXp);
      const again = await p.call('POST', '/orders/claim', { key: order.key });
      expect(again.status).toBe(409);
    },
  );
});
