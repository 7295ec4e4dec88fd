/**
 * The service worker (built by vite-plugin-pwa, vite.config.ts), joined to the new-build check
 * (build-check.ts) rather than asking a second time. A new worker installs in the background and
 * waits; it is taken as a sign of a new build, like builds/latest.json, and the next navigation
 * (already a full page load for a new build) first hands the page over to it, so the load gets the
 * new shell, never the old one from the cache. Also the worker that shows system notifications
 * (game/system-notices.ts).
 */
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

type RegisterSW = (options?: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

let registration: ServiceWorkerRegistration | undefined;
let skipWaiting: ((reloadPage?: boolean) => Promise<void>) | undefined;
let waiting = false;
let onControl: (() => void) | undefined;
let onNewWorker: () => void = () => undefined;

/** What to do when a new worker waits: the build check marks the running build stale. */
export function whenNewWorker(fn: () => void): void {
  onNewWorker = fn;
}

/** Registers the worker (production builds only; main.tsx passes vite-plugin-pwa's register). */
export function startServiceWorker(registerSW: RegisterSW): void {
  if (!('serviceWorker' in navigator)) return;
  skipWaiting = registerSW({
    // After the page's load event: the first visit's own requests go first, the precache after.
    immediate: false,
    onRegisteredSW: (_url, r) => {
      registration = r;
    },
    onNeedRefresh: () => {
      waiting = true;
      onNewWorker();
    },
    // The waiting worker took over: now the full load gets the new shell.
    onNeedReload: () => onControl?.(),
    onRegisterError: (e) => console.warn('service worker not registered', e),
  });
}

/**
 * The worker's registration once a worker is active (for system notifications), or undefined. It
 * need not control the page: on the first visit it is active but controls only the next load, and
 * a notification asked for in that visit must show too.
 */
export async function activeWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const found = registration ?? (await navigator.serviceWorker.getRegistration());
  return found?.active ? found : undefined;
}

/** Asks the server for a newer worker (the build check saw a new build id). */
export function lookForNewWorker(): void {
  void registration?.update().catch(() => undefined);
}

const TAKE_OVER_MS = 5000;

/**
 * Loads `to` as the new build: with a waiting worker, lets it take over first; with none yet (the
 * build id changed before the worker noticed), drops the old worker so the page comes from the
 * server. Either way the load cannot get the old shell.
 */
export function loadNewBuild(to: string, load: (to: string) => void): void {
  const controlled = 'serviceWorker' in navigator && Boolean(navigator.serviceWorker.controller);
  if (!controlled || !registration) {
    load(to);
    return;
  }
  if (waiting && skipWaiting) {
    const fallback = window.setTimeout(() => void dropWorker().then(() => load(to)), TAKE_OVER_MS);
    onControl = () => {
      window.clearTimeout(fallback);
      load(to);
    };
    void skipWaiting();
    return;
  }
  void dropWorker().then(() => load(to));
}

async function dropWorker(): Promise<void> {
  await registration?.unregister().catch(() => false);
}
