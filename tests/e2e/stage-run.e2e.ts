/**
 * The stage run's suspense, in Debian's chromium through the real server, at the three sizes (and
 * at a 4x CPU slowdown on the desktop): drawn with WebGL full-size over the world; nothing on the
 * page or in the canvas tells the outcome before the clash; Skip by a tap, a click or a key goes to
 * the verdict at once; the run's counter ends on GET /expedition's gathered shards after every
 * stage; the map is back after it with the run's panel; after a last stage passed, Claim rewards
 * on the run's screen reveals the claim over the run and the server's balances change; no page
 * error in any run.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';
import { CHIEF_NAMES } from '../../src/client/scenes/stage-run/stage-foes.ts';
import {
  admin,
  devPlayer,
  leaveRun,
  newContext,
  shot,
  serverAndBrowser,
  type Player,
  type Profile,
} from './harness.ts';
import { cameraOf } from './map-aim.ts';
import { REGION_ROWS, toScreen } from '../../src/client/scenes/region-map/map-layout.ts';
import { mergeRewards, rewardText } from '../../src/client/ui/reward-list.tsx';
import { formatNumber } from '../../src/client/ui/format.ts';
import type { Reward } from '../../src/rules/reward.ts';

const shared = serverAndBrowser();
const { contexts } = shared;

/**
 * The outcome in words, as the canvas (caption, ribbon) or the page could say it (no word boundary
 * after: an element's text runs on into the next one's, "failedBack to the map").
 */
const VERDICT = /\b(passed|failed)|fought its way|beaten back|slipped past/i;

interface Log {
  /**
   * What the scene said it shows (STAGE_EVENT), with the page's time and its frame's (the
   * document timeline's time, the same for everything a frame does).
   */
  scene: {
    t: number;
    frame: number | null;
    moment: string;
    caption: string;
    verdict: string;
    counter: string;
    hits: number;
    /** The clash's shake (px) and its star's opacity in the frame of the report. */
    shake: number;
    impact: number;
    chief: boolean;
    /** The pictures the foe and its pack were dressed in then ("foe:/images/foes/….png"). */
    pictures: string[];
    /** The page's animation frames counted (`n`) when the scene said it. */
    n: number;
    counterBox: { left: number; top: number; right: number; bottom: number };
  }[];
  /** Animation frames counted since the log began. */
  n: number;
  /**
   * Each animation frame where the verdict's ribbon or the counter changed: its word, its opacity
   * (as the page draws it) and the counter's words.
   */
  ribbon: { n: number; word: string; opacity: number; counter: string }[];
  /** The first time the page's text under the stage overlay said the outcome. */
  domVerdictAt: number | null;
  /** What the run's counter read when the next step (Continue, Claim…) was first offered. */
  counterAtNext: string | null;
  /**
   * Each animation frame where what the page shows changed: the run's overlay visible, the map's
   * cards there, when the map's canvas last drew (its WebGL draw calls), and the words of the run's
   * title card while it covers the world whole ('' when it does not).
   */
  frames: { t: number; shown: boolean; cards: boolean; mapDrawnAt: number; card: string }[];
}

/** A frame of a foe kind's own (not its chief's): "foe:/images/foes/wolf-strike.png". */
const KIND_FRAME = /^(foe|pack):.*\/images\/foes\/(?![a-z-]*-chief)[a-z-]+?(-strike|-hurt)?\.png$/;

/** Records the scene's reports and watches the overlay's text for the outcome, from before the page loads. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(
    ({ source }) => {
      const verdict = new RegExp(source, 'i');
      const w = window as unknown as { stageLog: Log };
      w.stageLog = { scene: [], domVerdictAt: null, counterAtNext: null, frames: [], n: 0, ribbon: [] };
      let mapDrawnAt = 0;
      const isMap = new WeakMap<object, boolean>();
      for (const gl of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype])
        for (const name of ['drawElements', 'drawArrays'] as const) {
          const draw = gl[name] as (...args: unknown[]) => void;
          (gl as unknown as Record<string, unknown>)[name] = function (
            this: WebGLRenderingContext,
            ...args: unknown[]
          ) {
            const canvas = this.canvas as HTMLCanvasElement;
            let map = isMap.get(canvas);
            if (map === undefined) isMap.set(canvas, (map = canvas.closest?.('.scene--map') != null));
            if (map) mapDrawnAt = performance.now();
            draw.apply(this, args);
          };
        }
      const frame = () => {
        const overlay = document.querySelector('.stage-overlay');
        // The run's title card, in the frame (its words while fully drawn over the world).
        const curtain = document.querySelector('.stage-overlay__curtain');
        const covering =
          curtain !== null &&
          getComputedStyle(curtain).visibility === 'visible' &&
          Number(getComputedStyle(curtain).opacity) === 1;
        const row = {
          t: performance.now(),
          shown: overlay !== null && getComputedStyle(overlay).visibility === 'visible',
          cards: document.querySelector('.world-cards') !== null,
          mapDrawnAt,
          card: covering ? (curtain.textContent ?? '') : '',
        };
        const last = w.stageLog.frames.at(-1);
        if (
          !last ||
          last.shown !== row.shown ||
          last.cards !== row.cards ||
          last.mapDrawnAt !== mapDrawnAt ||
          last.card !== row.card
        )
          w.stageLog.frames.push(row);
        const log = w.stageLog;
        log.n++;
        const banner = document.querySelector('.stage-words__verdict');
        if (banner) {
          const seen = {
            n: log.n,
            word: banner.textContent ?? '',
            opacity: Number(getComputedStyle(banner).opacity),
            counter: document.querySelector('.stage-words__count')?.textContent ?? '',
          };
          const was = log.ribbon.at(-1);
          if (!was || was.word !== seen.word || was.opacity !== seen.opacity || was.counter !== seen.counter)
            log.ribbon.push(seen);
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const figures = () =>
        (
          window as unknown as { stageFigures?: () => { foes: { who: string; picture: string }[] } | null }
        ).stageFigures?.();
      // What the foe and its pack are dressed in as the scene reports (none before it is laid out).
      const pictures = () => {
        try {
          return figures()?.foes.map((f) => `${f.who}:${f.picture}`) ?? [];
        } catch {
          return [];
        }
      };
      document.addEventListener('warlords:stage', (e) =>
        w.stageLog.scene.push({
          t: performance.now(),
          frame: Number(document.timeline.currentTime),
          n: w.stageLog.n,
          ...(e as CustomEvent).detail,
          pictures: pictures(),
        }),
      );
      const look = () => {
        const overlay = document.querySelector('.stage-overlay');
        if (overlay && w.stageLog.domVerdictAt === null && verdict.test(overlay.textContent ?? ''))
          w.stageLog.domVerdictAt = performance.now();
        // A button's words, without its key's hint (Claim rewards has "Enter" beside it).
        const words = (b: Element) =>
          [...b.childNodes]
            .filter((n) => n.nodeName !== 'KBD')
            .map((n) => n.textContent)
            .join('');
        const offered = [...(overlay?.querySelectorAll('.stage-overlay__bar button') ?? [])].some((b) =>
          /^(Continue to stage \d+|Retreat and claim|Claim rewards|Return to camp)$/.test(words(b)),
        );
        if (offered && w.stageLog.counterAtNext === null)
          w.stageLog.counterAtNext = w.stageLog.scene.at(-1)?.counter ?? '';
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
    w.stageLog = { scene: [], domVerdictAt: null, counterAtNext: null, frames: [], n: 0, ribbon: [] };
  });

/** How a run is skipped: not at all, by its Skip button (a tap on touch), or by a key. */
type SkipBy = 'none' | 'button' | 'Escape' | 'Space';

