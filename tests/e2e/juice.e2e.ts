/**
 * Game feel in Debian's chromium, through the real server: the stage run's Warlord wears what the
 * server says (its pixels change when a trait is swapped), a level-up and a rank-up are celebrated
 * (banner, sound, the unlocked region pulsing on the map), paying actions ask once with their cost
 * and stop asking after "Don't ask again", the HUD shows the Warlord small, the leaderboard's top
 * rows are dressed, the battle pass claim holds the HUD's balances until its reveal, with two
 * levels reached its one obvious action claims them both, and an upgrade's burst leaves the card's
 * name and new figures readable.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { TRAITS, traitById } from '../../src/rules/catalog/traits.ts';
import { traitBoost } from '../../src/rules/formulas/stats.ts';
import type { Reward } from '../../src/rules/reward.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';
import { FIGURE } from '../../src/client/scenes/warlord/warlord-anatomy.ts';
import { outfitOf } from '../../src/client/scenes/warlord/warlord-outfit.ts';
import {
  admin,
  leaveRun,
  newContext,
  SCREENSHOTS,
  shot,
  type Profile,
  pixelDiff,
  serverAndBrowser,
  devPlayer,
  type Player,
} from './harness.ts';

const shared = serverAndBrowser();
const { contexts } = shared;

const visible = (l: Locator, timeout = 45_000) => l.waitFor({ state: 'visible', timeout });

/** A new player signed in by name; `still` asks for reduced motion. Sounds are counted in `window.sounds`. */
async function signIn(name: string, still = false, profile: Profile = 'desktop'): Promise<Player> {
  const context = await newContext(shared.browser, profile);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  if (still) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    const w = window as unknown as { sounds: string[]; bursts: number[] };
    w.sounds = [];
    w.bursts = [];
    document.addEventListener('warlords:sound', (e) => w.sounds.push((e as CustomEvent<string>).detail));
    document.addEventListener('warlords:upgrade-burst', (e) =>
      w.bursts.push((e as CustomEvent<number>).detail),
    );
  });
  // A new player on each try (a retried test must not find the last try's run or upgrades).
  const username = `${name} ${Math.random().toString(36).slice(2, 6)}`;
  return devPlayer(page, shared.server.url, username);
}

async function grant(profileId: string, body: Record<string, unknown>): Promise<void> {
  expect((await admin(shared.server.url, 'grant', { profileId, ...body })).status).toBe(200);
}

const soundsOf = (page: Page) => page.evaluate(() => (window as unknown as { sounds: string[] }).sounds);

/** The part of a suit layer (512 px units) that is cloth on every suit: the chest. */
const CHEST = { x0: 150, x1: 360, y0: 405, y1: 485 };

/** The Common suit whose chest is the furthest in colour from `worn`'s (so a swap shows plainly). */
async function mostDifferentSuit(page: Page, worn: number): Promise<number> {
  const suits = TRAITS.filter((t) => t.category === 'Suit' && t.rarity === 0);
  const means = await page.evaluate(
    async ({ imgs, box }) =>
      Promise.all(
        imgs.map(async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = 512;
          c.height = 512;
          const ctx = c.getContext('2d')!;
          ctx.drawImage(img, 0, 0, 512, 512);
          const d = ctx.getImageData(box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0).data;
          const m = [0, 0, 0];
          for (let i = 0; i < d.length; i += 4) for (let k = 0; k < 3; k++) m[k]! += d[i + k]!;
          return m.map((v) => v / (d.length / 4));
        }),
      ),
    { imgs: suits.map((s) => `${shared.server.url}${s.img}`), box: CHEST },
  );
  const at = suits.findIndex((s) => s.id === worn);
  let best = -1;
  let far = -1;
  suits.forEach((s, i) => {
    const dist = means[i]!.reduce((sum, v, k) => sum + Math.abs(v - means[at]![k]!), 0);
    if (s.id !== worn && dist > far) [best, far] = [s.id, dist];
  });
  return best;
}

