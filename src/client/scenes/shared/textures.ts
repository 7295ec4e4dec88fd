import { Assets, Texture } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';

// The page's CSP allows no blob workers: images are decoded on the main thread.
Assets.setPreferences({ preferWorkers: false });

/**
 * The textures of some image paths, loaded through Pixi's Assets (cached across scenes). A path
 * that fails to load is left out, so a scene draws without it rather than failing. `onProgress`
 * hears Pixi's loading progress (0 to 1), for a loading bar.
 */
export function useTextures(
  urls: readonly string[],
  onProgress?: (progress: number) => void,
): Record<string, Texture> {
  const [textures, setTextures] = useState<Record<string, Texture>>({});
  const progress = useRef(onProgress);
  useEffect(() => {
    progress.current = onProgress;
  });
  const key = urls.join('|');
  useEffect(() => {
    let live = true;
    const list = key ? key.split('|') : [];
    const load = async (): Promise<Record<string, Texture>> => {
      try {
        return await Assets.load<Texture>(list, (p) => live && progress.current?.(p));
      } catch {
        // One bad file fails the batch: load them one by one, keeping those that arrive.
        const pairs = await Promise.all(
          list.map((url) =>
            Assets.load<Texture>(url).then(
              (t) => [url, t] as const,
              () => null,
            ),
          ),
        );
        return Object.fromEntries(pairs.filter((p) => p !== null));
      }
    };
    void load().then((loaded) => {
      if (!live) return;
      progress.current?.(1);
      setTextures(Object.fromEntries(Object.entries(loaded).filter(([, t]) => t !== Texture.EMPTY)));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return textures;
}

/**
 * Starts loading images before a scene's renderer exists (Pixi's Assets need none), so the
 * downloads and decoding overlap the WebGL start-up; `useTextures` on the same paths then gets
 * the same loads from Pixi's cache.
 */
export function preloadTextures(urls: readonly string[]): void {
  void Assets.load<Texture>([...urls]).catch(() => undefined);
}
