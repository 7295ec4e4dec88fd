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
