/**
 * Full-screen overlays (a stage run, a crate or gumball reveal) cover the scenes under them: while
 * one is open, the scenes below stop their ticks, so the two cores draw one scene, not two. When
 * the last overlay goes, they tick again and draw the frame they missed.
 */
type Listener = (covered: boolean) => void;

let covers = 0;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener(covers > 0);
}

/** Marks the scenes below as covered until the answered function is called (once). */
export function coverScenes(): () => void {
  covers++;
  if (covers === 1) notify();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    covers--;
    if (covers === 0) notify();
  };
}

/** Whether an overlay covers the scenes now. */
export function scenesCovered(): boolean {
  return covers > 0;
}

/** Calls `listener` with each change of cover; answers the unsubscribe. */
export function onCover(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Scenes uncovered that have not drawn since (their canvas still holds the frame from before the
 * overlay, laid out for the page as it was then), and who waits for them.
 */
let stale = 0;
let waiting: (() => void)[] = [];

/**
 * An uncovered scene says it will draw again: answers the function it calls once its first frame
 * since is on the canvas (after the tick's draw), or once it is gone.
 */
export function redrawing(): () => void {
  stale++;
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    stale--;
    if (stale > 0) return;
    const told = waiting;
    waiting = [];
    for (const resolve of told) resolve();
  };
}

/**
 * Resolves once every scene uncovered has drawn a fresh frame (at once if none waits): an overlay
 * leaving stays over the page until then, so the page never shows a scene's stale frame.
 */
export function scenesRedrawn(): Promise<void> {
  if (stale === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