/** The run's Skip button: visible and labelled from the march on, at least 44 px square. */
async function skipButton(page: Page) {
  const skip = page.locator('.stage-overlay').getByRole('button', { name: /^Skip\b/ });
  await skip.waitFor({ state: 'visible', timeout: 45_000 });
  await expect.poll(() => page.locator('.stage-overlay').getAttribute('data-moment')).toBe('travel');
  expect(await skip.isVisible()).toBe(true);
  const box = (await skip.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  // Its key's hint ("Esc") only where a keyboard is the input: on a mouse, never on a touch screen.
  const touchScreen = await page.evaluate(() => navigator.maxTouchPoints > 0);
  expect(await skip.locator('kbd').isVisible()).toBe(!touchScreen);
  return skip;
}

/** How a stage went, and whether its run was claimed on the run's screen (its last stage passed). */
interface RunEnd {
  passed: boolean;
  claimed: boolean;
}

/**
 * Sends one stage from /expedition and checks its run (skipped `by`, or played through). After the
 * verdict the run's screen offers the next step: after a last stage passed, Claim rewards (pressed
 * by a tap on touch, by Enter on the desktop: `claimOnRun`); else Back to the map leaves it.
 */
async function oneRun(p: Player, run: number, by: SkipBy = 'none', touch = false): Promise<RunEnd> {
  const { page } = p;
  const send = page.getByRole('button', { name: /^(Send your Warlord|Continue to stage \d+)$/ });
  await send.waitFor({ state: 'visible', timeout: 45_000 });
  await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
  await clearLog(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/expedition/send'));
  const overlayBefore = await page.locator('.stage-overlay').count();
  const sentAt = await page.evaluate(() => performance.now());
  await send.click();
  // During the march: a visible, labelled Skip, and the way back to the map.
  const skip = await skipButton(page);
  await wholeScreens(page, run, 'the send');
  if (run === 1) {
    // The run's scene: WebGL (one texture a draw call on the software renderer), over the whole
    // viewport, the world under it.
    const stage = page.locator('.stage-overlay .scene--stage');
    await expect.poll(() => stage.getAttribute('data-renderer')).toBe('webgl');
    expect(await stage.getAttribute('data-batch-textures')).toBe('1');
    const box = (await stage.boundingBox())!;
    expect({ width: box.width, height: box.height }).toEqual(page.viewportSize());
    // On this software renderer the run starts at one canvas pixel a CSS pixel (webgl.ts
    // `heroResolution`) and steps down to 0.75, then 0.5, while its frames are slower than the
    // display's (resolution-steps.ts); the canvas is drawn at what the box says, at every size.
    const [said, perPx] = await stage.evaluate((b) => {
      const c = b.querySelector('canvas')!;
      return [Number(b.getAttribute('data-resolution')), c.width / c.clientWidth];
    });
    expect([1, 0.75, 0.5]).toContain(said);
    expect(perPx).toBeCloseTo(said, 2);
    // The run's Warlord (the rig in no labelled holder) draws from mipmapped textures: at a
    // quarter of its atlas's texels, without them its outlines came out in steps.
    const rigs = await page.evaluate(() =>
      (
        window as unknown as { warlordRigs: () => { where: string; shown: boolean; mipmapped: boolean }[] }
      ).warlordRigs(),
    );
    expect(rigs.filter((r) => r.where === '' && r.shown).map((r) => r.mipmapped)).toEqual([true]);
    await shot(page, `stage-run-${page.viewportSize()!.width}-march`);
  }
  expect(
    await page.locator('.stage-overlay').getByRole('button', { name: 'Back to the map' }).isVisible(),
  ).toBe(true);
  if (by !== 'none') {
    // When the press reached the page (a click waits for its target first: on a loaded machine the
    // foe may be in by then, and the fight under way).
    await page.evaluate(() => {
      const w = window as unknown as { skipPressedAt?: number };
      w.skipPressedAt = 0;
      for (const type of ['pointerdown', 'touchstart', 'keydown'])
        document.addEventListener(type, () => (w.skipPressedAt ||= performance.now()), { capture: true });
    });
    if (by === 'button') await (touch ? skip.tap() : skip.click());
    else await page.keyboard.press(by);
  }
  const sent = (await (await answer).json()) as { res: { expedition: { passed: boolean } } };
  await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 90_000 });
  const log = await logOf(page);
  if (overlayBefore === 0) {
    // The press answered at once: the region's title card over the world, in frames before the
    // run's first, the stage and the region named; gone (faded off the run) by the run's end.
    const firstShown = log.frames.findIndex((f) => f.shown);
    const cards = log.frames.slice(0, firstShown).map((f) => f.card);
    expect(
      cards.some((c) => /^\S.* ?Stage \d+ of \d+$/.test(c)),
      `run ${run}: ${JSON.stringify(cards)}`,
    ).toBe(true);
    expect(await page.locator('.stage-overlay__curtain').isVisible(), `run ${run}`).toBe(false);
  }
  const moments = log.scene.map((s) => s.moment);
  // A region's last stage is barred by its chief, who stands in an ember haze (review r32: "the
  // stage-2 boss is the same scorpion"); any other stage by its kind, without.
  for (const said of log.scene.filter((s) => s.moment === 'foe')) {
    expect(said.chief, `run ${run}: ${said.caption}`).toBe(
      CHIEF_NAMES.some((name) => said.caption.includes(`: ${name} bars the way`)),
    );
    // …in its own frames, not its kind's larger (a review: "the stage-2 chief is the stage-1
    // scorpion, larger"); its pack, and the foe of any other stage, in the kind's.
    const [foe, ...pack] = said.pictures;
    const frame = said.chief ? /^foe:.*\/images\/foes\/[a-z-]+-chief(-strike|-hurt)?\.png$/ : KIND_FRAME;
    expect(foe, `run ${run}: ${said.caption}`).toMatch(frame);
    expect(pack, `run ${run}: the pack`).toHaveLength(2);
    for (const one of pack) expect(one, `run ${run}: the pack`).toMatch(KIND_FRAME);
  }
  expect(moments, `run ${run}`).toContain('clash');
  expect(moments, `run ${run}`).toContain('verdict');
  expect(moments.at(-1), `run ${run}`).toBe('done');
  const clashAt = log.scene.find((s) => s.moment === 'clash')!.t;
  const verdictAt = log.scene.find((s) => s.moment === 'verdict')!.t;
  const beforeVerdict = log.scene.slice(
    0,
    log.scene.findIndex((s) => s.moment === 'verdict'),
  );
  // Nothing the canvas said before the verdict tells the outcome, the clash included (its picture
  // is the same for a pass and a fail)…
  for (const said of beforeVerdict)
    expect(`${said.caption} ${said.verdict}`, `run ${run}, ${said.moment}`).not.toMatch(VERDICT);
  // …and the page said it only at the verdict.
  expect(log.domVerdictAt, `run ${run}: the overlay said the outcome`).not.toBeNull();
  expect(log.domVerdictAt!).toBeGreaterThanOrEqual(verdictAt);
  expect(verdictAt).toBeGreaterThanOrEqual(clashAt);
  // The clash is its own moment: in the verdict's frame its shake is over and its star gone (the
  // verdict came 200 ms into the 250 ms shake: at 4 frames a second the words faded in over the
  // star at its largest, the stage still shaking)…
  const clashSaid = log.scene.find((s) => s.moment === 'clash')!;
  const verdictSaid = log.scene.find((s) => s.moment === 'verdict')!;
  expect(
    { shake: verdictSaid.shake, impact: verdictSaid.impact },
    `run ${run}: the clash in the verdict's frame`,
  ).toEqual({ shake: 0, impact: 0 });
  // …and from the frame "Passed!" can be read in (its ribbon half in) the counter has left the
  // figure the stage began with: it counts from the frame after the verdict's (at 4x on a tablet
  // it read "0 shards" beside Passed! for two seconds, the first shard still in flight).
  const began = clashSaid.counter;
  const passedRibbon = log.ribbon.filter((r) => r.word === 'Passed!' && r.opacity >= 0.5);
  if (log.scene.at(-1)!.counter !== began && passedRibbon.length > 0)
    expect(
      passedRibbon.filter((r) => r.counter === began).map((r) => `${r.counter} at ${r.opacity}`),
      `run ${run}: Passed! beside the counter's first figure`,
    ).toEqual([]);
  if (by !== 'none') {
    // Skipped: the verdict came as soon as the server's answer was in (played through, the march
    // alone is 1.4 s and the fight 1.9 s more): the fight went by at once.
    const answeredAt = await page.evaluate(
      () =>
        (
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith('/expedition/send'))
            .at(-1) as PerformanceResourceTiming | undefined
        )?.responseEnd ?? 0,
    );
    const pressedAt = await page.evaluate(
      () => (window as unknown as { skipPressedAt: number }).skipPressedAt,
    );
    expect(pressedAt, `run ${run}: the press reached the page`).toBeGreaterThan(0);
    const foeAt = log.scene.find((s) => s.moment === 'foe')!.t;
    // What was left of the fight after the press went by at once (played through, the foe, the
    // exchanges and the clash take 1.7 s), and the verdict came within a second of both the press
    // and the answer.
    expect(verdictAt - Math.max(foeAt, pressedAt), `run ${run}: the fight, skipped by ${by}`).toBeLessThan(
      1000,
    );
    expect(verdictAt - Math.max(pressedAt, answeredAt), `run ${run}: skipped by ${by}`).toBeLessThan(1000);
  } else {
    // Played through: two blows before the clash, each landing in sparks one after another, and
    // the clash's own before the verdict.
    const foeAt = log.scene.find((s) => s.moment === 'foe')!.t;
    expect(clashAt - foeAt, `run ${run}: the fight`).toBeGreaterThan(1000);
    // The clash drawn in frames of its own before the verdict's: its 250 ms at 50 ms a frame at
    // most (fight-time.ts), five at least however few frames the page draws.
    expect(verdictSaid.n - clashSaid.n, `run ${run}: frames of the clash`).toBeGreaterThanOrEqual(5);
    const landed = beforeVerdict.filter((s) => s.t < clashAt).map((s) => s.hits);
    expect([...new Set(landed)], `run ${run}: the blows before the clash`).toEqual([0, 1, 2]);
    expect(beforeVerdict.at(-1)!.hits, `run ${run}: the clash's sparks`).toBe(3);
    // The pace, as the page saw it (printed: a loaded machine draws fewer frames, and the fight
    // then plays slower, fight-time.ts): the review's run took about 6 s to its verdict.
    const doneAt = log.scene.at(-1)!.t;
    console.log(
      `run ${run} (${page.viewportSize()!.width}x${page.viewportSize()!.height}): Send to verdict ${Math.round(verdictAt - sentAt)} ms, to done ${Math.round(doneAt - sentAt)} ms`,
    );
    countedUpInFrames(log, sent.res.expedition.passed, run);
  }
  // The run's counter ends on the server's gathered shards.
  const server = (await p.call('GET', '/expedition')).json as {
    expedition: { gainedRewards: { shards: number } };
  };
  const counter = log.scene.at(-1)!.counter;
  expect(Number(counter.replace(/[^\d]/g, '')), `run ${run}: "${counter}"`).toBe(
    server.expedition.gainedRewards.shards,
  );
  // A loss of nothing is not told as one.
  expect(counter, `run ${run}`).not.toMatch(/^0 shards lost$/);
  // Nothing of the run's screen runs off the viewport: the counter's pill and its words (on a
  // tablet "589 shards lost" ran out of its pill and off the edge), nor a slip or button of the page.
  const size = page.viewportSize()!;
  const canvas = (await page.locator('.stage-overlay canvas').boundingBox())!;
  const pill = log.scene.at(-1)!.counterBox;
  expect(
    {
      left: canvas.x + pill.left >= 0,
      top: canvas.y + pill.top >= 0,
      right: canvas.x + pill.right <= size.width + 0.5,
      bottom: canvas.y + pill.bottom <= size.height + 0.5,
    },
    `run ${run}: the counter "${counter}" at ${JSON.stringify(pill)}`,
  ).toEqual({ left: true, top: true, right: true, bottom: true });
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.stage-overlay__bar *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        );
      })
      .map((el) => `${el.tagName}.${el.className} "${el.textContent?.slice(0, 30) ?? ''}"`),
  );
  expect(outside, `run ${run}: off the viewport`).toEqual([]);
  // The next step (Claim…) was offered only once the counter had counted up to that figure.
  expect(log.counterAtNext, `run ${run}: the counter when the next step came`).toBe(counter);
  // After the verdict: Skip is gone, and the run's screen offers what the rules allow next.
  const bar = page.locator('.stage-overlay__bar');
  expect(await bar.getByRole('button', { name: /^Skip\b/ }).count()).toBe(0);
  const next = bar.getByRole('button', {
    name: /^(Continue to stage \d+|Retreat and claim|Claim rewards|Return to camp)$/,
  });
  expect(await next.count(), `run ${run}: the next step`).toBeGreaterThan(0);
  expect(await next.first().isVisible()).toBe(true);
  // What the next stage puts at stake stands above the buttons, under the Warlord's feet, never on
  // its legs (the ground is laid out above the bar: stage-layout.ts).
  const slip = page.locator('.stage-overlay__stakes');
  if ((await slip.count()) > 0) {
    const size = page.viewportSize()!;
    const [top, bottom] = await page.evaluate(() => {
      const css = getComputedStyle(document.documentElement);
      return ['--hud-h', '--tabs-h'].map((n) => Number.parseFloat(css.getPropertyValue(n)) || 0);
    });
    const feet = stageLayout(size.width, size.height, top!, bottom!).groundY;
    expect((await slip.boundingBox())!.y, `run ${run}: the stakes under the feet`).toBeGreaterThanOrEqual(
      feet - 1,
    );
  }
  // Beside Continue, what it puts at stake: the shards gathered, lost on a failure, kept on a retreat.
  if (await bar.getByRole('button', { name: /^Continue to stage/ }).count()) {
    const gathered = server.expedition.gainedRewards.shards.toLocaleString('en-US');
    expect(await bar.locator('.stakes dd').allTextContents(), `run ${run}`).toEqual([
      expect.stringMatching(/^\+[\d,]+–[\d,]+ shards/),
      `lose the ${gathered} shards gathered`,
      `keep ${gathered} shards, no crate`,
    ]);
  }
  const passed = sent.res.expedition.passed;
  if ((await bar.getByRole('button', { name: /^Claim rewards/ }).count()) > 0) {
    await claimOnRun(p, run, touch);
    return { passed, claimed: true };
  }
  const leftAt = await page.evaluate(() => performance.now());
  await leaveRun(page);
  await mapDrawnFirst(page, run, leftAt);
  // Back on the map, which says how the stage went.
  await page.getByRole('heading', { name: /^Stage \d+ (passed|failed)$/ }).waitFor({ timeout: 45_000 });
  expect(await page.locator('.scene--map').isVisible(), `run ${run}: the map`).toBe(true);
  await runPanelClear(page, run);
  return { passed, claimed: false };
}

