/** A stand-in origin: a path is judged by where it leads from the site's own origin. */
const HERE = 'https://warlords.invalid';

/** The longest path a sign-in goes back to. */
const MAX_RETURN = 512;

/**
 * The path of this site a sign-in may go back to, as the browser will read it, or null. The
 * path is judged after URL parsing, not as sent: the parser drops tabs and line breaks and reads
 * `\` as `/`, so `/\t/evil.example` is `//evil.example`, another site. What comes back is the
 * parsed path (with its query and fragment), so the answer's Location is exactly what was judged.
 */
export function safeReturnPath(target: string | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return null;
  }
  // Another origin, or a path a browser would read as one (`//host` after dot segments).
  if (url.origin !== HERE || url.pathname.startsWith('//')) return null;
  // The API is no page to land on.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length <= MAX_RETURN ? path : null;
}
