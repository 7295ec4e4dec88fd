import type { gsap } from 'gsap';

/**
 * The longest a single frame counts for (ms). A page thread held up (a WebGL context starting, a
 * loaded machine) counts as this much, not its length: the reveal takes up where the player last saw
 * it instead of jumping to its end. A page drawing three frames a second or more (a 4x slower CPU,
 * a loaded machine drawing on its CPU) still plays it in real time.
 */
export const FRAME_AT_MOST_MS = 350;

/**
 * How much of a moment a frame drawn `elapsedMs` after the one before shows: its time, but never
 * more than `atMostMs` (a frame the page was late to draw skips no more than that) nor less than
 * nothing. The one rule of time shown, for the reveal's steps and the stage run's fight alike.
 */
export function shownMs(elapsedMs: number, atMostMs = FRAME_AT_MOST_MS): number {
  return Math.min(atMostMs, Math.max(0, elapsedMs));
}

/**
 * Calls `done` once `ms` of the reveal have been shown: time counted from frame to frame
 * (requestAnimationFrame), each frame for FRAME_AT_MOST_MS at most, and at least two frames, so
 * the page has drawn what was there when it was called. A timer (setTimeout) counts the time the
 * page could not draw, and a reveal's steps then all came in one frame: the crate's charge, its
 * burst and the cards' turns unseen, "Yours now" first. Answers a function that cancels it. In a
 * hidden tab no frame comes: the reveal waits for the player.
 */
export function afterShown(ms: number, done: () => void): () => void {
  let left = ms;
  let last: number | null = null;
  let frames = 0;
  let id = requestAnimationFrame(function tick(now) {
    if (last !== null) left -= shownMs(now - last);
    last = now;
    frames += 1;
    if (left <= 0 && frames >= 2) done();
    else id = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(id);
}

/**
 * A gsap timeline played in frames drawn instead of on gsap's clock. gsap's clock runs on while the
 * page draws nothing (a software renderer, a tablet's DPR 2, a 4x slower CPU: a few frames a second),
 * so a 250 ms shake or a 0.5 s flight fell between two frames and a count-up ended in the frame
 * that showed the verdict. Here the timeline is paused on gsap's clock and each frame the scene
 * draws moves it on by that frame's time, at most `atMostMs(time)` ms (shownMs): where the frames
 * come fast it plays in real time; where they come slowly it plays slower, and every beat is still
 * drawn in several frames. `atMostMs` is asked with the timeline's time, so a scene can keep its
 * tightest step for the beats that must be seen and let the rest run on.
 */
export class ShownTimeline {
  constructor(
    readonly timeline: gsap.core.Timeline,
    private readonly atMostMs: (time: number) => number = () => FRAME_AT_MOST_MS,
  ) {
    timeline.pause();
  }

  /** One frame drawn `elapsedMs` after the one before: the timeline moves on by what it shows. */
  frame(elapsedMs: number): void {
    const tl = this.timeline;
    if (this.done) return;
    const step = shownMs(elapsedMs, this.atMostMs(tl.time())) / 1000;
    tl.totalTime(Math.min(tl.totalDuration(), tl.totalTime() + step));
  }

  /** Straight to `time` (s), the callbacks on the way run (a skip). */
  seek(time: number): void {
    this.timeline.totalTime(Math.min(this.timeline.totalDuration(), time));
  }

  /** Whether it has played to its end. */
  get done(): boolean {
    return this.timeline.totalProgress() >= 1;
  }
}
