import { extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { RegionView } from '../../api/types.ts';
import { PixiCanvas } from '../shared/pixi-canvas.tsx';
import type { SceneBaseProps } from '../shared/lazy-scene.tsx';
import { MapStage } from './map-stage.tsx';

extend({ Container, Graphics, Sprite, Text });

export interface RegionMapProps {
  regions: RegionView[];
  selectedId: number;
  /** The region of the expedition under way, if any. */
  activeId: number | null;
  /** While a run is active only its region can be chosen. */
  lockedToRun: boolean;
  onSelect: (id: number) => void;
}

/** The region map scene: the world picture and the ten emblems. */
export default function RegionMapScene(props: RegionMapProps & SceneBaseProps) {
  return (
    // The sea of scenes.css around the picture, so the canvas is opaque.
    <PixiCanvas className="scene--map" background="#17324a" onFail={props.onFail}>
      <MapStage {...props} />
    </PixiCanvas>
  );
}
