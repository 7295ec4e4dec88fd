import { lazyScene } from '../shared/lazy-scene.tsx';

/**
 * The illustrated region map of /expedition (a Pixi scene, loaded with the screen once the player
 * has touched the page). It shows the regions and emits `onSelect`; the region grid stays beside
 * it as the keyboard's way in.
 */
export const RegionMap = lazyScene(() => import('./region-map-scene.tsx'), { startAfterInput: true });
