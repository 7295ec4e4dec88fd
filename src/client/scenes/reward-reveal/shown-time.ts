/**
 * The longest a single frame counts for (ms). A page thread held up (a WebGL context starting, a
 * loaded machine) counts as this much, not its length: the reveal takes up where the player last saw
 * it instead of jumping to its end. A page drawing three frames a second or more (a 4x slower CPU,
 * a loaded machine drawing on its CPU) still plays it in real time.
 */
export const FRAME_AT_MOST_MS = 350;

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
    if (last !== null) left -= Math.min(FRAME_AT_MOST_MS, Math.max(0, now - last));
    last = now;
    frames += 1;
    if (left <= 0 && frames >= 2) done();
    else id = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(id);
}
