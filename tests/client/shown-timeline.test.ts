/**
 * The stage run's fight plays in frames drawn (shown-time.ts `ShownTimeline`, fight-time.ts): on a
 * page that draws a few frames a second, gsap's clock ran on between two frames, so the clash's
 * 250 ms shake and the shards' flight fell between them and the count-up ended in the frame that
 * showed the verdict. Here the frames are the test's (frames.ts), drawn the way a scene's ticker
 * draws them: each moves the timeline on by its time, at most the fight's step.
 */
import { gsap } from 'gsap';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIGHT_FRAME_MS, fightFrameMs } from '../../src/client/scenes/stage-run/fight-time.ts';
import { FRAME_AT_MOST_MS, ShownTimeline } from '../../src/client/scenes/shared/shown-time.ts';
import { testFrames } from './frames.ts';

const frames = testFrames();
beforeEach(() => frames.install());
afterEach(() => {
  vi.unstubAllGlobals();
  gsap.globalTimeline.clear();
});

/** What each frame drawn showed: its number, and what the fight had reached by then. */
interface Seen {
  frame: number;
  shake: number;
  count: number;
  said: string[];
}

/**
 * A fight shaped like the run's (stage-run-screen.ts): the clash at 1 s with an 8 px shake over
 * 250 ms, the verdict as it ends, then eight shards flying 50 ms apart, 500 ms each, while the
 * counter counts from 0 to 800 in eight steps, from 50 ms after the verdict to the last landing,
 * then a second to read.
 */
function fight() {
  const stage = { x: 0 };
  const state = { count: 0, said: [] as string[] };
  const tl = gsap.timeline({ onComplete: () => state.said.push('done') });
  tl.addLabel('clash', 1).add(() => state.said.push('clash'), 'clash');
  tl.to(stage, { x: 8, duration: 0.25 / 8, yoyo: true, repeat: 7, ease: 'sine.inOut' }, 'clash');
  tl.addLabel('verdict', 1.25).add(() => state.said.push('verdict'), 'verdict');
  // The last shard lands at 1.25 + 7 x 0.05 + 0.5 s.
  const first = 1.3;
  const last = 2.1;
  for (let i = 0; i < 8; i++) tl.add(() => (state.count = (i + 1) * 100), first + ((last - first) * i) / 7);
  tl.addLabel('counted', 2.3);
  tl.to({}, { duration: 1 });
  return { tl, stage, state };
}

/** Plays `tl` as a scene's ticker does, one frame every `ms`, until it ends; answers what each frame showed. */
function play(ms: number, f = fight()): Seen[] {
  const shown = new ShownTimeline(f.tl, (time) => fightFrameMs(f.tl, time));
  const seen: Seen[] = [];
  let last: number | null = null;
  requestAnimationFrame(function tick(now) {
    if (last !== null) shown.frame(now - last);
    last = now;
    seen.push({ frame: seen.length, shake: f.stage.x, count: f.state.count, said: [...f.state.said] });
    if (!shown.done) requestAnimationFrame(tick);
  });
  for (let i = 0; i < 2000 && !shown.done; i++) frames.frame(ms);
  frames.frame(ms);
  return seen;
}

const firstSaying = (seen: Seen[], word: string) => seen.findIndex((s) => s.said.includes(word));

describe('the fight in frames drawn', () => {
  it('plays in real time where the page draws 60 frames a second', () => {
    const seen = play(1000 / 60);
    // 3.1 s of fight (the last shard lands at 2.1 s, then a second to read): 186 frames and the first.
    expect(seen.length).toBeGreaterThanOrEqual(186);
    expect(seen.length).toBeLessThanOrEqual(188);
    expect(seen.at(-1)!.said).toEqual(['clash', 'verdict', 'done']);
  });

  it('draws every beat in frames of its own on a page drawing 3 frames a second', () => {
    const seen = play(333);
    const clash = firstSaying(seen, 'clash');
    const verdict = firstSaying(seen, 'verdict');
    // The shake: 8 px and more than a pixel off in at least 3 frames, all before the verdict.
    const shaken = seen.slice(clash, verdict).filter((s) => s.shake > 1);
    expect(shaken.length).toBeGreaterThanOrEqual(3);
    expect(seen[verdict]!.shake).toBe(0);
    expect(Math.max(...seen.map((s) => s.shake))).toBeGreaterThan(6);
    // The verdict's frame still shows 0 shards: the count steps up from the next frame on, in at
    // least 6 frames of their own, by no more than a quarter of the whole each, to the last figure.
    expect(seen[verdict]!.count).toBe(0);
    expect(seen[verdict + 1]!.count).toBeGreaterThan(0);
    const counts = seen.slice(verdict).map((s) => s.count);
    const steps = counts.filter((c, i) => i > 0 && c !== counts[i - 1]);
    expect(steps.length).toBeGreaterThanOrEqual(6);
    counts.forEach((c, i) => i > 0 && expect(c - counts[i - 1]!).toBeLessThanOrEqual(200));
    expect(counts.at(-1)).toBe(800);
    // Frames of 333 ms move the fight 50 ms each until the count is done, 350 ms after it.
    expect(FIGHT_FRAME_MS).toBe(50);
    expect(verdict - clash).toBe(250 / FIGHT_FRAME_MS);
  });

  it('moves on no more than a fight step for a frame the page was late to draw', () => {
    const f = fight();
    const shown = new ShownTimeline(f.tl, (time) => fightFrameMs(f.tl, time));
    expect(f.tl.paused()).toBe(true);
    shown.frame(5000);
    expect(f.tl.time()).toBeCloseTo(FIGHT_FRAME_MS / 1000, 5);
    // Once counted, the time to read goes by in the reveal's longest frames.
    shown.seek(f.tl.labels.counted!);
    const at = f.tl.time();
    shown.frame(5000);
    expect(f.tl.time() - at).toBeCloseTo(FRAME_AT_MOST_MS / 1000, 5);
  });

  it('stands still on gsap clock: only frames drawn move it', () => {
    const f = fight();
    new ShownTimeline(f.tl, (time) => fightFrameMs(f.tl, time));
    gsap.ticker.tick();
    gsap.updateRoot(gsap.ticker.time + 10);
    expect(f.tl.time()).toBe(0);
    expect(f.state.said).toEqual([]);
  });

  it('a skip runs the beats on the way to where it lands, in order', () => {
    const f = fight();
    const shown = new ShownTimeline(f.tl, (time) => fightFrameMs(f.tl, time));
    shown.seek(f.tl.labels.verdict! + 0.001);
    expect(f.state.said).toEqual(['clash', 'verdict']);
    expect(f.state.count).toBe(0);
    shown.seek(Infinity);
    expect(shown.done).toBe(true);
    expect(f.state.count).toBe(800);
    expect(f.state.said).toEqual(['clash', 'verdict', 'done']);
  });
});
