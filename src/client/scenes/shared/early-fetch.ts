/**
 * Fetches started before a scene's code (and Pixi) arrive, handed to Pixi's loader when it asks
 * for the same URL (textures.ts routes Pixi's `fetch` through `takeEarlyFetch`): the very request
 * the loader would make, started earlier, with no second download and no `<link rel=preload>` to
 * match (a preload the loader's request does not match exactly, or reaches late, is fetched twice
 * and warned of on the console). No Pixi here: read by the screens' chunks.
 */

/** The early fetches, by absolute URL, until the loader takes each (once). */
const early = new Map<string, Promise<Response>>();
const absolute = (url: string) => new URL(url, location.href).href;

/** Bytes in, and expected (0 while unknown), of an early fetch as it goes. */
export type OnBytes = (loaded: number, total: number, done: boolean) => void;

/**
 * Reads a response whole (so the download runs at full speed while the scene's code and WebGL
 * start, not held back until the loader reads it), telling `onBytes` as it goes; answers a fresh
 * Response over the bytes read.
 */
async function readWhole(res: Response, onBytes?: OnBytes): Promise<Response> {
  if (!res.ok || !res.body) return res;
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
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** Starts fetching `url` now (once a page), for the loader to take later. */
export function fetchEarly(url: string, onBytes?: OnBytes): void {
  const key = absolute(url);
  if (early.has(key)) return;
  const started = fetch(url).then((res) => readWhole(res, onBytes));
  // A failed early fetch is the loader's to ask again (its own fetch, with its retries).
  started.catch(() => early.delete(key));
  early.set(key, started);
}

/** The early fetch of `url`, once (the loader then reads its body), or undefined. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const found = early.get(key);
  early.delete(key);
  return found;
}
