/**
 * A screen's code loaded ahead of the navigation to it. The router provides the loading (it knows
 * the routes); a screen asks for it by path, with no import of the route table (whose lazy screens
 * include its own).
 */
let provided: ((pathname: string) => void) | null = null;

/** The router's way to load a path's screen and layout code (routes.tsx). */
export function provideScreenAhead(load: (pathname: string) => void): void {
  provided = load;
}

/**
 * Starts loading the code of the screen at `path` and of its layout, before the navigation there:
 * a sign-in starts it on the press, beside its own request, so the screen's code (and what its
 * modules start as they run: the map's scene code and atlas) does not wait for the answer. The
 * route's own load then finds the same modules.
 */
export function loadScreenAhead(path: string): void {
  provided?.(new URL(path, location.origin).pathname);
}
