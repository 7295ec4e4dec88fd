/**
 * What the player is shown of a failed call, wherever it was made from (a screen's read, a
 * prefetch, a write): hung on the query client's caches (query-client.ts), so the HTTP client
 * (client.ts) only says what happened. A 401 ends the session and goes to /auth; no answer from
 * the game server shows the connection banner (game/connection.ts); a write's refusal is told in
 * an error toast. A failed read shows no toast: the screen keeps its last figures.
 */
import { goToAuth } from '../app/navigation.ts';
import { connectionLost } from '../game/connection.ts';
import { useSession } from '../session/session-store.ts';
import { showError } from '../ui/toast.ts';
import { ApiError } from './client.ts';

function signOutOrLose(error: ApiError): void {
  if (error.lost) connectionLost();
  if (error.status === 401) {
    useSession.getState().clear();
    goToAuth();
  }
}

/** A read failed (the QueryCache's onError). */
export function onReadError(error: unknown): void {
  if (error instanceof ApiError) signOutOrLose(error);
}

/** A write failed (the MutationCache's onError). */
export function onWriteError(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  signOutOrLose(error);
  if (error.forPlayer) showError(error.message);
}
