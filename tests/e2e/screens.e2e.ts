/**
 * Screenshots of every screen at 1440x900 (desktop, light and dark), 1080x810 (touch tablet) and
 * 810x1080 (touch tablet in portrait), written to screenshots/screen-<size>-<mode>-<screen>.png.
 * Each screen is checked to have rendered its heading and to have no horizontal overflow, and every
 * button and link on it to be at least 44 px tall on the tablets (a button 44 px wide too).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  devPlayer,
  launchBrowser,
  networkQuiet,
  newContext,
  release,
  visit,
  shot,
  startServer,
  type GameServer,
  type Profile,
} from './harness.ts';

let server: GameServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ SIGN_INS_PER_MINUTE: '1000' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Each screen with the text that shows it has rendered. */
const SCREENS: { path: string; name: string; ready: RegExp }[] = [
  { path: '/expedition', name: 'expedition', ready: /Expedition/ },
  { path: '/pocket', name: 'pocket', ready: /Pocket/ },
  { path: '/craft', name: 'craft', ready: /Craft/ },
  { path: '/missions', name: 'missions', ready: /Missions/ },
  { path: '/leaderboard', name: 'leaderboard', ready: /Leaderboard/ },
  { path: '/profile', name: 'profile', ready: /Profile/ },
  { path: '/market', name: 'market', ready: /Market/ },
  { path: '/mint', name: 'mint', ready: /Mint/ },
  { path: '/nowhere', name: 'not-found', ready: /Page Not Found/ },
];

const CASES: { profile: Profile; mode: 'light' | 'dark' }[] = [
  { profile: 'desktop', mode: 'light' },
  { profile: 'desktop', mode: 'dark' },
  { profile: 'tablet', mode: 'light' },
  { profile: 'portrait', mode: 'light' },
];

