import { Assets, Texture } from 'pixi.js';
import { useEffect, useState } from 'react';

// The page's CSP allows no blob workers: images are decoded on the main thread.
Assets.setPreferences({ preferWorkers: false });

/**
 * The textures of some image paths, loaded through Pixi's Assets (cached across scenes). A path
 * that fails to load is left out, so a scene draws without it rather than failing.
 */
export function useTextures(urls: readonly string[]): Record<string, Texture> {
  const [textures, setTextures] = useState<Record<string, Texture>>({});
  const key = urls.join('|');
  useEffect(() => {
    let live = true;
    const list = key ? key.split('|') : [];
    void Promise.all(
      list.map((url) =>
        Assets.load<Texture>(url).then(
          (t) => [url, t] as const,
          () => [url, Texture.EMPTY] as const,
        ),
      ),
    ).then((pairs) => {
      if (live) setTextures(Object.fromEntries(pairs.filter(([, t]) => t !== Texture.EMPTY)));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return textures;
}
