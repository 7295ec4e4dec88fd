import { lazyScene } from '../shared/lazy-scene.tsx';
import { webglPresent } from '../shared/webgl.ts';
import { fetchMapEarly } from './map-images.ts';

/**
 * The cold load's critical path: the scene's code and its pictures are asked for as soon as the
 * screen's code arrives, beside the route's data, not once the screen has rendered and the scene's
 * code has run. Where WebGL is missing the static view needs neither; the probe that makes a
 * context (`webglSupported`) comes after the requests are out (`webglPresent`).
 */
let early = webglPresent() ? import('./region-map-scene.tsx') : null;
// A failed early load is seen (and retried) by the scene's boundary when it renders.
early?.catch(() => undefined);
if (early) fetchMapEarly();

/**
 * The illustrated region map of /expedition, full screen (a Pixi scene, loaded with the screen and
 * started at once). It reads the game store and emits `onSelect` and `onSend`.
 */
export const RegionMap = lazyScene(() => {
  // The early load once: a failed one is not answered again (a later try imports afresh).
  const first = early;
  early = null;
  return first ?? import('./region-map-scene.tsx');
});