describe.each(CASES)('every screen on a $profile in $mode mode', ({ profile, mode }) => {
  it('wraps a 42-character social name inside the profile card, whole', async () => {
    const context = await newContext(browser, profile, mode);
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByLabel(/name/i).first().fill(`Long name ${profile} ${mode}`);
    await page.getByRole('button', { name: 'Sign in by name' }).click();
    await page.waitForURL(/\/expedition$/);
    // On from the map by the router, as the menu goes (not a load of the page again).
    await visit(page, `${server.url}/profile`);
    const name = 'Bartholomew_the_Unconquerable_of_the_North';
    expect(name).toHaveLength(42);
    await page.getByLabel('Social name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    const shown = page
      .locator('.kv dt', { hasText: /^Social name$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => shown.textContent(), { timeout: 15_000 }).toBe(name);
    // The whole name, inside its card: no card wider than its box, the name's box inside the card's.
    const fit = await shown.evaluate((dd) => {
      const card = dd.closest('.card')!;
      const c = card.getBoundingClientRect();
      const d = dd.getBoundingClientRect();
      return {
        overflow: card.scrollWidth - card.clientWidth,
        inside: d.left >= c.left && d.right <= c.right,
      };
    });
    expect(fit).toEqual({ overflow: 0, inside: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await shown.scrollIntoViewIfNeeded();
    await shot(page, `screen-${profile}-${mode}-profile-long-name`);
    await release(context, server.url);
  });

  it("keeps a rich player's figures whole, each on one line (63,100 XP, 921 energy, 104 potion uses)", async () => {
    const context = await newContext(browser, profile, mode);
    const page = await context.newPage();
    const p = await devPlayer(page, server.url, `Figures ${profile} ${mode}`);
    // The review's numbers: XP past 63,000 (its total ran "63,10" above "0 XP"), energy past its
    // maximum, and thirteen Big Earn Potions (104 uses).
    const granted = await admin(server.url, 'grant', {
      profileId: p.id,
      xp: 63_100,
      energy: 900,
      itemCards: [{ id: 781, count: 13 }],
    });
    expect(granted.status).toBe(200);
    for (const path of ['/missions', '/pocket']) {
      await visit(page, `${server.url}${path}`);
      await page.locator('.figure').first().waitFor();
      await networkQuiet(page);
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.figure, .resource dd')]
          .filter((el) => el.offsetParent !== null)
          .filter((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            const mids = [...range.getClientRects()].map((r) => (r.top + r.bottom) / 2);
            return mids.length > 0 && Math.max(...mids) - Math.min(...mids) > 8;
          })
          .map((el) => el.textContent),
      );
      expect([path, broken]).toEqual([path, []]);
      // And inside its card (r31: "3,150 XP" ran past the card's right edge beside the long
      // "Rewards (crates, gumball, battle pass)" label at 1440x900).
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.card .figure')]
          .filter((el) => el.offsetParent !== null)
          .filter((el) => {
            const card = el.closest('.card')!.getBoundingClientRect();
            const r = el.getBoundingClientRect();
            return r.right > card.right + 0.5 || r.left < card.left - 0.5;
          })
          .map((el) => el.textContent),
      );
      expect([path, outside]).toEqual([path, []]);
    }
    // The potion's uses in words: the uses held, then what one potion gives.
    await expect
      .poll(() => page.getByText(/^104 uses left \(8 per potion\)$/).count(), { timeout: 10_000 })
      .toBe(1);
    await shot(page, `screen-${profile}-${mode}-figures-pocket`);
    await release(context, server.url);
  });

  it("shows each battle pass level as a tile: its number, a picture for each reward, 'Ready' and 'Next'", async () => {
    const context = await newContext(browser, profile, mode);
    const page = await context.newPage();
    const p = await devPlayer(page, server.url, `Climber ${profile} ${mode}`);
    // 3,500 XP: levels 1 to 3 reached; level 1 claimed, so 2 and 3 are ready and 4 is next. The
    // list (2 to 11) holds every kind of reward the pass gives: potions, energy, crates, a voucher.
    expect((await admin(server.url, 'grant', { profileId: p.id, xp: 3_500 })).status).toBe(200);
    expect((await p.call('POST', '/battle-pass/claim', { count: 1 })).status).toBe(200);
    const view = (await p.call('GET', '/missions')).json as {
      battlePass: { nextRewards: { level: number; reward: unknown[] }[] };
    };
    await visit(page, `${server.url}/missions`);
    const list = page.locator('ol.bp-levels');
    await list.scrollIntoViewIfNeeded();
    await networkQuiet(page);
    // The pictures load when in sight (loading="lazy"): all of them loaded, or failed.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('ol.bp-levels img')].every((img) => img.complete),
    );
    // Every level's tile: its number in a badge, and one picture per reward (an image that has
    // loaded, or the drawn icon of a currency), each with its words beside it. The text-only list
    // had no picture at all.
    const levels = await list.evaluate((ol) =>
      [...ol.querySelectorAll<HTMLElement>(':scope > li')].map((li) => {
        const box = li.getBoundingClientRect();
        return {
          // The badge, the tile's first element: "Level 4".
          level: Number(/^Level (\d+)$/.exec(li.firstElementChild?.textContent ?? '')?.[1]),
          tag: li.querySelector('.bp-level__tag')?.textContent ?? null,
          pictures: [...li.querySelectorAll<HTMLElement>('.bp-level__rewards > li')].map((tile) => {
            const art = tile.querySelector<HTMLElement>('.reward-tile__art');
            const r = art?.getBoundingClientRect();
            return {
              drawn:
                art instanceof HTMLImageElement
                  ? art.complete && art.naturalWidth > 0 && art.alt === ''
                  : art !== null && art.querySelector('svg') !== null,
              size: r ? Math.min(r.width, r.height) : 0,
              words: (tile.querySelector('strong')?.textContent ?? '').trim().length > 0,
            };
          }),
          width: Math.round(box.width),
          // Nothing wider than its tile: the level's, nor a reward's ("LEGENDARY" beside its crown).
          overflow: [li, ...li.querySelectorAll<HTMLElement>('.bp-level__rewards > li')].reduce(
            (most, el) => Math.max(most, el.scrollWidth - el.clientWidth),
            0,
          ),
        };
      }),
    );
    expect(levels.map((l) => l.level)).toEqual(view.battlePass.nextRewards.map((l) => l.level));
    for (const [i, l] of levels.entries()) {
      const want = view.battlePass.nextRewards[i]!.reward.length;
      expect([l.level, l.pictures.length]).toEqual([l.level, want]);
      for (const pic of l.pictures) {
        expect([l.level, pic.drawn, pic.words]).toEqual([l.level, true, true]);
        expect(pic.size).toBeGreaterThanOrEqual(48);
      }
      expect([l.level, l.overflow]).toEqual([l.level, 0]);
      // Tiles of about 120-160 px, wrapped in a grid.
      expect(l.width).toBeGreaterThanOrEqual(120);
      expect(l.width).toBeLessThanOrEqual(170);
      expect([l.level, l.tag]).toEqual([
        l.level,
        l.level <= 3 ? 'Ready to claim' : l.level === 4 ? 'Next to reach' : null,
      ]);
    }
    // The ready tiles stand out by a gold frame, not only by their tag.
    const frames = await page
      .locator('.bp-level--ready')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).borderTopWidth));
    expect(frames).toEqual(['3px', '3px']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.waitForTimeout(300);
    await shot(page, `screen-${profile}-${mode}-missions-battle-pass-levels`);
    await release(context, server.url);
  });

  it("keeps each item card's Upgrade (its cost too) inside the card on /craft", async () => {
    const context = await newContext(browser, profile, mode);
    const page = await context.newPage();
    const p = await devPlayer(page, server.url, `Upgrades ${profile} ${mode}`);
    // A weapon of each rarity, cards enough to upgrade, and the shards for it: the widest cost is
    // Winter's Edge's (legendary), "5 cards and 49,000 shards"; the review saw the common Dagger's
    // button run over its card at 1440x900.
    const granted = await admin(server.url, 'grant', {
      profileId: p.id,
      shards: 900_000,
      itemCards: [257, 258, 259, 274].map((id) => ({ id, count: 30 })),
    });
    expect(granted.status).toBe(200);
    await visit(page, `${server.url}/craft`);
    await page
      .getByRole('button', { name: /^Upgrade/ })
      .first()
      .waitFor();
    await networkQuiet(page);
    // Every button of a card inside the card's content box (inside its border and padding).
    const out = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.good')].flatMap((card) => {
        const c = card.getBoundingClientRect();
        const css = getComputedStyle(card);
        const left = c.left + parseFloat(css.borderLeftWidth) + parseFloat(css.paddingLeft);
        const right = c.right - parseFloat(css.borderRightWidth) - parseFloat(css.paddingRight);
        return [...card.querySelectorAll<HTMLElement>('button')]
          .map((b) => ({ b, r: b.getBoundingClientRect() }))
          .filter(({ r }) => r.left < left - 0.5 || r.right > right + 0.5)
          .map(
            ({ b, r }) =>
              `${card.querySelector('strong')?.textContent}: "${b.textContent}" ${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(left)}-${Math.round(right)}`,
          );
      }),
    );
    expect(
      await page
        .locator('.good')
        .getByRole('button', { name: /^Upgrade/ })
        .count(),
    ).toBeGreaterThanOrEqual(9);
    expect(out).toEqual([]);
    await page.getByRole('heading', { name: 'Your items' }).scrollIntoViewIfNeeded();
    await shot(page, `screen-${profile}-${mode}-craft-upgrades`);
    await release(context, server.url);
  });

  it('renders the public pages, then every signed-in screen, without overflow and with touch-sized targets', async () => {
    const context = await newContext(browser, profile, mode);
    const page = await context.newPage();
    // The public pages first, in the same page (a context and a load fewer than a case of their own).
    for (const [path, name] of [
      ['/', 'landing'],
      ['/auth', 'auth'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
      await networkQuiet(page);
      await shot(page, `screen-${profile}-${mode}-${name}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([name, overflow]).toEqual([name, 0]);
    }
    await page.getByLabel(/name/i).first().fill(`Painter ${profile} ${mode}`);
    await page.getByRole('button', { name: 'Sign in by name' }).click();
    await page.waitForURL(/\/expedition$/);
    // A wallet, so the mint shows where its mints go (and its link to change it).
    const walletSaved = await page.evaluate(async () => {
      const { user } = (await (await fetch('/api/_auth/session')).json()) as {
        user: { profileId: string; token: string; discordId: string };
      };
      const res = await fetch(`/api/${user.profileId}/profile`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${user.token}`,
          'x-discord-id': user.discordId,
        },
        body: JSON.stringify({ ethWallet: `0x${'ab'.repeat(20)}` }),
      });
      return res.status;
    });
    expect(walletSaved).toBe(200);
    for (const screen of SCREENS) {
      await visit(page, `${server.url}${screen.path}`);
      await page
        .getByRole('heading', { name: screen.ready })
        .first()
        .waitFor()
        .catch(async (e: Error) => {
          await shot(page, `failed-screen-${profile}-${mode}-${screen.name}`);
          throw new Error(`${screen.name} did not render: ${e.message}`);
        });
      await networkQuiet(page);
      // The world screen: its first drawn frame, not the loading screen before it.
      if (screen.name === 'expedition')
        await page.locator('[data-world="drawn"]').waitFor({ timeout: 45_000 });
      await page.waitForTimeout(300);
      await shot(page, `screen-${profile}-${mode}-${screen.name}`);
      // No cheer of a level nobody reached (an upgrade's burst label before any upgrade).
      const cheer = await page.evaluate(() => /Level 0!/.test(document.body.textContent ?? ''));
      expect([screen.name, cheer]).toEqual([screen.name, false]);
      if (screen.name === 'not-found') {
        // A signed-in player stays in the game: its HUD and menu, one heading, the path named, and
        // the way back to the map (the game's other screens are in its menu).
        expect(await page.locator('header.hud').count()).toBe(1);
        expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0);
        const back = page.getByRole('navigation', { name: 'Back into the game' });
        expect(await back.getByRole('link', { name: 'Back to the map' }).getAttribute('href')).toBe(
          '/expedition',
        );
        expect(await page.getByText(/Page Not Found/).count()).toBe(1);
        expect(await page.getByTestId('not-found-path').textContent()).toBe('Nothing is at /nowhere.');
      }
      if (screen.name === 'pocket') {
        // What the Warlord wears, each picture on a light well in both modes (dark hair was lost on
        // the dark mode's well).
        const wells = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.worn__thumb')].map(
            (el) => getComputedStyle(el).backgroundImage,
          ),
        );
        expect(wells.length).toBeGreaterThan(0);
        for (const well of wells) expect(well).toContain('rgb(251, 243, 223)');
      }
      if (screen.name === 'craft') {
        // The HUD and the tab bar are opaque (a card's words showed through them while scrolling) and
        // unblurred, and the menu's icons are all line icons (the Market's was a filled coin).
        const chrome = await page.evaluate(() => {
          const bars = [...document.querySelectorAll<HTMLElement>('.hud, .main-nav--tabs')]
            .map((el) => getComputedStyle(el))
            .filter((st) => st.display !== 'none');
          return {
            bars: bars.length > 0,
            see: bars
              .filter(
                (st) =>
                  st.backgroundImage === 'none' ||
                  /rgba/.test(st.backgroundImage) ||
                  st.backdropFilter !== 'none',
              )
              .map((st) => st.backgroundImage),
            filled: [...document.querySelectorAll('.main-nav svg, .main-nav svg *')]
              .map((el) => el.getAttribute('fill'))
              .filter((fill) => fill !== null && fill !== 'none' && fill !== 'currentColor'),
          };
        });
        expect(chrome).toEqual({ bars: true, see: [], filled: [] });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([screen.name, overflow]).toEqual([screen.name, 0]);
      if (profile === 'desktop') {
        // With a mouse, every control a target of 24 px at least (WCAG 2.5.8): the mint's "change"
        // link was 19 px tall.
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select')]
            .filter((el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"]'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 1 && r.bottom > 0 && r.right > 0 && r.height < 24;
            })
            .map((el) => `${el.tagName}.${el.className} "${(el.innerText || '').trim().slice(0, 30)}"`),
        );
        expect([screen.name, small]).toEqual([screen.name, []]);
      }
      if (profile !== 'desktop') {
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('button, a[href], input, select')]
            .filter((el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"]'))
            .filter((el) => {
              // Visible on screen: skip links wait off-screen until focused.
              const r = el.getBoundingClientRect();
              // A button is a fingertip's square at least (the first steps' Hide was 41 px wide);
              // a link may be a word in a line of text, as tall as the line's target.
              const narrow = el.tagName === 'BUTTON' && r.width < 44;
              return r.width > 1 && r.bottom > 0 && r.right > 0 && (r.height < 44 || narrow);
            })
            .map(
              (el) =>
                `${el.tagName}.${el.className} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
            ),
        );
        expect([screen.name, small]).toEqual([screen.name, []]);
      }
    }
    // From a page that does not exist, one press takes the player back to the map.
    await page.goto(`${server.url}/nowhere`);
    await page.getByRole('link', { name: 'Back to the map' }).click();
    await page.waitForURL(/\/expedition$/);
    await release(context, server.url);
  });
});
