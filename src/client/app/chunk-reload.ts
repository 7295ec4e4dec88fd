/**
 * A screen's code that fails to load (usually after a deploy removed the old chunk) reloads the
 * page, at most once per path within 10 s, so a broken chunk cannot loop (product-spec section 8).
 */
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

/**
 * Imports a screen's module; on failure reloads the target path once, otherwise rethrows so the
 * error page shows.
 */
export async function loadChunk<T>(importer: () => Promise<T>, path: () => string): Promise<T> {
  try {
    return await importer();
  } catch (e) {
    const target = path();
    if (mayReload(target)) {
      loadPage(target);
      return new Promise<T>(() => {});
    }
    throw e;
  }
}