/**
 * From the press until the run's screen showed, every frame showed a whole screen: the map with
 * its cards as they were (a 4x slowdown on the upright tablet showed the map laid out above the
 * sheet and a dark band where the cards had gone, before the run's first frame).
 */
async function wholeScreens(page: Page, run: number, what: string): Promise<void> {
  await page.locator('.stage-overlay .scene--stage[data-scene="drawn"]').waitFor({ timeout: 60_000 });
  // The log's frame that sees the screen shown runs at the next animation frame.
  await page
    .waitForFunction(
      () => (window as unknown as { stageLog: Log }).stageLog.frames.some((f) => f.shown),
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
  const { frames } = await logOf(page);
  const shownAt = frames.findIndex((f) => f.shown);
  expect(shownAt, `run ${run}: the run's screen showed after ${what}`).toBeGreaterThanOrEqual(0);
  const half = frames.slice(0, shownAt).filter((f) => !f.cards);
  expect(half, `run ${run}: frames of the map without its cards after ${what}`).toEqual([]);
}

/**
 * Leaving the run's screen (pressed at `since`): it stood over the map until the map had drawn
 * afresh, never uncovering the map's frame from before the run (drawn for the sheet as it was
 * then, the Warlord where it stood), and then the map had its cards.
 */
async function mapDrawnFirst(page: Page, run: number, since: number): Promise<void> {
  // The overlay is detached in a commit; the log's frame that sees it gone runs at the next
  // animation frame, which a loaded machine may not have drawn yet when the wait for detached ends.
  await page
    .waitForFunction(
      (t) => (window as unknown as { stageLog: Log }).stageLog.frames.some((f) => f.t > t && !f.shown),
      since,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const { frames } = await logOf(page);
  const gone = frames.find((f) => f.t > since && !f.shown);
  expect(gone, `run ${run}: the run's screen went`).toBeDefined();
  expect(gone!.mapDrawnAt, `run ${run}: the map drew before the run's screen went`).toBeGreaterThan(since);
  expect(gone!.cards, `run ${run}: the map's cards as the run's screen went`).toBe(true);
}

/**
 * A stage passed with shards: from the clash to the end the counter counts up in steps drawn in
 * frames of their own (shown-time.ts), never from its first figure to its last in the verdict's
 * frame: at least two figures between the two, in at least two frames after the verdict's.
 */
function countedUpInFrames(log: Log, passed: boolean, run: number): void {
  const shards = (s: Log['scene'][number]) => Number(s.counter.replace(/[^\d]/g, ''));
  const clash = log.scene.findIndex((s) => s.moment === 'clash');
  const fight = log.scene.slice(clash);
  const first = shards(fight[0]!);
  const last = shards(fight.at(-1)!);
  // Three shards or more fly (stage-run-screen.ts flyShards): two steps at least between.
  if (!passed || last - first < 3) return;
  const verdict = fight.find((s) => s.moment === 'verdict')!;
  expect(shards(verdict), `run ${run}: the counter in the verdict's frame`).toBe(first);
  const between = fight.filter((s) => shards(s) > first && shards(s) < last);
  expect(new Set(between.map(shards)).size, `run ${run}: the counter's steps`).toBeGreaterThanOrEqual(2);
  const frames = new Set(between.map((s) => s.frame));
  expect(frames.size, `run ${run}: frames with a step of the count`).toBeGreaterThanOrEqual(2);
  expect(frames.has(verdict.frame), `run ${run}: a step in the verdict's frame`).toBe(false);
}

/** The server's answer to POST /expedition/claim, as far as the reveal shows it. */
interface Claimed {
  granted: { shards: number; crates: number[] };
  xpGranted: number;
}

/**
 * The run's last stage passed: Claim rewards stands out (the primary, in larger words than Back to
 * the map, focused); pressed, it makes the claim and opens its reveal over the run, a tile a reward the
 * server granted, while the server's shards grow by what it granted; Continue then lands on the
 * map, its card offering no claim of the ended run, and the HUD shows the server's shards.
 */
async function claimOnRun(p: Player, run: number, touch: boolean): Promise<void> {
  const { page } = p;
  const overlay = page.locator('.stage-overlay');
  const claim = overlay.getByRole('button', { name: /^Claim rewards/ });
  const back = overlay.getByRole('button', { name: 'Back to the map' });
  expect(await claim.getAttribute('class'), `run ${run}`).toContain('button--primary');
  const fontSize = (l: typeof claim) => l.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(await fontSize(claim), `run ${run}: Claim rewards stands out`).toBeGreaterThan(await fontSize(back));
  await expect.poll(() => claim.evaluate((el) => el === document.activeElement)).toBe(true);
  const width = page.viewportSize()!.width;
  await shot(page, `stage-run-${width}-claim`);
  const shards = async () => ((await p.call('GET', '/pocket')).json as { shards: number }).shards;
  const before = await shards();
  const answer = page.waitForResponse((r) => r.url().endsWith('/expedition/claim'));
  // Touch taps it; on the desktop, Enter presses it where the focus is.
  if (touch) await claim.tap();
  else await page.keyboard.press('Enter');
  const res = ((await (await answer).json()) as { res: Claimed }).res;
  const dialog = page.locator('dialog');
  await dialog.waitFor({ timeout: 15_000 });
  // Over the run: its screen is still there under the pop-up.
  expect(await overlay.count(), `run ${run}: the run under the reveal`).toBe(1);
  const rewards: Reward[] = [
    { kind: 'shards', amount: res.granted.shards },
    ...res.granted.crates.map((crateKind): Reward => ({ kind: 'crate', crateKind, amount: 1 })),
    ...(res.xpGranted ? [{ kind: 'xp', amount: res.xpGranted } as Reward] : []),
  ];
  expect(res.granted.shards).toBeGreaterThan(0);
  expect(res.granted.crates).toHaveLength(1);
  await dialog.locator('.reveal-skip').waitFor({ state: 'detached', timeout: 30_000 });
  expect(await dialog.locator('.reward-tile strong').allTextContents()).toEqual(
    mergeRewards(rewards).map(rewardText),
  );
  expect(await overlay.count(), `run ${run}: the run under the reveal`).toBe(1);
  await shot(page, `stage-run-${width}-claim-reveal`);
  // The server's balances changed by what the claim granted.
  const after = await shards();
  expect(after - before, `run ${run}: the shards granted`).toBe(res.granted.shards);
  const closedAt = await page.evaluate(() => performance.now());
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  await overlay.waitFor({ state: 'detached', timeout: 10_000 });
  await mapDrawnFirst(page, run, closedAt);
  // On the map: the run ended, so its card offers no claim but the next step (the region cools
  // down, another is ready); the HUD counts up to the server's shards.
  const card = page.locator('.world-cards .region-detail');
  await card.waitFor({ timeout: 30_000 });
  await card
    .getByRole('button', { name: /^Go to Region [IVX]+: ready now$/ })
    .waitFor({ state: 'visible', timeout: 15_000 });
  expect(
    await page
      .locator('.world-cards')
      .getByRole('button', { name: /Claim rewards/ })
      .count(),
  ).toBe(0);
  expect(
    ((await p.call('GET', '/expedition')).json as { expedition: { hidden: boolean } }).expedition.hidden,
  ).toBe(true);
  await expect
    .poll(() => page.locator('.hud .resources dd').allTextContents(), { timeout: 10_000 })
    .toContainEqual(expect.stringContaining(formatNumber(after)));
}

/**
 * Back on the map after a stage, where the cards are a sheet (upright 810x1080, and 1080x810 lying
 * down): the run's panel ("Stage 1 failed…") sits over the region's card, never on its header (the
 * sheet grows by the panel: at a fixed height the panel ran over it); and the world's band follows
 * the grown sheet, its regions' rows above it (the camera kept the player's zoom as a scale, and
 * the world ran about 80 px under the grown sheet until the next pan).
 */
async function runPanelClear(page: Page, run: number): Promise<void> {
  const size = page.viewportSize()!;
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
  // The card's column at the right (desktop): no sheet.
  if ((await box('.world-cards')).width < size.width - 1) return;
  const panel = page.locator('.world-cards > .run-panel');
  await panel.waitFor({ timeout: 30_000 });
  const map = page.locator('.scene--map');
  await expect
    .poll(
      async () => {
        const p = await box('.world-cards > .run-panel');
        const head = await box('.region-detail__head');
        const detail = await box('.region-detail');
        const sheet = await box('.world-cards');
        const rows = toScreen(await cameraOf(map), await box('.scene--map'), { x: 0, y: REGION_ROWS.bottom });
        return {
          panelAboveCard: p.y + p.height <= detail.y + 0.5,
          headInCard: head.y >= detail.y - 0.5 && head.y + head.height <= detail.y + detail.height + 0.5,
          regionsAboveSheet: rows.y <= sheet.y + 1,
        };
      },
      { message: `run ${run}: the run panel, the card's header and the world above the sheet` },
    )
    .toEqual({ panelAboveCard: true, headInCard: true, regionsAboveSheet: true });
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Selects a region with the map's keys (focusing its key selects it). */
async function selectRegion(page: Page, id: number): Promise<void> {
  // The map's own keys (the card may offer "Go to Region II: ready now" too).
  const key = page
    .getByRole('list', { name: 'Regions on the map' })
    .getByRole('button', { name: new RegExp(`Region ${NUMERALS[id - 1]}\\b`) });
  await expect
    .poll(async () => {
      await key.focus();
      return key.getAttribute('aria-pressed');
    })
    .toBe('true');
}

/**
 * A page of a new player's (named `what`, profile and random letters) in `profile`, with `energy`
 * for the runs and the rank that opens the next regions (a claimed region cools down), watched
 * (the scene's log), its page errors noted; throttled `slowdown` times, then on /expedition, once
 * the world is drawn.
 */
async function runPage(
  what: string,
  profile: Profile,
  energy: number,
  slowdown = 1,
): Promise<{ page: Page; p: Player; errors: string[] }> {
  const context = await newContext(shared.browser, profile);
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await watch(page);
  const name = `${what} ${profile} ${Math.random().toString(36).slice(2, 6)}`;
  const p = await devPlayer(page, shared.server.url, name);
  expect((await admin(shared.server.url, 'grant', { profileId: p.id, energy, xp: 5_000_000 })).ok).toBe(true);
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  await page.goto(`${shared.server.url}/expedition`);
  await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
  return { page, p, errors };
}

/** At most this many more runs (skipped by the button) for a case that must claim on the run's screen. */
const MORE_RUNS = 6;

/**
 * One run a way of skipping in `by` ('none': played through), from Region I on: a run whose last
 * stage passed is claimed on the run's screen, a lost one through the API, and the next goes to
 * the next region (this one cools down). With `claim`, runs go on (skipped by the button) until
 * one was claimed on the run's screen (a stage passes at random: about four runs in five).
 */
async function runsFromRegionOne(p: Player, by: SkipBy[], touch: boolean, claim = false): Promise<void> {
  let region = 1;
  let claimedOnRun = false;
  const ways = [...by];
  for (let i = 0; i < ways.length; i++) {
    const end = await oneRun(p, i + 1, ways[i], touch);
    claimedOnRun ||= end.claimed;
    if (claim && !claimedOnRun && i === ways.length - 1 && ways.length < by.length + MORE_RUNS)
      ways.push('button');
    if (!end.claimed) {
      const state = (await p.call('GET', '/expedition')).json as {
        expedition: { stage: number };
        regions: { id: number; maxStage: number }[];
      };
      const max = state.regions.find((r) => r.id === region)!.maxStage;
      if (end.passed && state.expedition.stage <= max) continue;
      expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
      await p.page.reload();
      await p.page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
    }
    region++;
    await selectRegion(p.page, region);
  }
  if (claim) expect(claimedOnRun, 'a run claimed on its own screen').toBe(true);
}

/**
 * The runs of each case, one a way of skipping ('none': played through): each size plays one
 * through and skips one by a tap or a click, the desktop by its keys too; at 4x two play through.
 * Every run whose last stage passes is claimed on its screen; the desktop (by Enter) and the
 * tablet (by a tap) play on until one has been (`claim`).
 */
const CASES: { profile: Profile; slowdown: number; by: SkipBy[]; claim?: boolean }[] = [
  { profile: 'desktop', slowdown: 1, by: ['none', 'button', 'Escape', 'Space'], claim: true },
  { profile: 'tablet', slowdown: 1, by: ['none', 'button'], claim: true },
  { profile: 'portrait', slowdown: 1, by: ['button', 'none', 'button'] },
  { profile: 'desktop', slowdown: 4, by: ['none', 'none'] },
  // The review's upright tablet at 4x: the clash drawn before the verdict, the count under way
  // beside Passed!.
  { profile: 'portrait', slowdown: 4, by: ['none'] },
];

describe('the stage run', () => {
  it.each(CASES)(
    'holds the verdict until the clash, skips to it by $by, counts to the server, claims on the run screen where a last stage passes and logs no page error ($profile, $slowdown x CPU)',
    async ({ profile, slowdown, by, claim }) => {
      const { p, errors } = await runPage('run', profile, 300, slowdown);
      await runsFromRegionOne(p, by, profile !== 'desktop', claim);
      expect(errors).toEqual([]);
    },
    240_000,
  );
});

/** What the server said of a sent stage. */
interface Sent {
  passed: boolean;
  gainedRewards: { shards: number };
}

/**
 * Sends the stage on the card with its answer held back from the page: resolves once the server
 * has decided it (the page still marching, its verdict unseen). `leave` then leaves the page (a
 * reload, another page); the held answer is let go only after, to a page that is gone.
 */
async function sendUnseen(page: Page, leave: () => Promise<unknown>): Promise<Sent> {
  let decided!: (s: Sent) => void;
  const said = new Promise<Sent>((resolve) => (decided = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/expedition/send', async (route) => {
    const response = await route.fetch();
    decided(((await response.json()) as { res: { expedition: Sent } }).res.expedition);
    await released;
    await route.fulfill({ response }).catch(() => undefined);
  });
  const send = page.getByRole('button', { name: /^(Send your Warlord|Continue to stage \d+)$/ });
  await send.waitFor({ state: 'visible', timeout: 45_000 });
  await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
  await send.click();
  await skipButton(page);
  const sent = await said;
  // The server has decided; the page has not shown it.
  expect(await page.locator('.stage-overlay').getAttribute('data-moment')).toBe('travel');
  await leave();
  release();
  await page.unroute('**/expedition/send');
  return sent;
}

/** The replayed run: it plays through to its verdict, the server's, and counts to its shards. */
async function expectReplay(p: Player, sent: Sent, label: string): Promise<void> {
  const { page } = p;
  const overlay = page.locator('.stage-overlay');
  await overlay.waitFor({ timeout: 60_000 }).catch(async (e: Error) => {
    await shot(page, `failed-replay-${label.replace(/\W+/g, '-')}`);
    throw e;
  });
  await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 90_000 });
  const log = await logOf(page);
  const moments = log.scene.map((s) => s.moment);
  expect(moments, label).toContain('foe');
  expect(moments, label).toContain('clash');
  expect(moments, label).toContain('verdict');
  // The server's verdict, in words, and the counter on its gathered shards (never "0 shards lost").
  expect(await overlay.getByRole('status').textContent(), label).toMatch(sent.passed ? /passed$/ : /failed$/);
  const counter = log.scene.at(-1)!.counter;
  expect(Number(counter.replace(/[^\d]/g, '')), `${label}: "${counter}"`).toBe(sent.gainedRewards.shards);
  expect(counter, label).not.toMatch(/^0 shards lost$/);
  if (sent.gainedRewards.shards === 0) expect(counter, label).toBe('0 shards');
  await shot(page, `stage-replayed-${label.replace(/\W+/g, '-')}`);
  await leaveRun(page);
}

/** No stage run on return: the map and its card, and no run's screen over them. */
async function expectNoReplay(page: Page): Promise<void> {
  await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
  await page.locator('.world-cards').waitFor({ timeout: 30_000 });
  // The replay starts with the run's data, before the world is drawn: a moment more to be sure.
  await page.waitForTimeout(2000);
  expect(await page.locator('.stage-overlay').count()).toBe(0);
}

describe('a stage run not seen', () => {
  // The replay is the page's logic, the same at every size: on the touch tablet upright, where the
  // map's sheet grows by the run's panel on return.
  it.each(['portrait'] as Profile[])(
    'replays after a reload and after back/forward, once; a seen one stays seen (%s)',
    async (profile) => {
      const { page, p, errors } = await runPage('unseen', profile, 2000);
      // The hardest region open first: its first stage most often fails (a loss of nothing).
      const state = (await p.call('GET', '/expedition')).json as {
        regions: { id: number; chance: number; locked: boolean }[];
      };
      const hardest = state.regions.filter((r) => !r.locked).sort((a, b) => a.chance - b.chance)[0]!;
      // runPage left the page on the drawn world, with this state (the grant came before its load).
      await selectRegion(page, hardest.id);

      // 1. A reload during the march: the run plays on return, to the server's verdict.
      const first = await sendUnseen(page, () => page.reload());
      await expectReplay(p, first, `reload, region ${hardest.id}`);
      // Seen: a second reload shows the map and the card, no run.
      await page.reload();
      await expectNoReplay(page);

      // 2. Away and back (the browser's back button) during the march of a new run in Region I.
      expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
      await page.reload();
      await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
      await selectRegion(page, hardest.id === 1 ? 2 : 1);
      const second = await sendUnseen(page, () => page.goto(`${shared.server.url}/pocket`));
      await page
        .getByRole('heading', { name: /Pocket/ })
        .first()
        .waitFor({ timeout: 30_000 });
      await page.goBack();
      await expectReplay(p, second, 'back/forward');
      await page.goForward();
      await page.goBack();
      await expectNoReplay(page);
      expect(errors).toEqual([]);
    },
    300_000,
  );
});

/** What the run's scene says of its fighters (stage-figures.ts), on the page's frame now. */
interface Figures {
  warlord: { left: number; top: number; right: number; bottom: number };
  feet: number;
  height: number;
  foes: {
    who: 'foe' | 'pack';
    box: { left: number; top: number; right: number; bottom: number };
    shown: boolean;
    facing: 1 | -1;
    frame: 'idle' | 'strike' | 'hurt';
  }[];
}
const figuresOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { stageFigures: () => Figures | null }).stageFigures());

