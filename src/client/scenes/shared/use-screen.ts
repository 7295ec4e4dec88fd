import { useApplication } from '@pixi/react';
import { useEffect, useState } from 'react';

/** The canvas size in CSS pixels, updated when the wrapper resizes (not per frame). */
export function useScreen(): { width: number; height: number } {
  const { app, isInitialised } = useApplication();
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    // The renderer exists only once the application has initialised.
    const renderer = isInitialised ? app.renderer : undefined;
    if (!renderer) return;
    const onResize = (width: number, height: number) => setSize({ width, height });
    onResize(renderer.screen.width, renderer.screen.height);
    renderer.on('resize', onResize);
    return () => {
      renderer.off('resize', onResize);
    };
  }, [app, isInitialised]);
  return size;
}
