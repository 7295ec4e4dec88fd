/**
 * Fetches started before a scene's code (and Pixi) arrive, handed to Pixi's loader when it asks
 * for the same URL (textures.ts routes Pixi's `fetch` through `takeEarlyFetch`): the very request
 * the loader would make, started earlier, with no second download and no `<link rel=preload>` to
 * match (a preload the loader's request does not match exactly, or reaches late, is fetched twice
 * and warned of on the console). No Pixi here: read by the screens' chunks.
 */
import { hasToken, useSession } from '../../session/session-store.ts';

/** The early fetches, by absolute URL, until the loader takes each (once). */
const early = new Map<string, Promise<Response>>();
/** The early decodes of fetched pictures, by absolute URL, until the loader takes each (once). */
const decodes = new Map<string, Promise<ImageBitmap>>();
/** What the loader has taken already: it keeps those (its cache), so no scene asks for them again. */
const taken = new Set<string>();
const absolute = (url: string) => new URL(url, location.href).href;

/** How long an early decode nobody took is kept before its pixels are let go. */
const UNTAKEN_DECODE_MS = 60_000;

/** Bytes in, and expected (0 while unknown), of an early fetch as it goes. */
export type OnBytes = (loaded: number, total: number, done: boolean) => void;

/**
 * Reads a response whole (so the download runs at full speed while the scene's code and WebGL
 * start, not held back until the loader reads it), telling `onBytes` as it goes; answers a fresh
 * Response over the bytes read, and the bytes.
 */
async function readWhole(res: Response, onBytes?: OnBytes): Promise<{ response: Response; body?: Blob }> {
  if (!res.ok || !res.body) return { response: res };
  const expected = Number(res.headers.get('content-length')) || 0;
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    onBytes?.(loaded, Math.max(expected, loaded), false);
  }
  onBytes?.(loaded, loaded, true);
  const body = new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? '' });
  const response = new Response(body, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
  return { response, body };
}

/** The bytes of each early fetch, by absolute URL, for a decode asked for later (`decodeEarly`). */
const bodies = new Map<string, Promise<Blob | undefined>>();

/** How an early fetch goes: its progress, whether its picture is decoded at once, its priority. */
export interface EarlyOptions {
  onBytes?: OnBytes;
  /** Decode the picture as soon as it is in (`decodeEarly`). */
  decode?: boolean;
  /**
   * The request's priority (fetch's `priority`): `low` for a download that must not hold back what
   * the page shows first (the portrait's atlases behind the DOM figure's pictures).
   */
  priority?: RequestPriority;
}

/**
 * Starts fetching `url` now (once a page, and not once the loader has taken it: a screen opened
 * after another scene loaded the same atlas), for the loader to take later.
 */
export function fetchEarly(url: string, { onBytes, decode = false, priority }: EarlyOptions = {}): void {
  const key = absolute(url);
  if (taken.has(key)) return;
  if (!early.has(key)) {
    const read = fetch(url, priority ? { priority } : undefined).then((res) => readWhole(res, onBytes));
    const started = read.then((r) => r.response);
    // A failed early fetch is the loader's to ask again (its own fetch, with its retries).
    started.catch(() => {
      early.delete(key);
      bodies.delete(key);
    });
    early.set(key, started);
    // No bytes where the fetch failed: a decode asked for then leaves the loader its own.
    bodies.set(
      key,
      read.then(
        (r) => r.body,
        () => undefined,
      ),
    );
  }
  if (decode) decodeEarly(url);
}

/**
 * Decodes the picture an early fetch brings (`createImageBitmap`, off the page's thread, as Pixi's
 * loader decodes it) as soon as it is in, for the loader to take with `takeEarlyDecode`: the decode
 * then overlaps the scene's code arriving and starting (or the scene's WebGL start) instead of
 * following them. Once a picture; nothing without an early fetch of it.
 */
export function decodeEarly(url: string): void {
  const key = absolute(url);
  const body = bodies.get(key);
  if (!body || decodes.has(key) || typeof createImageBitmap !== 'function') return;
  const bitmap = body.then((b) => {
    if (!b) throw new Error(`no picture at ${url}`);
    return createImageBitmap(b);
  });
  // A failed decode leaves the loader its own (takeEarlyDecode answers it; the loader falls back).
  bitmap.catch(() => undefined);
  decodes.set(key, bitmap);
  window.setTimeout(() => {
    if (decodes.get(key) !== bitmap) return;
    decodes.delete(key);
    void bitmap.then(
      (b) => b.close(),
      () => undefined,
    );
  }, UNTAKEN_DECODE_MS);
}

/** The early fetch of `url`, once (the loader then reads its body), or undefined. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const found = early.get(key);
  if (found) taken.add(key);
  early.delete(key);
  bodies.delete(key);
  return found;
}

/**
 * The early decode of the picture at `url`, once, or undefined: the loader then needs neither its
 * bytes (its early fetch goes too) nor a decode of its own.
 */
export function takeEarlyDecode(url: string): Promise<ImageBitmap> | undefined {
  const key = absolute(url);
  const found = decodes.get(key);
  if (!found) return undefined;
  taken.add(key);
  decodes.delete(key);
  early.delete(key);
  bodies.delete(key);
  return found;
}

/**
 * Starts an atlas's spritesheet (`….png.json`) and its page (the `.png` beside it); `onBytes` and
 * `decode` are the page's.
 */
export function fetchSheetEarly(sheet: string, { priority, ...page }: EarlyOptions = {}): void {
  fetchEarly(sheet, { priority });
  fetchEarly(sheet.replace(/\.json$/, ''), { ...page, priority });
}

/**
 * Runs `then` once a player is signed in: now, or when the session first holds a token (a screen's
 * code may run before: a sign-in starts it on the press, beside its own request, and a route's
 * loader beside the session check).
 */
export function whenSignedIn(then: () => void): void {
  if (hasToken()) return then();
  const stop = useSession.subscribe((s) => {
    if (!s.user?.token) return;
    stop();
    then();
  });
}