/** The shown foes whose pictures the Warlord's overlaps, by more than a pixel. */
function overlapped(f: Figures): string[] {
  const w = f.warlord;
  return f.foes
    .filter(
      (o) =>
        o.shown &&
        Math.min(w.right, o.box.right) - Math.max(w.left, o.box.left) > 1 &&
        Math.min(w.bottom, o.box.bottom) - Math.max(w.top, o.box.top) > 1,
    )
    .map((o) => `${o.who} ${JSON.stringify(o.box)} under the Warlord ${JSON.stringify(w)}`);
}

describe('a stealth pass', () => {
  // The server's answer says the stage passed by stealth (the scene plays what it is told); each
  // size's run is played through to its end.
  it.each(['portrait', 'desktop', 'tablet'] as Profile[])(
    'ends with the Warlord past its foe and the pack, clear of every outline, the foes still facing the smoke; the pack on the stage throughout (%s)',
    async (profile) => {
      const { page, errors } = await runPage('stealth', profile, 300);
      await page.route('**/expedition/send', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { res: { how: string; expedition: { passed: boolean } } };
        json.res.expedition.passed = true;
        json.res.how = 'stealth';
        await route.fulfill({ response, json });
      });
      const send = page.getByRole('button', { name: /^(Send your Warlord|Continue to stage \d+)$/ });
      await send.waitFor({ state: 'visible', timeout: 45_000 });
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
      await send.click();
      const overlay = page.locator('.stage-overlay');
      // Face to face before the clash: the pack whole on the stage (r30: cut off at the upright
      // tablet's right edge), and the Warlord clear of its foe.
      await page.locator('.stage-overlay[data-moment="foe"]').waitFor({ timeout: 60_000 });
      const width = page.viewportSize()!.width;
      const canvas = (await page.locator('.stage-overlay canvas').boundingBox())!;
      await expect
        .poll(async () => (await figuresOf(page))!.foes.every((f) => f.shown), { timeout: 10_000 })
        .toBe(true);
      const met = (await figuresOf(page))!;
      for (const pack of met.foes.filter((f) => f.who === 'pack'))
        expect(
          { left: canvas.x + pack.box.left >= 0, right: canvas.x + pack.box.right <= width },
          `the pack on the stage: ${JSON.stringify(pack.box)}`,
        ).toEqual({ left: true, right: true });
      await overlay.getByText(/slipped past unseen/).waitFor({ timeout: 60_000 });
      await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 60_000 });
      // What is still moving (the cheer) settles.
      await page.waitForTimeout(800);
      const end = (await figuresOf(page))!;
      await shot(page, `stage-stealth-${width}-end`);
      expect(overlapped(end), 'the Warlord over a foe at the end').toEqual([]);
      // Past them all, the foes still looking the way it vanished, and itself on the stage.
      const foes = end.foes.filter((f) => f.shown);
      expect(foes).toHaveLength(3);
      for (const f of foes) {
        expect(end.warlord.left, `past the ${f.who}`).toBeGreaterThan(f.box.right);
        expect(f.facing, `the ${f.who} faces the smoke`).toBe(-1);
      }
      expect(canvas.x + end.warlord.right).toBeLessThanOrEqual(width);
      await page.unroute('**/expedition/send');
      expect(errors).toEqual([]);
    },
    240_000,
  );
});

