import { atlasUrl } from '../shared/atlas-plan.ts';
import { decodeEarly, fetchSheetEarly, whenSignedIn } from '../shared/early-fetch.ts';
import { lazyScene } from '../shared/lazy-scene.tsx';
import { sceneAtlasDensity, webglPresent } from '../shared/webgl.ts';

/** The scene's code asked for ahead (`importPortraitEarly`), for its first mount to take. */
let early: Promise<typeof import('./portrait-scene.tsx')> | null = null;

/**
 * The Warlord drawn from its trait layers, with its weapons and potions (a Pixi scene). Serves the
 * pocket, the profile and the leaderboard's top rows; the DOM portrait stands in without WebGL.
 */
export const PortraitScene = lazyScene(() => {
  // The early load once: a failed one is not answered again (a later try imports afresh).
  const first = early;
  early = null;
  return first ?? import('./portrait-scene.tsx');
});

/** The portrait's two atlases (spritesheets), at the density the scenes' loader picks. */
const portraitSheets = () => ['warlord', 'backgrounds'].map((name) => atlasUrl(name, sceneAtlasDensity()));

/**
 * The portrait's two atlases (the Warlord's pieces and the backgrounds, at the density the scenes'
 * loader picks: textures.ts `atlasDensity`), for a signed-in player where WebGL is there, with the
 * very `fetch` Pixi's loader then takes (early-fetch.ts); at a low priority, after the DOM
 * figure's pictures (hero-portrait.tsx asks once they are asked for). Its loader asked for them
 * only after the figure was whole, the scene's code had come and Pixi had started: on /pocket's
 * cold load the drawn Warlord waited for those downloads after all of that.
 */
export function fetchPortraitEarly(): void {
  // No WebGL context made here (`webglPresent`): the probe waits for the scene, after the figure.
  if (!webglPresent()) return;
  whenSignedIn(() => portraitSheets().forEach((sheet) => fetchSheetEarly(sheet, { priority: 'low' })));
}

/**
 * The portrait's code, asked for once the hero's DOM figure has asked for its pictures (its
 * mount): it downloads and is parsed while they load and decode, not after the figure is whole.
 * The scene itself still starts only then (its WebGL context, its atlases' decoding, its first
 * upload: `decodePortraitEarly`).
 */
export function importPortraitEarly(): void {
  if (!webglPresent()) return;
  early ??= import('./portrait-scene.tsx');
  // A failed early load is seen (and retried) by the scene's boundary when it renders.
  early.catch(() => undefined);
}

/**
 * Decodes the portrait's atlas pages (already fetched, or as they come), once the DOM figure is
 * whole and the scene starts: beside its WebGL start rather than after it (early-fetch.ts).
 */
export function decodePortraitEarly(): void {
  if (!webglPresent()) return;
  for (const sheet of portraitSheets()) decodeEarly(sheet.replace(/\.json$/, ''));
}
