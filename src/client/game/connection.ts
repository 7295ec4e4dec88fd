import { create } from 'zustand';

/** How often the server is asked whether it is back, while it is down. */
export const RETRY_MS = 2000;

interface ConnectionState {
  /** Since when the server has not answered (ms), or null while it answers. */
  lostAt: number | null;
  /**
   * The game started (from the service worker's copy) but the server never answered its first
   * call: the offline screen shows instead of the game (layouts/offline-screen.tsx).
   */
  unreachable: boolean;
}

/** Whether the game server answers: set by the api client, read by the banner and the write buttons. */
export const useConnection = create<ConnectionState>()(() => ({ lostAt: null, unreachable: false }));

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
let onBack: () => void = () => undefined;

/** What to do when the server answers again (the app refreshes every read). */
export function whenBack(fn: () => void): void {
  onBack = fn;
}

const ping = serverAnswers;

/** Asks the server; back: clears the banner and refreshes, else asks again in RETRY_MS. */
async function check(): Promise<void> {
  window.clearTimeout(probe);
  if (await ping()) {
    if (useConnection.getState().lostAt === null) return;
    useConnection.setState({ lostAt: null });
    onBack();
    return;
  }
  window.clearTimeout(probe);
  probe = window.setTimeout(() => void check(), RETRY_MS);
}

/** The server did not answer: show the banner and ask again every RETRY_MS until it does. */
export function connectionLost(now = Date.now()): void {
  if (useConnection.getState().lostAt !== null) return;
  useConnection.setState({ lostAt: now });
  window.clearTimeout(probe);
  probe = window.setTimeout(() => void check(), RETRY_MS);
}

/** Asks the server at once (the banner's Retry), instead of waiting for the next try. */
export function retryNow(): void {
  if (useConnection.getState().lostAt !== null) void check();
}
