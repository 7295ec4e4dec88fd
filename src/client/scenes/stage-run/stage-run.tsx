import { lazyScene } from '../shared/lazy-scene.tsx';

/** The stage being played, then how it went (a Pixi scene, loaded with the expedition screen). */
export const StageRunScene = lazyScene(() => import('./stage-run-scene.tsx'));
