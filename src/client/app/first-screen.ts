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

const HERO_EVENT = 'warlords:hero-figure-whole';
/** The longest a screen's extras wait for its hero Warlord (a figure whose pictures fail). */
const HERO_AT_MOST_MS = 4000;

let heroWhole = false;

/** The page's hero Warlord (/pocket, /profile) is whole on screen. */
export function noteHeroFigureWhole(): void {
  if (heroWhole) return;
  heroWhole = true;
  window.dispatchEvent(new Event(HERO_EVENT));
}

/**
 * Resolves once the hero Warlord is whole (or HERO_AT_MOST_MS later), then at an idle moment: what
 * a screen loads ahead for later (the reveal scene's code, its pictures) comes after the Warlord,
 * not beside it on the page's thread and the network.
 */
export function afterHeroFigure(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (heroWhole) return resolve();
    const timer = window.setTimeout(resolve, HERO_AT_MOST_MS);
    window.addEventListener(
      HERO_EVENT,
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  }).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 100);
      }),
  );
}
