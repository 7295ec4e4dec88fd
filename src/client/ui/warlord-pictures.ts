import { outfitImages, outfitOf } from '../scenes/warlord/warlord-outfit.ts';

/**
 * The one preload of the Warlord's pictures for the pages (no canvas): the HUD avatar, the
 * leaderboard's podium and the portrait on /pocket and /profile all draw WarlordPicture, which
 * asks here. Each picture is fetched and decoded once per page life; its decoded image is kept
 * (so the browser keeps it in its memory cache), and a figure whose pictures are all in draws
 * them in its first frame, all together. The landing page's hero is one pre-drawn picture of its
 * own (assets/src/misc/landing.ts), not these parts.
 */

const loads = new Map<string, Promise<void>>();
const kept = new Map<string, HTMLImageElement>();
const done = new Set<string>();

function load(src: string): Promise<void> {
  let p = loads.get(src);
  if (!p) {
    const img = new Image();
    img.decoding = 'async';
    img.src = src;
    kept.set(src, img);
    // A picture that fails counts as done: the figure is drawn without it rather than never.
    p = (typeof img.decode === 'function' ? img.decode() : Promise.reject(new Error('no decode')))
      .catch(() => undefined)
      .then(() => void done.add(src));
    loads.set(src, p);
  }
  return p;
}

/** Fetches and decodes every picture of `urls` (each once a page life); resolves when all are in. */
export function preloadPictures(urls: readonly string[]): Promise<void> {
  return Promise.all(urls.map(load)).then(() => undefined);
}

/** Whether every picture of `urls` has been fetched and decoded (so it can be drawn at once). */
export function picturesReady(urls: readonly string[]): boolean {
  return urls.every((u) => done.has(u));
}

/** Every picture a Warlord wearing these traits and items is drawn from, its background too unless left out. */
export function warlordPictures(
  appliedTraits: readonly number[],
  appliedItems: readonly number[] = [],
  background = true,
): string[] {
  const outfit = outfitOf(appliedTraits, appliedItems);
  const bg = background ? outfit.layers.Background : null;
  return [...outfitImages(outfit), ...(bg ? [bg] : [])];
}

/** Starts loading a Warlord's pictures ahead of the page that shows it (the pocket, as soon as its answer is in). */
export function preloadWarlord(appliedTraits: readonly number[], appliedItems: readonly number[] = []): void {
  void preloadPictures(warlordPictures(appliedTraits, appliedItems));
}

/** Forgets every load (tests). */
export function resetPictures(): void {
  loads.clear();
  kept.clear();
  done.clear();
}
