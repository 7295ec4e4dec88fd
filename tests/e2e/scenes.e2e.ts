/**
 * The Pixi scenes in Debian's chromium (WebGL through SwiftShader), at desktop and tablet sizes:
 * each draws with the WebGL renderer, the map selects what is tapped, crate and gumball pop-ups
 * show what the server granted (played by the page: no WebGL scene starts for them on a software
 * renderer), and the portrait changes when a trait is applied.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import type { Reward } from '../../src/rules/reward.ts';
import { mergeRewards, rewardText } from '../../src/client/ui/reward-list.tsx';
import { cameraOf } from './map-aim.ts';
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

describe.each(PROFILES)('scenes on %s', (profile) => {
  // One player and one load of /pocket a size: the portrait, then a crate, then the gumball.
  it('swaps the portrait layer when a trait is applied, then opens a crate and pulls the gumball, each revealing exactly what the server granted', async () => {
    const { page, id } = await signIn(`scenes ${profile}`, profile);
    // A Rare: never one of the five Commons a new player is dressed in. And a Basic crate to open.
    const hair = TRAITS.find((t) => t.category === 'Hair' && t.rarity === 1)!;
    const grant = { profileId: id, traitCards: [{ id: hair.id, count: 1 }], crates: [{ kind: 0, count: 1 }] };
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

    // The crate, on the same page.
    const opened = page.waitForResponse((r) => r.url().endsWith('/crates/open'));
    await page
      .getByRole('button', { name: /^Open an? .* crate$/ })
      .first()
      .click();
    const crateGranted = ((await (await opened).json()) as { res: { reward: Reward[] } }).res.reward;
    const crateDialog = page.locator('dialog');
    // The page plays the crate's opening; WebGL adds its sparks only where a GPU draws it (its start
    // on SwiftShader, as here, held the page for seconds: reward-reveal.tsx sparksScene).
    await visible(crateDialog.getByTestId('reveal-waiting'));
    expect(await crateDialog.locator('.scene--reveal').count()).toBe(0);
    await page.waitForTimeout(1300);
    await shot(page, `scene-crate-${profile}`);
    // Skip the rest of the reveal where it still plays (a slow software renderer).
    const skip = crateDialog.getByRole('button', { name: 'Skip' });
    if (await skip.isVisible()) await skip.click().catch(() => undefined);
    await expectRewards(crateDialog, crateGranted);
    await shot(page, `scene-crate-done-${profile}`);
    await crateDialog.getByRole('button', { name: 'Continue' }).click();
    await crateDialog.waitFor({ state: 'detached', timeout: 10_000 });

    // The gumball, on the same page.
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
    expect(await dialog.locator('.scene--reveal').count()).toBe(0);
    await shot(page, `scene-gumball-${profile}`);
    if (profile === 'desktop') {
      // A second Escape, as soon as the faces are up, closes it: no wait for their dwell.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5000 });
    } else {
      await shot(page, `scene-gumball-done-${profile}`);
    }
  }, 180_000);
});

/**
 * The pop-up's reward lines read exactly as the server's rewards, in order, a line a good (two
 * rewards of one trait are one line, "2 drops").
 */
async function expectRewards(dialog: Locator, granted: Reward[]): Promise<void> {
  const lines = dialog.locator('.reward-list li strong');
  const goods = mergeRewards(granted);
  await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(goods.length);
  expect(await lines.allTextContents()).toEqual(goods.map(rewardText));
}

/**
 * The share of the page below the HUD that is one flat colour, in a screenshot (PNG, base64),
 * decoded by `decoder` (an unthrottled page): 1 for an empty frame of plain sky.
 */
async function flatShare(decoder: Page, png: string): Promise<number> {
  return decoder.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const top = Math.floor(img.height * 0.1);
    const data = ctx.getImageData(0, top, img.width, img.height - top).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 16) {
      // Colours to 4 bits a channel: a gradient's neighbours count as one.
      const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return Math.max(...counts.values()) / (data.length / 16);
  }, png);
}

