import { REGIONS } from '../../../rules/catalog/regions.ts';
import { atlasUrl, emblemImage, WORLD_IMAGE } from '../shared/atlas-plan.ts';
import { fetchSheetEarly, whenSignedIn } from '../shared/early-fetch.ts';
import { sceneAtlasDensity } from '../shared/webgl.ts';

/** The map's pictures: the world, then the ten emblems (no Pixi here: read by the screen's chunk). */
export const WORLD_IMG = WORLD_IMAGE;
export const emblemImg = emblemImage;
export const MAP_IMAGES: readonly string[] = [WORLD_IMG, ...REGIONS.map((r) => emblemImg(r.id))];

/**
 * The map's first atlas: always @1x (2048 px wide, 0.9 MB), the quickest to fetch, decode and
 * upload; the @2x comes after the first frame where the screen's density wants it (map-stage.tsx).
 */
export const FIRST_MAP_SHEET = atlasUrl('map', 1);

/** What the loading cover says of the map's download: bytes in and expected (0 while unknown). */
export interface MapDownload {
  loaded: number;
  total: number;
  done: boolean;
}

let download: MapDownload = { loaded: 0, total: 0, done: false };
const listeners = new Set<() => void>();
function tell(next: MapDownload): void {
  download = next;
  for (const l of listeners) l();
}
/** For `useSyncExternalStore`: the first atlas's download as it goes. */
export const mapDownload = {
  get: (): MapDownload => download,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The warlord atlas at the density the scenes' loader picks for it (textures.ts `atlasDensity`):
 * the player's own Warlord stands on the map's first frame, so its atlas is on that frame's path.
 */
const warlordSheet = () => atlasUrl('warlord', sceneAtlasDensity());

/**
 * Starts the map's first atlas (its spritesheet and its page) as soon as the screen's code runs,
 * beside the scene's code and the route's data, with the very `fetch` Pixi's loader then takes
 * (early-fetch.ts); the page's bytes are told to the loading cover. For a signed-in player the
 * warlord atlas too, beside it (or as soon as the sign-in answers): the map's first frame waits for
 * the player's own Warlord, whose atlas Pixi's loader otherwise asked for only once the scene ran
 * and GET /warlord answered (its JSON, then its 1 MB page, after the map's: about 0.8 s of a
 * tablet's 2.2 s cold load). Both pages are decoded as soon as they are in, while the scene's
 * code (Pixi, 0.9 MB of script) is still parsed and started: Pixi's loader decoded them only once
 * it ran, 0.4 to 0.7 s after their bytes had come on a cold load (docs/client.md). Once per page.
 */
export function fetchMapEarly(): void {
  fetchSheetEarly(FIRST_MAP_SHEET, {
    onBytes: (loaded, total, done) => tell({ loaded, total, done }),
    decode: true,
  });
  whenSignedIn(() => fetchSheetEarly(warlordSheet(), { decode: true }));
}