/** A frame the page drew with the foe in view: the run's moment then (its scene's last word) and the foe's frame. */
interface FoeFrame {
  moment: string;
  frame: string;
}

/** Records, on every frame the page draws until the run is done, the frame the foe shows. */
async function recordFoeFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      foeFrames: FoeFrame[];
      stageLog: Log;
      stageFigures: () => Figures | null;
    };
    w.foeFrames = [];
    const sample = () => {
      const moment = w.stageLog.scene.at(-1)?.moment ?? '';
      const foe = w.stageFigures()?.foes.find((f) => f.who === 'foe');
      if (foe?.shown) w.foeFrames.push({ moment, frame: foe.frame });
      if (moment !== 'done') requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** The frames in the order they came, each once for as long as it stayed. */
const framesInTurn = (seen: FoeFrame[]) =>
  seen.reduce<string[]>((turns, s) => (turns.at(-1) === s.frame ? turns : [...turns, s.frame]), []);

describe("the foe's frames", () => {
  // The server's answer says how the stage went (the scene plays what it is told): a pass by force,
  // then a defeat, each a run of its own played through.
  it("stands at the face-off, recoils from the Warlord's blow and rears into its own, the same before the verdict whatever it is; then falls hurt, or roars over the beaten Warlord (desktop)", async () => {
    const fights: Record<string, string[]> = {};
    for (const outcome of ['power', 'defeat'] as const) {
      const { page, errors } = await runPage('frames', 'desktop', 300);
      await page.route('**/expedition/send', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { res: { how: string; expedition: { passed: boolean } } };
        json.res.expedition.passed = outcome === 'power';
        json.res.how = outcome;
        await route.fulfill({ response, json });
      });
      const send = page.getByRole('button', { name: /^(Send your Warlord|Continue to stage \d+)$/ });
      await send.waitFor({ state: 'visible', timeout: 45_000 });
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
      await recordFoeFrames(page);
      await send.click();
      await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 90_000 });
      const seen = await page.evaluate(() => (window as unknown as { foeFrames: FoeFrame[] }).foeFrames);
      const fight = seen.filter((s) => s.moment === 'foe' || s.moment === 'clash');
      // At the face-off it stands as the still picture; the Warlord's blow hurts it, it stands
      // again, rears into its own blow, stands, and rears into the clash.
      expect(fight[0]?.frame, outcome).toBe('idle');
      fights[outcome] = framesInTurn(fight);
      const verdict = framesInTurn(seen.filter((s) => s.moment === 'verdict' || s.moment === 'done'));
      // Knocked over by force it falls hurt; over the beaten Warlord it roars, then stands.
      expect(verdict, outcome).toEqual(outcome === 'power' ? ['hurt'] : ['strike', 'idle']);
      await page.unroute('**/expedition/send');
      expect(errors).toEqual([]);
    }
    expect(fights.power).toEqual(['idle', 'hurt', 'idle', 'strike', 'idle', 'strike']);
    expect(fights.defeat).toEqual(fights.power);
  }, 300_000);
});

