import { extend } from '@pixi/react';
import { Container, Graphics, Sprite } from 'pixi.js';
// Pixi's browser extensions with the scene's code, not one round trip after Application.init
// starts (on /pocket's cold load they came a second after the scene's chunk at a 4x slowdown).
import 'pixi.js/browser';
import { useEffect } from 'react';
import { PixiCanvas } from '../shared/pixi-canvas.tsx';
import { preloadTextures } from '../shared/textures.ts';
import { heroResolution, softwareWebgl } from '../shared/webgl.ts';
import type { SceneBaseProps } from '../shared/lazy-scene.tsx';
import { portraitPictures, PortraitStage, type PortraitProps } from './portrait-stage.tsx';

extend({ Container, Graphics, Sprite });

/**
 * The portrait's frames a second: its motion is a slow sway and breath (a blink is a frame or two
 * at 10), so a software renderer draws 10, not 30. There each frame is drawn, and the page
 * composited at the screen's density, on the CPU: /pocket at rest at 1080x810 DPR 2 took 0.69 of a
 * core at 20 (/profile, its portrait larger, 0.90), against 0.05 for a screen without a scene.
 */
const PORTRAIT_FPS = () => (softwareWebgl() ? 10 : 30);

/**
 * The portrait scene in a canvas of `size` x `height` CSS pixels. Hidden from screen readers: the
 * DOM figure under it (hero-portrait.tsx) names the Warlord, once.
 */
export default function PortraitSceneRoot(props: PortraitProps & SceneBaseProps) {
  // The Warlord's pictures load (and decode) while Pixi starts its WebGL context, not after: the
  // stage asks for them only once the application is up (0.35 s later on /pocket's cold load).
  // The stage's own load then finds them in Pixi's cache.
  const key = `${props.appliedTraits.join(',')}|${(props.appliedItems ?? []).join(',')}`;
  useEffect(() => {
    const [traits, items] = key.split('|').map((k) => (k ? k.split(',').map(Number) : []));
    preloadTextures(portraitPictures(traits!, items));
  }, [key]);
  return (
    <PixiCanvas
      className="scene--portrait"
      style={{ width: props.size, height: props.height ?? props.size }}
      onFail={props.onFail}
      maxFps={PORTRAIT_FPS()}
      resolution={heroResolution}
    >
      <PortraitStage {...props} />
    </PixiCanvas>
  );
}