/** One finger (id 0), or two for a pinch, through the DevTools protocol's touch events. */
function touches(cdp: CDPSession) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
    });
  return {
    /** Presses at (x, y), moves by (dx, dy) in steps and holds there; answers the release. */
    async drag(x: number, y: number, dx: number, dy: number): Promise<() => Promise<unknown>> {
      await send('touchStart', [{ x, y }]);
      for (let i = 1; i <= 15; i++) await send('touchMove', [{ x: x + (dx * i) / 15, y: y + (dy * i) / 15 }]);
      return () => send('touchEnd', []);
    },
    /** Two fingers about (x, y), spread from `from` to `to` px either side. */
    async pinch(x: number, y: number, from: number, to: number): Promise<void> {
      const at = (d: number) => [
        { x: x - d, y },
        { x: x + d, y },
      ];
      await send('touchStart', at(from));
      for (let i = 1; i <= 12; i++) await send('touchMove', at(from + ((to - from) * i) / 12));
      await send('touchEnd', []);
    },
  };
}

describe('the scenes on a touch tablet', () => {
  it('opens the stage run on its composed first frame, never an empty one, at a 4x CPU slowdown', async () => {
    const { page } = await signIn('first frame', 'tablet');
    const decoder = await (await newContext(shared.browser, 'desktop')).newPage();
    contexts.push(decoder.context());
    // Each frame: whether the run's overlay showed, and whether its scene had drawn its first frame;
    // and when the run's title card (its region's name over its sky) was up, in the epoch's ms.
    await page.addInitScript(() => {
      const w = window as unknown as {
        runFrames: { shown: boolean; drawn: boolean; moment: string }[];
        cardUp: { from: number; to: number } | null;
      };
      w.runFrames = [];
      w.cardUp = null;
      let moment = '';
      document.addEventListener('warlords:stage', (e) => void (moment = (e as CustomEvent).detail.moment));
      const frame = () => {
        const card = document.querySelector('.stage-overlay__curtain');
        if (
          card &&
          getComputedStyle(card).visibility === 'visible' &&
          /Stage \d/.test(card.textContent ?? '')
        ) {
          const now = performance.timeOrigin + performance.now();
          w.cardUp = { from: w.cardUp?.from ?? now, to: now };
        }
        const overlay = document.querySelector('.stage-overlay');
        if (overlay && getComputedStyle(overlay).visibility === 'visible') {
          const scene = overlay.querySelector('.scene--stage');
          w.runFrames.push({ shown: true, drawn: scene?.getAttribute('data-scene') === 'drawn', moment });
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      // The card's end: when it leaves the page (its fade off the run's first frame done). Seen by
      // the page's first task after it, so never before: a frame the compositor showed while the
      // page's animation frames were starved (a long task at 4x on a loaded machine) is the card's.
      const gone = new MutationObserver(() => {
        if (w.cardUp && !document.querySelector('.stage-overlay__curtain')) {
          const now = performance.timeOrigin + performance.now();
          w.cardUp = { from: w.cardUp.from, to: Math.max(w.cardUp.to, now) };
          gone.disconnect();
        }
      });
      gone.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${shared.server.url}/expedition`);
    await visible(page.getByRole('button', { name: 'Send your Warlord' }));
    await visible(page.locator('.scene--map[data-world="drawn"]'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every frame the compositor makes, from the press until the run has marched a while.
    const frames: { data: string; at: number }[] = [];
    cdp.on('Page.screencastFrame', (f) => {
      frames.push({ data: f.data, at: (f.metadata.timestamp ?? 0) * 1000 });
      void cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
    await page.getByRole('button', { name: 'Send your Warlord' }).click();
    const stage = page.locator('.stage-overlay .scene--stage[data-scene="drawn"]');
    await visible(stage);
    await page.waitForTimeout(800);
    await cdp.send('Page.stopScreencast');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The overlay showed only once its scene had drawn, and its first frame was the march (no foe yet).
    const seen = await page.evaluate(
      () => (window as unknown as { runFrames: { drawn: boolean; moment: string }[] }).runFrames,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((f) => !f.drawn)).toEqual([]);
    expect(seen[0]!.moment).toBe('travel');
    // No frame on screen was an empty sky: the world, then the run's title card (its sky, with the
    // region's name and the stage on it, from the press), then the run's land and Warlord. A frame
    // of sky alone is the card's, or it fails.
    const card = await page.evaluate(
      () => (window as unknown as { cardUp: { from: number; to: number } | null }).cardUp,
    );
    expect(card).not.toBeNull();
    expect(frames.length).toBeGreaterThan(2);
    const flat = [];
    for (const f of frames) flat.push({ share: await flatShare(decoder, f.data), at: f.at });
    // The compositor shows a frame a little after the page's animation frame that made it.
    const ofCard = (at: number) => at >= card!.from - 50 && at <= card!.to + 250;
    const empty = flat.filter((f) => f.share >= 0.8 && !ofCard(f.at));
    expect(
      empty,
      flat.map((f) => `${f.share.toFixed(2)}@${Math.round(f.at - card!.from)}`).join(' '),
    ).toEqual([]);
    await shot(page, `scene-stage-first-frame-tablet`);
  });

  it.each(['tablet', 'portrait'] as const)(
    'draws the map sharp again at rest after a pan, a pinch and a wheel, and gives under a drag at fit (%s, DPR 2)',
    async (profile) => {
      const { page } = await signIn(`sharp ${profile}`, profile);
      await page.goto(`${shared.server.url}/expedition`);
      const map = page.locator('.scene--map');
      await visible(page.locator('.scene--map[data-world="drawn"]'));
      const cdp = await page.context().newCDPSession(page);
      const touch = touches(cdp);
      const box = (await map.boundingBox())!;
      const x = box.x + box.width * 0.3;
      const y = box.y + Math.min(box.height * 0.45, 400);
      // Sharp at rest: the renderer at the screen's ratio, and the canvas with as many pixels.
      // Both read at once (the attribute follows the renderer a render later), until they hold.
      const sharp = async (after: string) => {
        await expect
          .poll(
            () =>
              map.evaluate((m) => {
                const c = m.querySelector('canvas')!;
                return `resolution ${m.getAttribute('data-resolution')}, canvas ${c.width / c.clientWidth}x`;
              }),
            { timeout: 15_000, message: after },
          )
          .toBe('resolution 2, canvas 2x');
      };
      await sharp('at load');

      // At the fit zoom the whole world fits: a one-finger drag moves it within the free part of the
      // canvas and gives past its edge (world.e2e.ts tests how far), then settles, at the same zoom.
      const fit = await cameraOf(map);
      const release = await touch.drag(x, y, 180, 90);
      await expect.poll(() => map.getAttribute('data-give')).not.toMatch(/^0\.0,0\.0$|^$/);
      const give = ((await map.getAttribute('data-give')) ?? '').split(',').map(Number);
      expect(give[0]).toBeGreaterThan(5);
      expect(give[0]).toBeLessThan(180);
      await release();
      await expect
        .poll(() => map.locator('canvas').evaluate((c: HTMLCanvasElement) => c.style.transform))
        .toBe('');
      await expect.poll(() => map.getAttribute('data-give')).toBe('0.0,0.0');
      expect((await cameraOf(map)).scale).toBeCloseTo(fit.scale, 3);
      await sharp('after a drag at fit');

      // A pinch zooms in; at rest it is sharp again.
      await touch.pinch(x, y, 60, 170);
      await expect.poll(async () => (await cameraOf(map)).scale).toBeGreaterThan(fit.scale * 1.2);
      await sharp('after a pinch');
      // Zoomed in, one finger pans the map.
      const zoomed = await cameraOf(map);
      await (
        await touch.drag(x, y, -160, -80)
      )();
      await expect.poll(async () => (await cameraOf(map)).x).toBeGreaterThan(zoomed.x + 20);
      await sharp('after a pan');
      // The wheel (a mouse on the tablet) zooms out again.
      await page.mouse.move(x, y);
      for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 120);
      await expect.poll(async () => (await cameraOf(map)).scale).toBeLessThan(zoomed.scale);
      await sharp('after a wheel');
      await shot(page, `scene-map-sharp-${profile}`);

      // Out to the fit again; then on a screen too narrow for every region at a tappable size (a
      // phone), where the world at that zoom is wider than the screen, one finger pans it. (On 600
      // px the fit still shows every region and its name, the sea beyond them a few pixels: the
      // camera keeps them in view, world.e2e.ts.)
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 120);
      await expect.poll(async () => (await cameraOf(map)).scale).toBeCloseTo(fit.scale, 3);
      await page.setViewportSize({ width: 400, height: 900 });
      await expect.poll(async () => (await map.boundingBox())?.width, { timeout: 10_000 }).toBe(400);
      await expect.poll(async () => (await cameraOf(map)).scale * 1600).toBeGreaterThan(400 + 100);
      const narrow = await cameraOf(map);
      const b = (await map.boundingBox())!;
      // Towards the side with more world to see: a finger moved right brings the west into view.
      const east = narrow.x < 800;
      await (
        await touch.drag(b.x + b.width * 0.5, b.y + 300, east ? -150 : 150, 0)
      )();
      await expect
        .poll(async () => ((await cameraOf(map)).x - narrow.x) * (east ? 1 : -1))
        .toBeGreaterThan(20);
      await sharp('after a pan at fit on a narrow screen');
    },
  );
});
