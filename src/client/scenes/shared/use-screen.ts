import { useApplication } from '@pixi/react';
import { useEffect, useState } from 'react';

/** The canvas size in CSS pixels, updated when the wrapper resizes (not per frame). */
export function useScreen(): { width: number; height: number } {
  const { app } = useApplication();
  const [size, setSize] = useState(() => ({
    width: app.renderer?.screen.width ?? 0,
    height: app.renderer?.screen.height ?? 0,
  }));
  useEffect(() => {
    const renderer = app.renderer;
    if (!renderer) return;
    const onResize = (width: number, height: number) => setSize({ width, height });
    onResize(renderer.screen.width, renderer.screen.height);
    renderer.on('resize', onResize);
    return () => {
      renderer.off('resize', onResize);
    };
  }, [app]);
  return size;
}
