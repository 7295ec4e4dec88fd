import { Assets, Texture, type Spritesheet, type UnresolvedAsset } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';
import { atlasOf, atlasPlans, atlasUrl } from './atlas-plan.ts';
import { sceneResolution, screenDensity } from './webgl.ts';

/**
 * The scenes' one way to their pictures. A scene asks for pictures by their /images/... path, as
 * it always did; the pictures packed in a sprite atlas (atlas-plan.ts) come from that atlas,
 * loaded as a Pixi Assets bundle of the atlas's name, and any other picture from its single
 * image. Each atlas comes in two densities, @1x and @2x; Pixi's resolver picks the one matching
 * the scenes' resolution (texturePreference), so the art stays sharp on a tablet's DPR 2.
 */

/** The atlas density the scenes draw at: @2x where the scenes draw more than one pixel per CSS pixel. */
export function atlasDensity(): 1 | 2 {
  return sceneResolution() > 1 ? 2 : 1;
}

/**
 * The map's atlas comes at the screen's density whatever the renderer: the map draws at the
 * screen's pixel ratio at rest (PixiCanvas `crisp`), the other scenes at `atlasDensity`.
 */
const SHARP_ATLASES = new Set(['map']);

/** Frames go into Pixi's cache under this prefix, so no single image of the same path collides. */
const FRAME_PREFIX = 'atlas:';
const atlasAlias = (name: string) => `atlas/${name}`;

/** An atlas's Assets bundle: one spritesheet, at @1x and @2x, for the resolver to choose from. */
export function atlasBundle(name: string): UnresolvedAsset[] {
  return [
    {
      alias: atlasAlias(name),
      src: SHARP_ATLASES.has(name)
        ? [atlasUrl(name, screenDensity())]
        : [atlasUrl(name, 1), atlasUrl(name, 2)],
      data: { cachePrefix: FRAME_PREFIX },
    },
  ];
}

let started: Promise<void> | null = null;

/** Pixi's Assets, set up once: no workers (the page's CSP allows no blob workers), one bundle per atlas. */
function assetsReady(): Promise<void> {
  started ??= Assets.init({
    // Every picture is a PNG: no need to probe for AVIF and WebP first.
    skipDetections: true,
    preferences: { preferWorkers: false },
    texturePreference: { resolution: atlasDensity(), format: ['png'] },
    // A fetch that fails on the way (a service worker installing beside it, a flaky network) is
    // asked again before the scene falls back to single pictures: the fallback downloads every
    // picture again, and the atlas after it for the next scene that asks.
    loadOptions: { strategy: 'retry', retryCount: 2, retryDelay: 250 },
  }).then(() => {
    for (const plan of atlasPlans())
      if (!Assets.resolver.hasBundle(plan.name)) Assets.addBundle(plan.name, atlasBundle(plan.name));
  });
  return started;
}

type Progress = (progress: number) => void;

/** Loads the atlases and single images holding `urls`; those that fail are left out. */
async function loadPictures(
  urls: readonly string[],
  onProgress?: Progress,
): Promise<Record<string, Texture>> {
  await assetsReady();
  const bundles = [...new Set(urls.flatMap((url) => atlasOf(url) ?? []))];
  const singles = urls.filter((url) => atlasOf(url) === undefined).length;
  const bundleShare = bundles.map(() => 0);
  let singlesDone = 0;
  const report = () => {
    const share = bundleShare.reduce((sum, p) => sum + p, 0);
    onProgress?.((share + Math.min(singles, singlesDone)) / (bundles.length + singles));
  };
  // Each atlas loads as its own bundle (side by side), so one that fails leaves the others.
  const sheets = await Promise.all(
    bundles.map((name, i) =>
      Assets.loadBundle(name, (p) => {
        bundleShare[i] = p;
        report();
      }).then(
        (assets: Record<string, Spritesheet>) => [name, assets[atlasAlias(name)]] as const,
        () => [name, undefined] as const,
      ),
    ),
  );
  const byName = new Map(sheets);
  for (const [name, sheet] of sheets) if (sheet) performance.mark(`atlas-loaded:${name}`);
  const out: Record<string, Texture> = {};
  for (const url of urls) {
    const name = atlasOf(url);
    const frame = name ? byName.get(name)?.textures[url] : undefined;
    if (frame) out[url] = frame;
  }
  // Any picture no atlas gave (not in one, or its atlas failed) comes from its single image.
  const loaded = await Promise.all(
    urls
      .filter((url) => !out[url])
      .map((url) =>
        Assets.load<Texture>(url).then(
          (t) => {
            singlesDone++;
            report();
            return [url, t] as const;
          },
          () => null,
        ),
      ),
  );
  for (const pair of loaded) if (pair && pair[1] !== Texture.EMPTY) out[pair[0]] = pair[1];
  return out;
}

/**
 * The textures of some pictures (/images/... paths), from their atlases (cached across scenes).
 * A picture that fails to load is left out, so a scene draws without it rather than failing.
 * `onProgress` hears Pixi's loading progress (0 to 1), for a loading bar.
 */
export function useTextures(urls: readonly string[], onProgress?: Progress): Record<string, Texture> {
  const [textures, setTextures] = useState<Record<string, Texture>>({});
  const progress = useRef(onProgress);
  useEffect(() => {
    progress.current = onProgress;
  });
  const key = urls.join('|');
  useEffect(() => {
    let live = true;
    const list = key ? key.split('|') : [];
    void loadPictures(list, (p) => live && progress.current?.(p)).then((loaded) => {
      if (!live) return;
      progress.current?.(1);
      setTextures(loaded);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return textures;
}

/**
 * Starts loading pictures before a scene's renderer exists (Pixi's Assets need none), so the
 * downloads and decoding overlap the WebGL start-up; `useTextures` on the same paths then gets
 * the same loads from Pixi's cache.
 */
export function preloadTextures(urls: readonly string[]): void {
  void loadPictures(urls).catch(() => undefined);
}

/**
 * The textures of some pictures, for a scene that loads in its `prepare` (app-screen.ts) rather
 * than through a hook; those that fail to load are left out.
 */
export function loadTextures(urls: readonly string[]): Promise<Record<string, Texture>> {
  return loadPictures(urls);
}
