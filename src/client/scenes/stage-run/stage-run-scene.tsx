import { extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { PixiCanvas } from '../shared/pixi-canvas.tsx';
import type { SceneBaseProps } from '../shared/lazy-scene.tsx';
import { hex, paletteOf } from './stage-art.ts';
import { StageRunStage, type StageRunProps } from './stage-run-stage.tsx';

extend({ Container, Graphics, Sprite, Text });

/** The stage run scene: the Warlord marches, then sneaks, fights or falls, as the server said. */
export default function StageRunSceneRoot(props: StageRunProps & SceneBaseProps) {
  return (
    // Transparent: the sky is the canvas's CSS backdrop (StageRunStage sets it), opaque until then.
    <PixiCanvas
      className="scene--stage"
      overlay
      style={{ background: hex(paletteOf(props.regionId).sky) }}
      onFail={props.onFail}
    >
      <StageRunStage {...props} />
    </PixiCanvas>
  );
}
