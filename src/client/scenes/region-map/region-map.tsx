import { lazyScene } from '../shared/lazy-scene.tsx';

/**
 * The illustrated region map of /expedition, full screen (a Pixi scene, loaded with the screen and
 * started at once). It reads the game store and emits `onSelect` and `onSend`.
 */
export const RegionMap = lazyScene(() => import('./region-map-scene.tsx'));