/**
 * Sends the Warlord from /expedition and photographs its chest while it marches. The server's
 * answer is held back meanwhile, so the march lasts as long as the photos take on a slow machine;
 * under reduced motion the march stands still. The figure stands where stageLayout puts it: its
 * feet at the Warlord's x on the ground line, a third of the viewport tall (stage-layout.ts).
 */
async function marchChest(p: Player): Promise<{ shots: Buffer[]; passed: boolean }> {
  const { page } = p;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/expedition/send', async (route) => {
    await held;
    await route.continue();
  });
  // Sent before the world has drawn, the map's loading screen would stand over the run (its
  // ticker stops under the run, so it never finishes): a player sees the world first.
  await visible(page.locator('.scene--map[data-world="drawn"]'));
  // After a passed stage, Send reads "Continue to stage 2".
  const send = page.getByRole('button', { name: /^(Send your Warlord|Continue to stage \d+)$/ });
  await visible(send);
  const answer = page.waitForResponse((r) => r.url().endsWith('/expedition/send'));
  // Each time a Warlord is dressed the page hears of it: the run's own figure is the next one.
  await page.evaluate(() => {
    const w = window as unknown as { dressedRuns: number };
    w.dressedRuns = 0;
    document.addEventListener('warlords:dressed', () => (w.dressedRuns += 1));
  });
  await send.click();
  const stage = page.locator('.stage-overlay .scene--stage');
  await visible(stage);
  await expect.poll(() => stage.getAttribute('data-renderer'), { timeout: 20_000 }).toBe('webgl');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dressedRuns: number }).dressedRuns), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  // Drawn dressed on the next frames.
  await page.waitForTimeout(1000);
  const box = (await stage.boundingBox())!;
  const insets = await page.evaluate(() => {
    const css = getComputedStyle(document.documentElement);
    const px = (name: string) => Number.parseFloat(css.getPropertyValue(name)) || 0;
    return { top: px('--hud-h'), bottom: px('--tabs-h') };
  });
  const L = stageLayout(box.width, box.height, insets.top, insets.bottom);
  // The full figure (warlord-anatomy.ts): 760 units tall, feet at (256, 800); its chest.
  const s = L.warlord.height / FIGURE.height;
  const feet = { x: box.x + L.warlord.x, y: box.y + L.groundY };
  const chest = { x0: 190, x1: 322, y0: 400, y1: 470 };
  const clip = {
    x: feet.x + (chest.x0 - FIGURE.feet.x) * s,
    y: feet.y + (chest.y0 - FIGURE.feet.y) * s,
    width: (chest.x1 - chest.x0) * s,
    height: (chest.y1 - chest.y0) * s,
  };
  const first = await page.screenshot({ clip });
  await page.waitForTimeout(300);
  const second = await page.screenshot({ clip });
  release();
  const body = (await (await answer).json()) as { res: { expedition: { passed: boolean } } };
  await page.unroute('**/expedition/send');
  await leaveRun(page);
  await visible(page.locator('#run-title'));
  return { shots: [first, second], passed: body.res.expedition.passed };
}

