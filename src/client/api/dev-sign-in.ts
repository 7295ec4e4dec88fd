import type { SessionUser } from '../../contract/views.ts';
import { showError } from '../ui/toast.ts';
import { newIdempotencyKey } from './idempotency.ts';

/** POST /api/_auth/dev {username}: the signed-in user, or null after an error toast. */
export async function devSignIn(username: string): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/_auth/dev', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': newIdempotencyKey(),
      },
      body: JSON.stringify({ username }),
    });
    const body = (await res.json().catch(() => null)) as {
      res?: { user?: SessionUser };
      err?: string;
    } | null;
    if (res.ok && body?.res?.user) return body.res.user;
    showError(res.status === 404 ? 'Development sign-in is off on this server' : body?.err);
    return null;
  } catch {
    showError('The server did not answer: try again once it is back');
    return null;
  }
}