/** A run's state as GET /expedition and the send's answer say it. */
interface RunView {
  region: number;
  stage: number;
  passed: boolean;
  finished: boolean;
  gainedRewards: { shards: number; crates: number[] };
}

/**
 * The run's state after a failed `stage` of `region`: what the server holds once a stage fails (the
 * run finished, not passed, its gathered rewards still on it until the claim that loses them).
 */
const failedRun = (run: RunView, stage: number): RunView => ({
  ...run,
  stage,
  passed: false,
  finished: true,
});

/**
 * Passes a first stage for real (the server's roll): from Region I on, a first stage that fails is
 * claimed through the API and the next region tried. Answers the region whose stage 1 passed.
 */
async function passFirstStage(p: Player, touch: boolean): Promise<number> {
  const { page } = p;
  for (let region = 1; region <= 4; region++) {
    if (region > 1) await selectRegion(page, region);
    const send = page.getByRole('button', { name: /^Send your Warlord$/ });
    await send.waitFor({ state: 'visible', timeout: 45_000 });
    await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
    const answer = page.waitForResponse((r) => r.url().endsWith('/expedition/send'));
    await send.click();
    const skip = await skipButton(page);
    await (touch ? skip.tap() : skip.click());
    const sent = (await (await answer).json()) as { res: { expedition: RunView } };
    await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 90_000 });
    if (sent.res.expedition.passed) return region;
    expect((await p.call('POST', '/expedition/claim', {})).status).toBe(200);
    await page.reload();
    await page.locator('.scene--map[data-world="drawn"]').waitFor({ timeout: 60_000 });
  }
  throw new Error('no first stage passed in four regions');
}

