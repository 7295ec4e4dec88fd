import { lazyScene } from '../shared/lazy-scene.tsx';

/**
 * The Warlord drawn from its trait layers, with its weapons and potions (a Pixi scene). Serves the
 * pocket, the profile and the leaderboard's top rows; the DOM portrait stands in without WebGL.
 */
export const PortraitScene = lazyScene(() => import('./portrait-scene.tsx'));
