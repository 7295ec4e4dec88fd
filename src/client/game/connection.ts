import { create } from 'zustand';

/**
 * The wait between two asks whether the server is back, while the page is seen: a second, so the
 * banner goes within about a second of the server's return (it stayed 5 s and more with a wait that
 * doubled to 8 s). An ask is one small GET /api/health.
 */
export const RETRY_MS = 1000;
/** The wait while the page is hidden: it asks again at once when it is shown (or the network returns). */
export const HIDDEN_RETRY_MS = 8000;

/** How long to wait before the next ask: a second while the page is seen, 8 s while it is hidden. */
export function retryDelay(hidden = document.visibilityState === 'hidden'): number {
  return hidden ? HIDDEN_RETRY_MS : RETRY_MS;
}

interface ConnectionState {
  /** Since when the server has not answered (ms), or null while it answers. */
  lostAt: number | null;
  /**
   * The game started (from the service worker's copy) but the server never answered its first
   * call: the offline screen shows instead of the game (layouts/offline-screen.tsx).
   */
  unreachable: boolean;
  /** How many screens' code waits for the server (a route clicked while it was down). */
  waitingScreens: number;
  /** A write of the player's got no answer while lost: the banner says so (no toast beside it). */
  writeUnanswered: boolean;
}

/** Whether the game server answers: set by the api client, read by the banner and the write buttons. */
export const useConnection = create<ConnectionState>()(() => ({
  lostAt: null,
  unreachable: false,
  waitingScreens: 0,
  writeUnanswered: false,
}));

/** The first call of this page load found no server (a network failure, or a proxy's 502-504). */
export function serverUnreachable(): void {
  useConnection.setState({ unreachable: true });
}

/**
 * Whether a start-up call's answer means no server behind a proxy (a gateway's 502 or 504). A 503
 * is the game server's own (its database busy): it is there, and the session counts as signed out.
 */
export function isGatewayStatus(status: number): boolean {
  return status === 502 || status === 504;
}

/** An ask that got nothing back by then counts as no answer (a server stopped, not closed, holds it). */
const PING_TIMEOUT_MS = 5000;

/** Asks the server whether it is there (GET /api/health, never from a cache). */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(PING_TIMEOUT_MS) }))
      .ok;
  } catch {
    return false;
  }
}

/**
 * Whether the server is out of reach: the connection is lost already (the banner shows), or it
 * does not answer now, which shows the banner. What failed then was the network's, not the page's.
 */
export async function networkDown(): Promise<boolean> {
  if (useConnection.getState().lostAt !== null) return true;
  if (await serverAnswers()) return false;
  connectionLost();
  return true;
}

/** Why game writes are off now, or null when they can go. */
export function writesBlocked(s: ConnectionState = useConnection.getState()): string | null {
  return s.lostAt === null ? null : 'Connection lost: game actions wait until the server is back';
}

let probe: number | undefined;
let onBack: () => void = () => undefined;

/** What to do when the server answers again (the app refreshes every read). */
export function whenBack(fn: () => void): void {
  onBack = fn;
}

const ping = serverAnswers;

function schedule(): void {
  window.clearTimeout(probe);
  probe = window.setTimeout(() => void check(), retryDelay());
}

/**
 * The game server answered (the probe, or any call with a status but a proxy's for a server that is
 * down): while the banner shows, that is the server back, without waiting for the next ask. The
 * banner goes and every read is refreshed.
 */
export function serverAnswered(): void {
  if (useConnection.getState().lostAt === null) return;
  stopAsking();
  useConnection.setState({ lostAt: null, writeUnanswered: false });
  onBack();
}

/**
 * Stops the asks and the wake watch of a lost page (the server is back; a test suite's file ends
 * with its page, tests/client/fresh-stores.ts).
 */
export function stopAsking(): void {
  window.clearTimeout(probe);
  unwatchWake();
}

/** Asks the server; back: clears the banner and refreshes, else asks again after the wait. */
async function check(): Promise<void> {
  window.clearTimeout(probe);
  if (await ping()) return serverAnswered();
  if (useConnection.getState().lostAt === null) return;
  schedule();
}

/** What makes a lost page ask at once: the network back, the window focused, the page shown. */
function wake(): void {
  if (document.visibilityState !== 'hidden') retryNow();
}
function watchWake(): void {
  window.addEventListener('online', wake);
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', wake);
}
function unwatchWake(): void {
  window.removeEventListener('online', wake);
  window.removeEventListener('focus', wake);
  document.removeEventListener('visibilitychange', wake);
}

/** The server did not answer: show the banner and ask again every second until it does. */
export function connectionLost(now = Date.now()): void {
  if (useConnection.getState().lostAt !== null) return;
  useConnection.setState({ lostAt: now });
  watchWake();
  schedule();
}

/** A write of the player's got no answer: the server is lost, and the banner says the write too. */
export function writeLost(now = Date.now()): void {
  connectionLost(now);
  useConnection.setState({ writeUnanswered: true });
}

/** Asks the server at once (the banner's Retry, a wake), instead of waiting for the next try. */
export function retryNow(): void {
  if (useConnection.getState().lostAt !== null) void check();
}

/**
 * Resolves once the server answers again (at once if it does now); rejects when `signal` aborts
 * (the player went elsewhere meanwhile).
 */
export function untilBack(signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (useConnection.getState().lostAt === null) return resolve();
    const stop = useConnection.subscribe((s) => {
      if (s.lostAt !== null) return;
      finish();
      resolve();
    });
    const abort = () => {
      finish();
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const finish = () => {
      stop();
      signal?.removeEventListener('abort', abort);
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort);
  });
}
