import { extend } from '@pixi/react';
import { Container } from 'pixi.js';
import { PixiCanvas } from '../shared/pixi-canvas.tsx';
import type { SceneBaseProps } from '../shared/lazy-scene.tsx';
import { RevealStage, type RevealProps } from './reveal-stage.tsx';

extend({ Container });

/** The reveal scene of a crate, a gumball pull or an expedition's loot: its burst of sparks. */
export default function RevealScene(props: RevealProps & SceneBaseProps) {
  return (
    <PixiCanvas className="scene--reveal" overlay onFail={props.onFail}>
      <RevealStage {...props} />
    </PixiCanvas>
  );
}
