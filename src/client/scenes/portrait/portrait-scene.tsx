import { extend } from '@pixi/react';
import { Container, Graphics, Sprite } from 'pixi.js';
import { traitById } from '../../../rules/catalog/traits.ts';
import { PixiCanvas } from '../shared/pixi-canvas.tsx';
import type { SceneBaseProps } from '../shared/lazy-scene.tsx';
import { PortraitStage, type PortraitProps } from './portrait-stage.tsx';

extend({ Container, Graphics, Sprite });

/** The portrait scene in a square canvas of `size` CSS pixels. */
export default function PortraitSceneRoot(props: PortraitProps & SceneBaseProps) {
  const names = props.appliedTraits.map((t) => traitById(t)?.name).filter(Boolean);
  return (
    <PixiCanvas
      className="scene--portrait"
      style={{ width: props.size, height: props.height ?? props.size }}
      label={names.length ? `Warlord wearing ${names.join(', ')}` : 'Warlord with no traits applied'}
      onFail={props.onFail}
      maxFps={30}
    >
      <PortraitStage {...props} />
    </PixiCanvas>
  );
}
