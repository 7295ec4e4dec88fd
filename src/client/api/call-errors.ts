/**
 * What the player is shown of a failed call, wherever it was made from (a screen's read, a
 * prefetch, a write): hung on the query client's caches (query-client.ts), so the HTTP client
 * (client.ts) only says what happened. A 401 ends the session and goes to /auth; no answer from
 * the game server shows the connection banner (game/connection.ts); a write's refusal is told in
 * an error toast. A failed read shows no toast: the screen keeps its last figures. A write that got
 * no answer is told in the banner ("Your last action got no answer"), and one held back while the
 * banner shows is told by the button's reason: no toast beside the banner (the review saw both at
 * once for one stop of the server).
 */
import { goToAuth } from '../app/navigation.ts';
import { connectionLost, useConnection, writeLost } from '../game/connection.ts';
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
  if (error.lost) return writeLost();
  signOutOrLose(error);
  const heldBack = error.status === 0 && useConnection.getState().lostAt !== null;
  if (error.forPlayer && !heldBack) showError(error.message);
}