describe('game feel', () => {
  it("dresses the stage run's Warlord in a swapped trait (its pixels change)", async () => {
    const p = await signIn('swap run', true);
    const worn = p.traits.find((t) => TRAITS.find((x) => x.id === t)!.category === 'Suit')!;
    await p.page.goto(`${shared.server.url}/expedition`);
    const other = await mostDifferentSuit(p.page, worn);
    await grant(p.id, { traitCards: [{ id: other, count: 1 }] });

    const before = await marchChest(p);
    // The march stands still under reduced motion: two photos of one run agree.
    const still = await pixelDiff(p.page, before.shots[0]!, before.shots[1]!);
    expect(still.n).toBeLessThan(still.of * 0.02);

    // Another suit, through the server; a failed stage is claimed, and the next run goes to Region II.
    expect((await p.call('POST', '/traits/apply', { traitId: other })).status).toBe(200);
    if (!before.passed) expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
    await p.page.goto(`${shared.server.url}/expedition`);
    if (!before.passed) {
      // The map's keys select the region they focus (once the world is on screen).
      await visible(p.page.locator('.scene--map[data-world="drawn"]'));
      const key = p.page.getByRole('button', { name: /Region II\b/ });
      await expect
        .poll(async () => {
          await key.focus();
          return key.getAttribute('aria-pressed');
        })
        .toBe('true');
    }
    const after = await marchChest(p);
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(join(SCREENSHOTS, 'juice-stage-chest-before.png'), before.shots[0]!);
    writeFileSync(join(SCREENSHOTS, 'juice-stage-chest-after.png'), after.shots[0]!);
    const swapped = await pixelDiff(p.page, before.shots[0]!, after.shots[0]!);
    expect(swapped.n).toBeGreaterThan(swapped.of * 0.25);
    await shot(p.page, 'juice-stage-swapped-desktop');
  });

  it.each(['desktop', 'portrait'] as const)(
    'celebrates a level-up from the server: banner, sound, and the HUD ring (%s)',
    async (profile) => {
      const p = await signIn('level up', false, profile);
      const face = TRAITS.find((t) => t.category === 'Face' && t.rarity === 0 && !p.traits.includes(t.id))!;
      // 95 XP: 5 short of level 2. Cleaving a Common level 1 trait grants 10 craft XP.
      await grant(p.id, { xp: 95, traitCards: [{ id: face.id, count: 1 }] });
      await p.page.goto(`${shared.server.url}/craft`);
      const hud = p.page.getByTestId('hud-warlord');
      await visible(hud);
      expect(await hud.getAttribute('aria-label')).toContain('Rank 1 Lv 1: your Warlord, 95 of 100 XP');
      // The avatar is the full figure's picture, drawn once all five worn traits are in.
      await expect.poll(() => hud.locator('.avatar').getAttribute('data-layers')).toBe('5');
      await expect.poll(() => hud.locator('[data-ready="true"]').count()).toBe(1);
      expect(await p.page.getByTestId('level-up-banner').count()).toBe(0);

      const card = p.page.locator('li.good', { hasText: face.name }).filter({ hasText: 'Cleave' });
      await card.getByRole('button', { name: 'Cleave' }).click();
      await p.page.locator('dialog').getByRole('button', { name: 'Cleave' }).click();
      const banner = p.page.getByTestId('level-up-banner');
      await visible(banner, 20_000);
      expect(await banner.textContent()).toContain('Level 2');
      // Shown by its motion (it starts unseen), not merely in the page.
      await expect
        .poll(() => banner.evaluate((el) => Number(getComputedStyle(el).opacity)), { timeout: 10_000 })
        .toBeGreaterThan(0.9);
      // It covers neither the page's heading nor the HUD nor a control in full view (it once stood
      // over the Craft heading): it stands where the page leaves room (clear-spot.ts).
      const covered = await banner.evaluate((el) => {
        const b = el.getBoundingClientRect();
        return [
          ...document.querySelectorAll<HTMLElement>(
            'h1, .page__title, .hud, button, a[href], input, select, summary',
          ),
        ]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            const inView = r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
            const under = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
            return inView && under && !el.contains(e);
          })
          .map((e) => `${e.tagName} "${(e.textContent ?? '').trim().slice(0, 30)}"`);
      });
      expect(covered).toEqual([]);
      await p.page.waitForTimeout(500);
      await shot(p.page, `juice-level-up-${profile}`);
      expect(await soundsOf(p.page)).toContain('levelup');
      await expect
        .poll(() => hud.getAttribute('aria-label'))
        .toContain('Rank 1 Lv 2: your Warlord, 5 of 200 XP');
      // It goes by itself.
      await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0);
    },
  );

  it('celebrates a rank-up and pulses the region it unlocks the next time the map shows', async () => {
    const p = await signIn('rank up');
    const face = TRAITS.find((t) => t.category === 'Face' && t.rarity === 0 && !p.traits.includes(t.id))!;
    // 1,495 XP: level 5, 5 short of level 6 (rank 2, which opens Region III).
    await grant(p.id, { xp: 1495, traitCards: [{ id: face.id, count: 1 }] });
    await p.page.goto(`${shared.server.url}/craft`);
    await visible(p.page.getByTestId('hud-warlord'));
    const card = p.page.locator('li.good', { hasText: face.name }).filter({ hasText: 'Cleave' });
    await card.getByRole('button', { name: 'Cleave' }).click();
    await p.page.locator('dialog').getByRole('button', { name: 'Cleave' }).click();
    const banner = p.page.getByTestId('level-up-banner');
    await visible(banner, 20_000);
    const text = (await banner.textContent())!;
    expect(text).toContain('Rank 2');
    expect(text).toContain(REGIONS[2]!.title);
    // Toasts stand over the banner while it stands low (a fresh review saw one cover its last line).
    const lift = await p.page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--toast-lift')),
    );
    const box = (await banner.boundingBox())!;
    if (box.y + box.height > 450) expect(lift).toBeGreaterThanOrEqual(900 - box.y);
    await shot(p.page, 'juice-rank-up-desktop');
    // Within the app (a page load would start afresh), to the map: Region III pulses there.
    await p.page.getByRole('link', { name: 'Expedition' }).first().click();
    await visible(p.page.locator('.scene--map[data-world="drawn"]'));
    await expect.poll(() => p.page.locator('.scene--map').getAttribute('data-unlocked')).toBe('3');
    await shot(p.page, 'juice-rank-up-map-desktop');
    // Gone with the banner.
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0);
    expect(
      await p.page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--toast-lift'),
      ),
    ).toBe('');
  });

  it('asks once before a paid upgrade, with its cost, and not again after "Don\'t ask again"', async () => {
    const p = await signIn('confirm');
    const faceId = p.traits.find((t) => TRAITS.find((x) => x.id === t)!.category === 'Face')!;
    const face = TRAITS.find((t) => t.id === faceId)!;
    await grant(p.id, { traitCards: [{ id: faceId, count: 40 }] });
    const level = async () =>
      (
        (await p.call('GET', '/pocket')).json as { ownedTraits: { id: number; level: number }[] }
      ).ownedTraits.find((t) => t.id === faceId)!.level;
    await p.page.goto(`${shared.server.url}/craft`);
    const card = p.page.locator('li.good', { hasText: face.name }).filter({ hasText: 'Cleave' });
    const upgrade = card.getByRole('button', { name: /^Upgrade/ });
    await visible(upgrade);
    // The cost is on the button, with its drawn icon.
    expect(await upgrade.textContent()).toContain('5');
    expect(await upgrade.locator('.cost-tag svg').count()).toBe(1);

    // Escape says no: nothing is spent.
    await upgrade.click();
    const dialog = p.page.locator('dialog');
    await visible(dialog.getByRole('heading', { name: `Upgrade ${face.name}?` }));
    expect(await dialog.textContent()).toContain('5 cards');
    await p.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await level()).toBe(1);

    // Yes, and don't ask again: the upgrade goes through and bursts on its card.
    await upgrade.click();
    await visible(dialog.getByRole('checkbox', { name: "Don't ask again for this" }));
    await shot(p.page, 'juice-confirm-upgrade-desktop');
    await dialog.getByRole('checkbox', { name: "Don't ask again for this" }).check();
    const first = p.page.waitForResponse((r) => r.url().endsWith('/traits/upgrade'));
    await dialog.getByRole('button', { name: 'Upgrade for 5 cards' }).click();
    expect((await first).status()).toBe(200);
    await expect
      .poll(() => p.page.evaluate(() => (window as unknown as { bursts: number[] }).bursts))
      .toEqual([2]);
    // The celebration: the card large in the middle, the server's new level, and what the rules
    // say it gives before and after (r33: "upgrading is silent").
    const moment = p.page.getByRole('dialog', { name: face.name });
    await visible(moment);
    expect(await moment.getByTestId('celebration-level').textContent()).toBe('Level 1 → 2');
    const words = { yield: 'Yield', exploration: 'Exploration', power: 'Power', stealth: 'Stealth' };
    expect(await moment.getByTestId('celebration-rises').locator('li').allTextContents()).toEqual(
      face.stats.map((s) => `${words[s]} +${traitBoost(faceId, 1)[s]} → +${traitBoost(faceId, 2)[s]}`),
    );
    expect(await moment.textContent()).toContain('Spent 5 cards');
    // Risen (520 ms; read at once, it settles by itself 2.5 s after its last figure popped in):
    // in the middle of the screen, its picture large, the focus on it.
    const risen = await moment.evaluate(async (el) => {
      const card = el.querySelector('.celebration__card')!;
      await Promise.all(card.getAnimations().map((a) => a.finished));
      const box = card.getBoundingClientRect();
      return {
        middle: box.left + box.width / 2,
        picture: el.querySelector('.celebration__picture')!.getBoundingClientRect().width,
        focused: el === document.activeElement,
      };
    });
    expect(Math.abs(risen.middle - 720)).toBeLessThan(4);
    expect(risen.picture).toBeGreaterThanOrEqual(160);
    expect(risen.focused).toBe(true);
    // It stands from the end of its rise, its last figure popped in (on a slow machine it went
    // back before they had: it stood 3 s from its opening): when it says it has risen, no figure
    // is still popping.
    const popped = await moment.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const check = () => {
            if (el.getAttribute('data-risen') !== 'true') return false;
            const figures = [...el.querySelectorAll('.celebration__roll > span')];
            resolve(figures.every((f) => f.getAnimations().every((a) => a.playState === 'finished')));
            return true;
          };
          if (!check()) new MutationObserver(check).observe(el, { attributes: true });
        }),
    );
    expect(popped).toBe(true);
    await shot(p.page, 'juice-upgrade-celebration-desktop');
    // Escape settles it back into the card and gives the focus back to the button pressed.
    await p.page.keyboard.press('Escape');
    await expect.poll(() => moment.count()).toBe(0);
    expect(await upgrade.evaluate((el) => el === document.activeElement)).toBe(true);
    // The card itself flares gold (r31: the label was "the only feedback").
    const glow = (shadow: string) => {
      const gold = /rgba?\(244, 207, 99(?:, ([\d.]+))?\)/.exec(shadow);
      return gold ? Number(gold[1] ?? 1) : 0;
    };
    await expect
      .poll(async () => glow(await card.evaluate((el) => getComputedStyle(el).boxShadow)), {
        timeout: 5000,
        interval: 50,
      })
      .toBeGreaterThan(0.3);
    expect(await level()).toBe(2);
    // The "Level 2!" label stands above the card: its name and new figures are not under it.
    const label = card.locator('.upgrade-burst__label');
    await expect
      .poll(() => label.evaluate((el) => Number(getComputedStyle(el).opacity)), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    const over = await card.evaluate((el) => {
      const l = el.querySelector('.upgrade-burst__label')!.getBoundingClientRect();
      return [...el.querySelectorAll('.good__head strong, .good__head .muted, small')]
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return r.left < l.right && l.left < r.right && r.top < l.bottom && l.top < r.bottom;
        })
        .map((t) => t.textContent);
    });
    expect(over).toEqual([]);
    // Nor over the list's heading ("Your traits": r31 saw the label rise over it), once it stands
    // (its pop overshoots to 1.2 times its size for a tenth of a second, 1-2 px past its place).
    const heading = () =>
      card.evaluate((el) => {
        const l = el.querySelector('.upgrade-burst__label')!.getBoundingClientRect();
        const h = document.querySelector('#craft-traits')!.getBoundingClientRect();
        return { heading: Math.round(h.bottom), label: Math.round(l.top) };
      });
    await expect
      .poll(
        async () => {
          const at = await heading();
          return at.label - at.heading;
        },
        { timeout: 1500, interval: 50 },
      )
      .toBeGreaterThanOrEqual(0);
    await shot(p.page, 'juice-upgrade-burst-desktop');

    // The next upgrade asks nothing.
    const second = p.page.waitForResponse((r) => r.url().endsWith('/traits/upgrade'));
    await upgrade.click();
    expect((await second).status()).toBe(200);
    expect(await dialog.count()).toBe(0);
    expect(await level()).toBe(3);
    const settings = await p.page.evaluate(() => localStorage.getItem('warlords-settings'));
    expect(JSON.parse(settings!).state.skipConfirm).toEqual({ upgrade: true });
  });

  it("dresses the leaderboard's top rows from the server's answer", async () => {
    const p = await signIn('leader');
    await grant(p.id, { xp: 5_000_000, itemCards: [{ id: 257, count: 1 }] });
    expect((await p.call('POST', '/items/apply', { itemId: 257 })).status).toBe(200);
    const board = (await (await fetch(`${shared.server.url}/api/leaderboard/1`)).json()) as {
      rows: { profileId: string; appliedTraits?: number[] }[];
    };
    expect(board.rows[0]!.profileId).toBe(p.id);
    expect(board.rows[0]!.appliedTraits).toEqual(p.traits);
    await p.page.goto(`${shared.server.url}/leaderboard`);
    const first = p.page.getByTestId('podium-1');
    await visible(first);
    // The full figure, drawn at once: each worn trait's picture (the suit as its body parts).
    const figure = first.locator('svg.portrait__figure[data-ready="true"]');
    await expect.poll(() => figure.count()).toBe(1);
    const hrefs = await figure.locator('image').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const id of p.traits) {
      const want =
        Math.floor(id / 100) === 3
          ? `/images/figure/suit-${id % 100}-torso.png`
          : (traitById(id)?.img ?? `trait ${id}`);
      expect(hrefs).toContain(want);
    }
    // And the weapon it holds, in hand.
    expect(hrefs).toContain(outfitOf(p.traits, [257]).weapon!.img);
    const dressed = Math.min(10, board.rows.length);
    await expect.poll(() => p.page.locator('table .avatar').count()).toBe(dressed);
    await shot(p.page, 'juice-leaderboard-desktop');
  });

  it('keeps the HUD energy until the battle pass claim has revealed it', async () => {
    const p = await signIn('pass hold');
    // 2,000 XP: battle pass levels 1 and 2. Level 1 (a potion) is claimed here; level 2 grants 10 energy.
    await grant(p.id, { xp: 2000 });
    expect((await p.call('POST', '/battle-pass/claim', {})).status).toBe(200);
    await p.page.goto(`${shared.server.url}/missions`);
    const energy = p.page.locator('.resource--energy dd');
    await visible(energy);
    // The whole figure (the meter reads "83/83 +10 bonus" above the maximum).
    const amount = p.page.locator('.resource--energy');
    const read = async () => Number(await amount.getAttribute('data-amount'));
    const start = await read();
    // Every icon that flies into the HUD: where it lands against the HUD's energy icon, and in what.
    await p.page.evaluate(() => {
      const w = window as unknown as { flights: { resource?: string; host: string; off: number }[] };
      w.flights = [];
      new MutationObserver((changes) => {
        for (const node of changes.flatMap((c) => [...c.addedNodes])) {
          if (!(node instanceof HTMLElement) || !node.classList.contains('hud-flight')) continue;
          const frames = node.getAnimations()[0]?.effect as KeyframeEffect | undefined;
          const last = String(frames?.getKeyframes().at(-1)?.transform ?? '');
          const [dx, dy] = (last.match(/-?[\d.]+px/g) ?? []).map(parseFloat);
          const box = node.getBoundingClientRect();
          const icon = document.querySelector('.hud [data-resource="energy"] svg')!.getBoundingClientRect();
          const at = { x: box.left + box.width / 2 + (dx ?? NaN), y: box.top + box.height / 2 + (dy ?? NaN) };
          const off = Math.hypot(at.x - (icon.left + icon.width / 2), at.y - (icon.top + icon.height / 2));
          w.flights.push({ resource: node.dataset.resource, host: node.parentElement!.tagName, off });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const answer = p.page.waitForResponse((r) => r.url().endsWith('/battle-pass/claim'));
    await p.page.getByRole('button', { name: 'Claim level 2' }).click();
    const body = (await (await answer).json()) as { res: { pocket: { energy: number } } };
    expect(body.res.pocket.energy).toBe(start + 10);
    const dialog = p.page.locator('dialog');
    await visible(dialog.getByRole('button', { name: 'Skip' }));
    expect(await read()).toBe(start);
    await shot(p.page, 'juice-battle-pass-holding-desktop');
    await expect
      .poll(() => dialog.locator('.reward-list li').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(read, { timeout: 5000 }).toBe(start + 10);
    // The energy flew from its card into the HUD's counter, over the pop-up's backdrop.
    const flights = await p.page.evaluate(
      () => (window as unknown as { flights: { resource?: string; host: string; off: number }[] }).flights,
    );
    expect(flights.length).toBeGreaterThan(0);
    for (const f of flights) expect(f).toMatchObject({ resource: 'energy', host: 'DIALOG' });
    for (const f of flights) expect(f.off).toBeLessThan(4);
  });

  it.each(['desktop', 'portrait'] as const)(
    'offers "Claim all" as the one action with two levels reached, and reveals both (%s)',
    async (profile) => {
      const p = await signIn('pass all', false, profile);
      // 2,000 XP: battle pass levels 1 and 2, neither claimed.
      await grant(p.id, { xp: 2000 });
      await p.page.goto(`${shared.server.url}/missions`);
      const all = p.page.getByRole('button', { name: 'Claim all 2 levels' });
      await visible(all);
      // The primary action; the one-level claim is the quieter choice beside it.
      expect(await all.getAttribute('class')).toContain('button--primary');
      const one = p.page.getByRole('button', { name: 'Claim level 1 only' });
      expect(await one.getAttribute('class')).not.toContain('button--primary');
      await shot(p.page, `juice-battle-pass-claim-all-${profile}`);
      const answers: Reward[][] = [];
      p.page.on('response', (r) => {
        if (r.url().endsWith('/battle-pass/claim'))
          void r.json().then((b: { res: { reward: Reward[] } }) => answers.push(b.res.reward));
      });
      await all.click();
      const dialog = p.page.locator('dialog');
      await visible(dialog.getByRole('heading', { name: 'Battle pass levels 1 to 2' }));
      await dialog.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 30_000 });
      // One claim for both levels.
      expect(answers).toHaveLength(1);
      // Every reward of both levels, face up, in words.
      const tiles = dialog.locator('.reward-tile strong');
      expect(await tiles.allTextContents()).toEqual(answers.flat().map(rewardText));
      await shot(p.page, `juice-battle-pass-claimed-all-${profile}`);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const claimed = (await p.call('GET', '/missions')).json as { battlePassLevelClaimed: number };
      expect(claimed.battlePassLevelClaimed).toBe(2);
      await visible(p.page.getByRole('button', { name: 'Nothing to claim' }));
    },
  );
});
