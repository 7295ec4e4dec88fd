import { create } from 'zustand';

/** The first wait before the server is asked again whether it is back; each miss doubles it. */
export const RETRY_MS = 1000;
/** The longest wait between two asks while the server is down. */
export const MAX_RETRY_MS = 8000;

/** How long to wait after `misses` asks in a row went unanswered (1, 2, 4, 8, 8… s). */
export function retryDelay(misses: number): number {
  return Math.min(RETRY_MS * 2 ** Math.max(0, misses), MAX_RETRY_MS);
}

interface ConnectionState {
  /** Since when the server has not answered (ms), or null while it answers. */
  lostAt: number | null;
  /**
   * The game started (from the service worker's copy) but the server never answered its first
   * call: the offline screen shows instead of the game (layouts/offline-screen.tsx).
   */
  unreachable: boolean;
  /** When the next ask is due (ms), while lost: the banner counts down to it. */
  nextTryAt: number | null;
  /** How many screens' code waits for the server (a route clicked while it was down). */
  waitingScreens: number;
  /** A write of the player's got no answer while lost: the banner says so (no toast beside it). */
  writeUnanswered: boolean;
}

/** Whether the game server answers: set by the api client, read by the banner and the write buttons. */
export const useConnection = create<ConnectionState>()(() => ({
  lostAt: null,
  unreachable: false,
  nextTryAt: null,
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

/** Asks the server whether it is there (GET /api/health, never from a cache). */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Why game writes are off now, or null when they can go. */
export function writesBlocked(s: ConnectionState = useConnection.getState()): string | null {
  return s.lostAt === null ? null : 'Connection lost: game actions wait until the server is back';
}

let probe: number | undefined;
let misses = 0;
let onBack: () => void = () => undefined;

/** What to do when the server answers again (the app refreshes every read). */
export function whenBack(fn: () => void): void {
  onBack = fn;
}

const ping = serverAnswers;

function schedule(): void {
  window.clearTimeout(probe);
  const wait = retryDelay(misses);
  useConnection.setState({ nextTryAt: Date.now() + wait });
  probe = window.setTimeout(() => void check(), wait);
}

/** Asks the server; back: clears the banner and refreshes, else asks again after a longer wait. */
async function check(): Promise<void> {
  window.clearTimeout(probe);
  if (await ping()) {
    if (useConnection.getState().lostAt === null) return;
    misses = 0;
    useConnection.setState({ lostAt: null, nextTryAt: null, writeUnanswered: false });
    onBack();
    return;
  }
  if (useConnection.getState().lostAt === null) return;
  misses += 1;
  schedule();
}

/** The server did not answer: show the banner and ask again, 1 s, then 2, 4 and every 8 s, until it does. */
export function connectionLost(now = Date.now()): void {
  if (useConnection.getState().lostAt !== null) return;
  misses = 0;
  useConnection.setState({ lostAt: now });
  schedule();
}

/** A write of the player's got no answer: the server is lost, and the banner says the write too. */
export function writeLost(now = Date.now()): void {
  connectionLost(now);
  useConnection.setState({ writeUnanswered: true });
}

/** Asks the server at once (the banner's Retry), instead of waiting for the next try. */
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
