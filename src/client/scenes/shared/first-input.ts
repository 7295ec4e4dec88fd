/**
 * Whether the player has touched the page yet: a pointer moved or pressed, a key, a wheel. A
 * scene that is only decoration until then (the region map, which the region grid duplicates)
 * starts with the first input, so a cold load of its page paints and answers at once and the
 * scene's start-up (WebGL context, shaders, textures: a long task on a slow device) comes when
 * someone is there to see it. Within the app, a player reaches such a page by a click, so the
 * scene starts at once.
 */
const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

let seen = false;
const waiting = new Set<() => void>();

function onInput(): void {
  seen = true;
  for (const type of EVENTS) window.removeEventListener(type, onInput, true);
  for (const fn of waiting) fn();
  waiting.clear();
}

/** Starts listening (once, at start-up, before anything can have been missed). */
export function watchFirstInput(): void {
  if (seen) return;
  for (const type of EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
}

export function inputSeen(): boolean {
  return seen;
}

/** Runs `fn` at the first input (at once if there was one); answers how to cancel. */
export function afterFirstInput(fn: () => void): () => void {
  if (seen) {
    fn();
    return () => undefined;
  }
  waiting.add(fn);
  return () => waiting.delete(fn);
}
