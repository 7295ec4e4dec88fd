/**
 * New build detection (product-spec section 4): `builds/latest.json` is polled; once its id
 * differs from the running build's, the next navigation is a full page load.
 */
import { loadPage } from './navigation.ts';
import { loadNewBuild, lookForNewWorker, whenNewWorker } from './service-worker.ts';

export const BUILD_POLL_MS = 60_000;
/** The route manifest is first fetched about this long after start-up. */
export const META_DELAY_MS = 1_000;

let stale = false;

/** Whether a newer build than the running one has been seen. */
export function isBuildStale(): boolean {
  return stale;
}

/** For tests. */
export function resetBuildCheck(): void {
  stale = false;
}

/** Asks for the latest build id; marks the running build stale when it differs. Failures are logged. */
export async function checkLatestBuild(currentId: string, now = Date.now()): Promise<boolean> {
  try {
    const res = await fetch(`/builds/latest.json?t=${now}`, { cache: 'no-store' });
    if (!res.ok) return stale;
    const latest = (await res.json()) as { id?: string };
    if (latest.id && latest.id !== currentId && !stale) {
      stale = true;
      // The new build's worker installs meanwhile, to take over at the next navigation.
      lookForNewWorker();
    }
  } catch (e) {
    console.warn('build check failed', e);
  }
  return stale;
}

/** Fetches the running build's manifest; only logged on failure. */
export async function fetchBuildMeta(id: string): Promise<unknown> {
  try {
    const res = await fetch(`/builds/meta/${id}.json`);
    if (!res.ok) throw new Error(`status ${res.status}`);
    return await res.json();
  } catch (e) {
    console.warn('build meta fetch failed', e);
    return null;
  }
}

/** When a newer build is out, loads `to` from the server instead of navigating in place. */
export function reloadIfStale(to: string): boolean {
  if (!stale) return false;
  loadNewBuild(to, loadPage);
  return true;
}

function verySlowConnection(): boolean {
  const conn = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(conn?.saveData || conn?.effectiveType === 'slow-2g' || conn?.effectiveType === '2g');
}

/** Starts polling; returns a function that stops it. */
export function startBuildCheck(currentId: string): () => void {
  // A new service worker waiting is a new build too: the same full load at the next navigation.
  whenNewWorker(() => {
    stale = true;
  });
  const metaTimer = verySlowConnection()
    ? undefined
    : window.setTimeout(() => void fetchBuildMeta(currentId), META_DELAY_MS);
  const poll = window.setInterval(() => void checkLatestBuild(currentId), BUILD_POLL_MS);
  return () => {
    window.clearTimeout(metaTimer);
    window.clearInterval(poll);
  };
}
