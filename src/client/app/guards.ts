/**
 * Route guards, declared by name in the route table (product-spec section 6): 'auth' on the
 * signed-in routes, 'login' on /auth. A guard throws a redirect when the player may not enter, one
 * that replaces the page it refused in the history: Back then goes to the page before it, not to
 * the refused page and its redirect again (after sign-out, Back kept the player on /auth).
 */
import { replace } from 'react-router';
import { loadSession } from '../session/session-api.ts';
import { hasToken } from '../session/session-store.ts';
import { authPath } from './navigation.ts';
import { useConnection } from '../game/connection.ts';

export type Guard = (url: URL) => Promise<void>;

/** Where a signed-in player lands by default. */
export const HOME_SIGNED_IN = '/expedition';

/** A stand-in origin: a path is judged by where it leads from the site's own origin. */
const HERE = 'https://warlords.invalid';

/**
 * Only a same-site path is followed after signing in, judged after URL parsing as the browser
 * will read it (the parser drops tabs and line breaks and reads `\` as `/`: `/\t/evil.example` is
 * `//evil.example`, another site); the parsed path is what is followed.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/')) return HOME_SIGNED_IN;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return HOME_SIGNED_IN;
  }
  if (url.origin !== HERE || url.pathname.startsWith('//')) return HOME_SIGNED_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const GUARDS: Record<string, Guard> = {
  /** Signed-in routes: without a token the player goes to /auth, remembering where they were going. */
  auth: async (url) => {
    await loadSession();
    // No server: the offline screen shows over this page, which stays where it is for the retry.
    if (useConnection.getState().unreachable) return;
    if (!hasToken()) throw replace(authPath(url.pathname + url.search));
  },
  /** /auth: a signed-in player has nothing to do there and goes on to where they were going. */
  login: async (url) => {
    await loadSession();
    if (hasToken()) throw replace(safeRedirect(url.searchParams.get('redirect')));
  },
};

/** The guard of a name; an unknown name is a programming error caught at start-up. */
export function guardByName(name: string, guards: Record<string, Guard> = GUARDS): Guard {
  const guard = guards[name];
  if (!guard) throw new Error(`Unknown route guard: ${name}`);
  return guard;
}
