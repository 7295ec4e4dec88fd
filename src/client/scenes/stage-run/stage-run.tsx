import { lazyScene } from '../shared/lazy-scene.tsx';
import { webglSupported } from '../shared/webgl.ts';

const load = () => import('./stage-run-scene.tsx');

/** The stage being played, then how it went (a Pixi scene, loaded with the expedition screen). */
export const StageRunScene = lazyScene(load);

/**
 * Fetches the run's code and the pictures its first frame needs (the Warlord's outfit, the
 * region's foe) ahead of a send, so the run opens at once on its composed first frame.
 */
export function preloadStageRun(
  regionId: number,
  appliedTraits: readonly number[],
  appliedItems: readonly number[],
): void {
  if (!webglSupported()) return;
  load()
    .then((scene) => scene.preloadStageRun(regionId, appliedTraits, appliedItems))
    .catch(() => undefined);
}
