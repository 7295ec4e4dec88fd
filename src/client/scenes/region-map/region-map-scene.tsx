import { extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { useCallback, useState } from 'react';
// Pixi's browser extensions, which Application.init would import only once it starts: fetched
// with the scene's code instead of one round trip later, on the cold load's critical path.
import 'pixi.js/browser';
import { PixiCanvas } from '../shared/pixi-canvas.tsx';
import type { SceneBaseProps } from '../shared/lazy-scene.tsx';
import { MapStage } from './map-stage.tsx';
import './viewport-element.ts';

extend({ Container, Graphics, Sprite, Text, Viewport });

export interface RegionMapProps {
  onSelect: (id: number) => void;
  /** Enter on the selected region: the screen's Send. */
  onSend: () => void;
  /** Pixi's loading progress of the map's textures, 0 to 1. */
  onProgress?: (progress: number) => void;
  /** Once, after the first frame with the world drawn. */
  onDrawn?: () => void;
}

/**
 * The region map scene: the world under a camera, read from the game store. The keyboard's and
 * screen readers' way in (and the mouse's too) is the row of region keys the screen shows in the
 * card's column (region-keys.tsx).
 */
export default function RegionMapScene(props: RegionMapProps & SceneBaseProps) {
  // Until the world is drawn the map keeps ticking even under a stage run, so it finishes loading.
  const [drawn, setDrawn] = useState(false);
  const { onDrawn } = props;
  const drawnOnce = useCallback(() => {
    setDrawn(true);
    onDrawn?.();
  }, [onDrawn]);
  return (
    // The open sea around the picture (its own edges' colour: assets/src/map/world.ts OPEN_SEA), so
    // the world has no edge and the canvas is opaque.
    <PixiCanvas className="scene--map" background="#17324a" canRest={drawn} crisp onFail={props.onFail}>
      <MapStage {...props} onDrawn={drawnOnce} />
    </PixiCanvas>
  );
}
