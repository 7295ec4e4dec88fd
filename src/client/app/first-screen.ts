/**
 * The first screen's own loads go before the service worker's precache (about 10 MB of atlases):
 * installed while the map's or the Warlord's atlas loaded (a sign-in right after /auth had
 * registered it), the worker's downloads took the bandwidth and the page's fetch of the atlas
 * failed, so the map fell back to its single pictures and then loaded the atlas again (issue 24).
 * The scenes say when their first whole picture is on screen; the worker registers after that, or
 * after a while on a page that never draws one (no WebGL, a page without a scene).
 */
const DRAWN_EVENT = 'warlords:first-scene-drawn';
/** The longest the worker waits for a scene after the page's load event. */
const AT_MOST_MS = 15_000;

let drawn = false;

/** A scene's first whole picture is on screen (the map's world, /pocket's Warlord). */
export function noteSceneDrawn(): void {
  if (drawn) return;
  drawn = true;
  window.dispatchEvent(new Event(DRAWN_EVENT));
}

/** Resolves once the page has loaded and a scene has drawn (or AT_MOST_MS after the load), then idle. */
export function afterFirstScreen(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (drawn) return resolve();
          const timer = window.setTimeout(resolve, AT_MOST_MS);
          window.addEventListener(
            DRAWN_EVENT,
            () => {
              window.clearTimeout(timer);
              resolve();
            },
            { once: true },
          );
        }),
    )
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof window.requestIdleCallback === 'function')
            window.requestIdleCallback(() => resolve(), { timeout: 2000 });
          else setTimeout(resolve, 200);
        }),
    );
}
