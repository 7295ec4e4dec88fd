/**
 * Navigation for code outside React (the api client): the router registers its navigate function
 * at start-up; before that, or in tests, the browser location is used.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);
let fullLoad: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigate = fn;
}

/** The sign-in page, remembering where the player was going. */
export function authPath(from?: string): string {
  if (!from || from === '/' || from.startsWith('/auth')) return '/auth';
  return `/auth?redirect=${encodeURIComponent(from)}`;
}

/** Sends the player to /auth (after a 401 or when no token is held). */
export function goToAuth(): void {
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  navigate(authPath(here));
}

/** Replaces the full page load (tests; jsdom cannot navigate). */
export function setFullLoad(fn: Navigate): void {
  fullLoad = fn;
}

/** Loads `to` from the server: a new build, or a screen whose code chunk went missing. */
export function loadPage(to: string): void {
  fullLoad(to);
}
