import { REGIONS } from '../../../rules/catalog/regions.ts';
import { atlasUrl, emblemImage, WORLD_IMAGE } from '../shared/atlas-plan.ts';
import { fetchEarly } from '../shared/early-fetch.ts';
import { sceneResolution } from '../shared/webgl.ts';
import { hasToken, useSession } from '../../session/session-store.ts';

/** The map's pictures: the world, then the ten emblems (no Pixi here: read by the screen's chunk). */
export const WORLD_IMG = WORLD_IMAGE;
export const emblemImg = emblemImage;
export const MAP_IMAGES: readonly string[] = [WORLD_IMG, ...REGIONS.map((r) => emblemImg(r.id))];

/**
 * The map's first atlas: always @1x (2048 px wide, 0.9 MB), the quickest to fetch, decode and
 * upload; the @2x comes after the first frame where the screen's density wants it (map-stage.tsx).
 */
export const FIRST_MAP_SHEET = atlasUrl('map', 1);
const FIRST_MAP_PAGE = FIRST_MAP_SHEET.replace(/\.json$/, '');

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
const warlordSheet = () => atlasUrl('warlord', sceneResolution() > 1 ? 2 : 1);

/**
 * Runs `then` once a player is signed in: now, or when the session first holds a token (the
 * screen's code may run before: a sign-in starts it on the press, beside its own request).
 */
export function whenSignedIn(then: () => void): void {
  if (hasToken()) return then();
  const stop = useSession.subscribe((s) => {
    if (!s.user?.token) return;
    stop();
    then();
  });
}

/**
 * Starts the map's first atlas (its spritesheet and its page) as soon as the screen's code runs,
 * beside the scene's code and the route's data, with the very `fetch` Pixi's loader then takes
 * (early-fetch.ts); the page's bytes are told to the loading cover. For a signed-in player the
 * warlord atlas too, beside it (or as soon as the sign-in answers): the map's first frame waits for
 * the player's own Warlord, whose atlas Pixi's loader otherwise asked for only once the scene ran
 * and GET /warlord answered (its JSON, then its 1 MB page, after the map's: about 0.8 s of a
 * tablet's 2.2 s cold load). Once per page.
 */
export function fetchMapEarly(): void {
  fetchEarly(FIRST_MAP_SHEET);
  fetchEarly(FIRST_MAP_PAGE, (loaded, total, done) => tell({ loaded, total, done }));
  whenSignedIn(() => {
    const sheet = warlordSheet();
    fetchEarly(sheet);
    fetchEarly(sheet.replace(/\.json$/, ''));
  });
}
