import type { SceneBaseProps } from '../shared/lazy-scene.tsx';
import { SceneHost } from '../shared/scene-host.tsx';
import { preloadTextures } from '../shared/textures.ts';
import { heroResolution } from '../shared/webgl.ts';
import { outfitImages, outfitOf } from '../warlord/warlord-outfit.ts';
import { foeImages, foeOf } from './stage-foes.ts';
import { hex, paletteOf } from './stage-art.ts';
import { StageRunScreen, type StageRunProps } from './stage-run-screen.ts';

const create = (...args: ConstructorParameters<typeof StageRunScreen>) => new StageRunScreen(...args);

/**
 * Where the CPU draws WebGL, the run starts sharp (one pixel per CSS pixel, `heroResolution`) and
 * steps down while it cannot keep the display's pace (resolution-steps.ts): smooth before sharp.
 */
const RUN_STEPS = { key: 'stage-run', resolutions: [1, 0.75, 0.5] } as const;

/** The stage run scene: the Warlord marches, meets the region's foe, clashes, and the verdict lands. */
export default function StageRunSceneRoot(
  props: StageRunProps &
    SceneBaseProps & {
      /** A pop-up covers the finished run (the claim's reveal): the scene rests under it. */
      resting?: boolean;
      /** Its first frame is on the canvas: the run's screen shows from then on. */
      onDrawn?: () => void;
    },
) {
  const { onFail, onDrawn, resting = false, ...scene } = props;
  return (
    // The sky is the box's CSS backdrop (the scene paints it once sized), its colour until then.
    <SceneHost
      scene={create}
      props={scene}
      className="scene--stage"
      overlay
      rest={resting}
      resolution={heroResolution}
      steps={RUN_STEPS}
      style={{ background: hex(paletteOf(props.regionId).sky) }}
      onFail={onFail}
      onDrawn={onDrawn}
    />
  );
}

/**
 * Starts loading what a run in `regionId` shows first: the Warlord's outfit and the region's foe
 * in all its frames, and its chief's (one atlas).
 */
export function preloadStageRun(
  regionId: number,
  appliedTraits: readonly number[],
  appliedItems: readonly number[],
): void {
  preloadTextures([
    ...foeImages(foeOf(regionId).kind),
    ...outfitImages(outfitOf(appliedTraits, appliedItems)),
  ]);
}
