/**
 * GET /api/_auth/session (no retry; only `user` is read; a failure is a signed-out session) and
 * DELETE /api/_auth/session.
 */
import type { SessionUser } from '../../contract/views.ts';
import { useSession } from './session-store.ts';
import { isGatewayStatus, serverAnswered, serverUnreachable } from '../game/connection.ts';

let pending: Promise<SessionUser | null> | null = null;

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/_auth/session', { headers: { accept: 'application/json' } });
    if (isGatewayStatus(res.status)) serverUnreachable();
    else serverAnswered();
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: SessionUser } | null;
    return body?.user ?? null;
  } catch (e) {
    // No answer at all: the page came from the service worker's copy and the server is not there.
    console.error('session fetch failed', e);
    serverUnreachable();
    return null;
  }
}

/** Loads the session once (later calls reuse the answer); `force` asks again, e.g. after signing in. */
export async function loadSession(force = false): Promise<SessionUser | null> {
  if (!force && useSession.getState().loaded) return useSession.getState().user;
  if (!pending || force) {
    pending = fetchSession().then((user) => {
      useSession.getState().setUser(user);
      pending = null;
      return user;
    });
  }
  return pending;
}

/** Signs out on the server, then empties the session whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await fetch('/api/_auth/session', { method: 'DELETE', headers: { accept: 'application/json' } });
  } catch (e) {
    console.error('sign out failed', e);
  }
  useSession.getState().clear();
}