describe('the press-on choice and the loss', () => {
  // A first stage passed for real, then the second (the region's last) failed by the server's
  // answer rewritten, as the run's scene and screen take it: played through at each size.
  // The upright tablet by night (the slips in night camp's colours).
  it.each([
    { profile: 'desktop', scheme: 'light' },
    { profile: 'tablet', scheme: 'light' },
    { profile: 'portrait', scheme: 'dark' },
  ] as { profile: Profile; scheme: 'light' | 'dark' }[])(
    "offers going on at the rules' chance with the gathered shards at stake, then shows them lost after the fall ($profile, $scheme)",
    async ({ profile, scheme }) => {
      const { page, p, errors } = await runPage('stakes', profile, 300);
      if (scheme === 'dark') {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      }
      const touch = profile !== 'desktop';
      const width = `${page.viewportSize()!.width}-${scheme}`;
      const regionId = await passFirstStage(p, touch);
      // The choice: the next stage's chance as the server's rules give it for this player, and
      // what going on risks (the gathered shards) and retreating keeps.
      const server = (await p.call('GET', '/expedition')).json as {
        expedition: RunView;
        regions: { id: number; chance: number; maxStage: number; stageInfo: { stage: number } }[];
      };
      const region = server.regions.find((r) => r.id === regionId)!;
      expect(region.stageInfo.stage).toBe(2);
      const pass = Math.round(region.chance * 100);
      const gathered = server.expedition.gainedRewards.shards;
      expect(gathered).toBeGreaterThan(0);
      const choice = page.locator('.stage-overlay .press-on');
      await choice.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(600);
      await shot(page, `press-on-${width}`);
      expect(await choice.getByRole('heading').textContent()).toBe(
        `Stage 2 of ${region.maxStage}: press on or retreat?`,
      );
      // The chance as a picture: its green share is the pass's.
      const share = await choice
        .locator('.press-on__chance')
        .evaluate((bar) => bar.querySelector('.press-on__pass')!.clientWidth / bar.clientWidth);
      expect(share * 100).toBeCloseTo(pass, -0.5);
      expect(await choice.locator('.press-on__odds').textContent()).toBe(
        `${pass}% pass${100 - pass}% fail: lose ${formatNumber(gathered)} shards`,
      );
      expect(await choice.locator('.stakes dd').allTextContents()).toEqual([
        expect.stringMatching(/^\+[\d,]+–[\d,]+ shards/),
        `lose the ${formatNumber(gathered)} shards gathered`,
        `keep ${formatNumber(gathered)} shards, no crate`,
      ]);
      // Under the Warlord's feet, never on its legs.
      const [hud, tabs] = await page.evaluate(() => {
        const css = getComputedStyle(document.documentElement);
        return ['--hud-h', '--tabs-h'].map((n) => Number.parseFloat(css.getPropertyValue(n)) || 0);
      });
      const { width: w, height: h } = page.viewportSize()!;
      const feet = stageLayout(w, h, hud!, tabs!).groundY;
      expect((await choice.boundingBox())!.y).toBeGreaterThanOrEqual(feet - 1);
      // The two ways, in clear words, each a full touch target.
      for (const name of ['Continue to stage 2', 'Retreat and claim']) {
        const box = (await page.locator('.stage-overlay__bar').getByRole('button', { name }).boundingBox())!;
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }

      // The second stage fails: the server's answer and its run say so (the gathered shards still
      // on the run, lost with its claim).
      const lost = failedRun(server.expedition, 2);
      await page.route('**/expedition/send', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { res: Record<string, unknown> };
        Object.assign(json.res, { passed: false, how: 'defeat', shardsGained: 0, crateGained: null });
        json.res.expedition = { ...(json.res.expedition as RunView), ...lost };
        await route.fulfill({ response, json });
      });
      const view = (url: URL) => url.pathname.endsWith('/expedition');
      await page.route(view, async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { expedition: RunView };
        json.expedition = { ...json.expedition, ...lost };
        await route.fulfill({ response, json });
      });
      await page.locator('.stage-overlay__bar').getByRole('button', { name: 'Continue to stage 2' }).click();
      await skipButton(page);
      // From the march on (until it starts, the run's screen still says how stage 1 went).
      await clearLog(page);
      await page.locator('.stage-overlay[data-moment="verdict"]').waitFor({ timeout: 90_000 });
      // The haul slips away after the fall: the counter's pill flashes red, its figure struck,
      // and a copy of it falls away.
      const falling = page.locator('.stage-overlay .stage-words__falling');
      await falling.waitFor({ state: 'attached', timeout: 5_000 });
      expect(await falling.textContent()).toBe(`−${formatNumber(gathered)} shards`);
      expect(await page.locator('.stage-overlay .stage-words__pill--lost s').textContent()).toBe(
        `${formatNumber(gathered)} shards`,
      );
      await page.waitForTimeout(250);
      await shot(page, `run-losing-${width}`);
      await page.locator('.stage-overlay[data-moment="done"]').waitFor({ timeout: 90_000 });
      const log = await logOf(page);
      // Nothing said the outcome before the verdict, the loss included.
      const verdictAt = log.scene.find((s) => s.moment === 'verdict')!.t;
      expect(log.domVerdictAt).not.toBeNull();
      expect(log.domVerdictAt!).toBeGreaterThanOrEqual(verdictAt);
      const loss = page.locator('.stage-overlay .run-loss');
      await loss.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(600);
      await shot(page, `run-lost-${width}`);
      // The slip stands clear of the beaten Warlord: never over its boots (a fresh review: "the
      // failure slip covers the Warlord's boots"), its box and the Warlord's drawn parts apart.
      const figures = (await figuresOf(page))!;
      const stageBox = (await page.locator('.stage-overlay canvas').boundingBox())!;
      const slip = (await loss.boundingBox())!;
      const hero = {
        left: stageBox.x + figures.warlord.left,
        top: stageBox.y + figures.warlord.top,
        right: stageBox.x + figures.warlord.right,
        bottom: stageBox.y + figures.warlord.bottom,
      };
      const across = Math.min(slip.x + slip.width, hero.right) - Math.max(slip.x, hero.left);
      const down = Math.min(slip.y + slip.height, hero.bottom) - Math.max(slip.y, hero.top);
      expect(
        across <= 0 || down <= 0,
        `the loss slip ${JSON.stringify(slip)} over the Warlord ${JSON.stringify(hero)}`,
      ).toBe(true);
      // The verdict, what was lost in the server's figures (struck through), and the way on.
      expect(await loss.getByRole('heading').textContent()).toBe('Stage 2 failed: the run is over');
      expect(await loss.locator('.run-loss__lost').textContent()).toBe(
        `Lost: ${formatNumber(gathered)} shards`,
      );
      expect(await loss.locator('.run-loss__lost s').textContent()).toBe(`${formatNumber(gathered)} shards`);
      expect(await loss.locator('.run-loss__next').textContent()).toMatch(
        /^Return to camp: .+ rests \d+ h( \d+ min)?, then it is ready again\.$/,
      );
      expect(log.scene.at(-1)!.counter).toBe(`${formatNumber(gathered)} shards lost`);
      const back = page.locator('.stage-overlay__bar').getByRole('button', { name: 'Return to camp' });
      expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // Nothing of the loss runs off the screen.
      const box = (await loss.boundingBox())!;
      const size = page.viewportSize()!;
      expect(
        box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height,
      ).toBe(true);
      await page.unroute('**/expedition/send');
      await page.unroute(view);
      expect(errors).toEqual([]);
    },
    300_000,
  );
});
