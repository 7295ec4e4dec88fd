/**
 * The pictures a reveal opens on (a crate, the loot, the gumball machine), fetched ahead of the
 * press and kept as elements: the pop-up shows the very element that was fetched and decoded, so
 * its first frame has the picture whatever the browser's caches do (a cache turned off, a memory
 * cache that let a decoded picture go). A new <img> of the same address could still wait for it.
 */
const pictures = new Map<string, HTMLImageElement>();

/** Fetches and decodes `source` once, and keeps it. */
export function preloadPicture(source: string): HTMLImageElement {
  let img = pictures.get(source);
  if (!img) {
    img = new Image();
    img.decoding = 'sync';
    img.alt = '';
    img.draggable = false;
    img.src = source;
    // Decoded now, so its first frame in a pop-up need not wait (not every DOM has decode).
    void img.decode?.().catch(() => undefined);
    pictures.set(source, img);
  }
  return img;
}

/**
 * The element to show `source` with: the one fetched ahead, or, while that one stands in another
 * pop-up (one closing as the next opens), a copy of it.
 */
export function pictureElement(source: string): HTMLImageElement {
  const img = preloadPicture(source);
  return img.isConnected ? (img.cloneNode() as HTMLImageElement) : img;
}
