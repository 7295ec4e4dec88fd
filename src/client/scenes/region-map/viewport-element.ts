import type { PixiReactElementProps } from '@pixi/react';
import type { Viewport } from 'pixi-viewport';

// pixi-viewport's camera as a JSX element (registered with extend() in the map scene).
declare module '@pixi/react' {
  interface PixiElements {
    pixiViewport: PixiReactElementProps<typeof Viewport>;
  }
}
