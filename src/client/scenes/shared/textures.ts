import {
  Assets,
  createTexture,
  DOMAdapter,
  getResolutionOfUrl,
  ImageSource,
  loadTextures as pixiTextureLoader,
  Texture,
  type Spritesheet,
  type UnresolvedAsset,
} from 'pixi.js';
import { useEffect, useRef, useState } from 'react';
import { atlasOf, atlasPlans, atlasUrl } from './atlas-plan.ts';
import { takeEarlyDecode, takeEarlyFetch } from './early-fetch.ts';
import { sceneAtlasDensity, screenDensity } from './webgl.ts';

/**
 * The scenes' one way to their pictures. A scene asks for pictures by their /images/... path, as
 * it always did; the pictures packed in a sprite atlas (atlas-plan.ts) come from that atlas,
 * loaded as a Pixi Assets bundle of the atlas's name, and any other picture from its single
 * image. Each atlas comes in two densities, @1x and @2x; Pixi's resolver picks the one matching
 * the scenes' resolution (texturePreference), so the art stays sharp on a tablet's DPR 2.
 */

/** The atlas density the scenes draw at: @2x where the scenes draw more than one pixel per CSS pixel. */
export function atlasDensity(): 1 | 2 {
  return sceneAtlasDensity();
}

/**
 * Atlases a scene draws first at @1x whatever the screen (the quickest to fetch, decode and upload,
 * so the first frame comes soonest), then at the screen's density once that frame is drawn
 * (`useSharperTextures`): the map draws at the screen's pixel ratio at rest (PixiCanvas `crisp`).
 */
const FIRST_AT_1X = new Set(['map']);

/** Frames go into Pixi's cache under this prefix, so no single image of the same path collides. */
const FRAME_PREFIX = 'atlas:';
/** The frames of an atlas's later, sharper density, apart from its first one's. */
const SHARP_PREFIX = 'atlas@2x:';
const atlasAlias = (name: string) => `atlas/${name}`;
const sharpAlias = (name: string) => `atlas/${name}@2x`;

/** The atlases whose texture the GPU mipmaps (atlas-plan.ts `mipmaps`). */
let mipmapped: Set<string> | null = null;

/**
 * An atlas's Assets bundle: one spritesheet, at @1x and @2x, for the resolver to choose from. A
 * mipmapped atlas's texture is made with `autoGenerateMipmaps` (Pixi's spritesheet loader hands
 * `textureOptions` to its image), so every renderer that uploads it makes its mipmaps then, and
 * samples it trilinear: the run's fighters, drawn at a quarter of their texels or less, average
 * their outlines instead of stepping them.
 */
export function atlasBundle(name: string): UnresolvedAsset[] {
  mipmapped ??= new Set(atlasPlans().flatMap((p) => (p.mipmaps ? [p.name] : [])));
  return [
    {
      alias: atlasAlias(name),
      src: FIRST_AT_1X.has(name) ? [atlasUrl(name, 1)] : [atlasUrl(name, 1), atlasUrl(name, 2)],
      data: mipmapped.has(name)
        ? { cachePrefix: FRAME_PREFIX, textureOptions: { autoGenerateMipmaps: true } }
        : { cachePrefix: FRAME_PREFIX },
    },
  ];
}

let started: Promise<void> | null = null;

/**
 * Pixi's picture loader takes the decodes the screens started before Pixi arrived (early-fetch.ts
 * `fetchEarly` with `decode`): the picture it would fetch and decode itself (`createImageBitmap` of
 * the fetched bytes, premultiplied on upload, as `loadTextures` makes it) comes decoded already.
 * A picture with no early decode, or whose decode failed, is loaded as Pixi loads it.
 */
function takeEarlyDecodes(): void {
  const pixiLoad = pixiTextureLoader.load!;
  pixiTextureLoader.load = async function <T>(
    this: typeof pixiTextureLoader,
    url: string,
    asset?: Parameters<typeof pixiLoad>[1],
    loader?: Parameters<typeof pixiLoad>[2],
  ): Promise<Texture | T> {
    const early = asset?.data?.alphaMode === 'premultiplied-alpha' ? undefined : takeEarlyDecode(url);
    const bitmap = early && (await early.catch(() => null));
    if (!bitmap || !loader) {
      bitmap?.close();
      return pixiLoad.call(this, url, asset, loader) as Promise<Texture | T>;
    }
    const source = new ImageSource({
      resource: bitmap,
      alphaMode: 'premultiply-alpha-on-upload',
      resolution: asset?.data?.resolution || getResolutionOfUrl(url),
      ...asset?.data,
    });
    return createTexture(source, loader, url);
  };
}

/** An atlas's sharper density, if it is loaded. */
const sharpSheet = (name: string): Spritesheet | undefined =>
  Assets.cache.has(sharpAlias(name)) ? Assets.get<Spritesheet>(sharpAlias(name)) : undefined;

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
    // Pixi's requests take the fetches the screens started before Pixi arrived (early-fetch.ts).
    const adapter = DOMAdapter.get();
    const own = adapter.fetch.bind(adapter);
    DOMAdapter.set({
      ...adapter,
      fetch: (url, options) => (typeof url === 'string' && takeEarlyFetch(url)) || own(url, options),
    });
    takeEarlyDecodes();
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
  // Each atlas loads as its own bundle (side by side), so one that fails leaves the others. An
  // atlas whose sharper density is already in (an earlier visit) gives those frames instead.
  const sheets = await Promise.all(
    bundles.map((name, i) => {
      const sharp = FIRST_AT_1X.has(name) ? sharpSheet(name) : undefined;
      if (sharp) return [name, sharp] as const;
      return Assets.loadBundle(name, (p) => {
        bundleShare[i] = p;
        report();
      }).then(
        (assets: Record<string, Spritesheet>) => [name, assets[atlasAlias(name)]] as const,
        () => [name, undefined] as const,
      );
    }),
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
 * The textures of some pictures from their atlases' sharper density (@2x), where the screen's
 * density wants it and `when` holds (after the first frame drawn from @1x), at the browser's next
 * idle moment: the first frame never waits for the larger download. Empty until they are in (or
 * for good where @1x is the screen's density, or the sharper atlas fails).
 */
export function useSharperTextures(urls: readonly string[], when: boolean): Record<string, Texture> {
  const [textures, setTextures] = useState<Record<string, Texture>>({});
  const key = urls.join('|');
  useEffect(() => {
    if (!when || screenDensity() < 2) return;
    const list = key ? key.split('|') : [];
    const names = [...new Set(list.flatMap((url) => atlasOf(url) ?? []))].filter((n) => FIRST_AT_1X.has(n));
    if (names.length === 0) return;
    let live = true;
    const load = () =>
      void Promise.all(
        names.map((name) =>
          Assets.load<Spritesheet>({
            alias: sharpAlias(name),
            src: atlasUrl(name, 2),
            data: { cachePrefix: SHARP_PREFIX },
          }).then(
            (sheet) => {
              performance.mark(`atlas-loaded:${name}@2x`);
              return sheet;
            },
            () => undefined,
          ),
        ),
      ).then((sheets) => {
        if (!live) return;
        const out: Record<string, Texture> = {};
        for (const url of list) {
          const at = names.indexOf(atlasOf(url) ?? '');
          const frame = at >= 0 ? sheets[at]?.textures[url] : undefined;
          if (frame) out[url] = frame;
        }
        if (Object.keys(out).length > 0) setTextures(out);
      });
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 1500 });
    else setTimeout(load, 200);
    return () => {
      live = false;
    };
  }, [key, when]);
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
