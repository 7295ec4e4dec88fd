/**
 * A screen's code that fails to load: while the server does not answer, the game waits in place
 * (the "Reconnecting…" banner, asking again with a growing wait) and loads it once the server is
 * back, never sending the page to the browser's own error page. When the server answers but the
 * chunk is gone (after a deploy removed the old one) the page reloads, at most once per path within
 * 10 s, so a broken chunk cannot loop (product-spec section 8).
 */
import { connectionLost, serverAnswers, untilBack, useConnection } from '../game/connection.ts';
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

/**
 * Any code that fails to arrive (a scene, a sound, a Vite preload: `vite:preloadError`) with the
 * server not answering shows the "Reconnecting…" banner. The page is never reloaded for it (the
 * failed import rejects to its caller, which waits or shows its still view).
 */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', () => {
    void serverAnswers().then((up) => {
      if (!up) connectionLost();
    });
  });
}
