/**
 * A screen's code that fails to load: while the server does not answer, the game waits in place
 * (the "Reconnecting…" banner, asking again with a growing wait) and loads it once the server is
 * back, never sending the page to the browser's own error page. When the server answers but the
 * chunk is gone (after a deploy removed the old one) the page reloads, at most once per path within
 * 10 s, so a broken chunk cannot loop (product-spec section 8).
 */
import { connectionLost, networkDown, serverAnswers, untilBack, useConnection } from '../game/connection.ts';
import { loadPage } from './navigation.ts';

export const RELOAD_GUARD_MS = 10_000;
const KEY = 'warlords-chunk-reload';

function reloads(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Records a reload of `path` and says whether one is allowed now. */
export function mayReload(path: string, now = Date.now()): boolean {
  const seen = reloads();
  const last = seen[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(KEY, JSON.stringify({ ...seen, [path]: now }));
  return true;
}

/** Counts a screen waiting for the server while `wait` runs (the banner says a screen will open). */
async function waiting(wait: Promise<void>): Promise<void> {
  useConnection.setState((s) => ({ waitingScreens: s.waitingScreens + 1 }));
  try {
    await wait;
  } finally {
    useConnection.setState((s) => ({ waitingScreens: Math.max(0, s.waitingScreens - 1) }));
  }
}

/**
 * Imports a screen's module. On failure with no server: waits in place until it answers, then
 * imports again. With the server there: reloads the target path once, otherwise rethrows so the
 * error page shows. `signal` (the navigation's) ends the wait when the player goes elsewhere.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  path: () => string,
  signal?: AbortSignal,
): Promise<T> {
  for (;;) {
    try {
      return await importer();
    } catch (e) {
      if (signal?.aborted) throw e;
      if (!(await serverAnswers())) {
        connectionLost();
        await waiting(untilBack(signal));
        continue;
      }
      const target = path();
      if (mayReload(target)) {
        loadPage(target);
        return new Promise<T>(() => {});
      }
      throw e;
    }
  }
}

/** Stylesheets that failed and wait for the server to be fetched again (by address). */
const restoring = new Set<string>();

/**
 * Fetches a stylesheet that failed to load again once the server answers. Vite's preload tries
 * each address once a page (its cache keeps the key after the attempt, failed or not), and tells
 * of one failure a screen, so the screen's next import fetched none of them: a /pocket clicked
 * while the server was down opened once it was back, but without its styles (its panel's grid
 * gone). The failed link goes, a new one comes; one that fails again waits for the next return.
 */
function restoreWhenBack(href: string): void {
  if (restoring.has(href)) return;
  restoring.add(href);
  void networkDown()
    .then(() => untilBack())
    .then(() => {
      restoring.delete(href);
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
        if (link.href === href) link.remove();
      }
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    });
}

/**
 * Any code that fails to arrive (a scene, a sound, a Vite preload: `vite:preloadError`) with the
 * server not answering shows the "Reconnecting…" banner. The page is never reloaded for it (the
 * failed import rejects to its caller, which waits or shows its still view).
 */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', () => void networkDown());
  // A stylesheet's load error does not bubble: heard on its way down, whoever added the link.
  document.addEventListener(
    'error',
    (e) => {
      const link = e.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet' && link.href)
        restoreWhenBack(link.href);
    },
    true,
  );
}
