import { useApplication, useTick } from '@pixi/react';
import { UPDATE_PRIORITY, type Container } from 'pixi.js';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { noteSceneDrawn } from '../../app/first-screen.ts';
import { reducedMotion } from '../shared/motion.ts';
import { useTextures } from '../shared/textures.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';
import { outfitImages, outfitOf } from '../warlord/warlord-outfit.ts';

export interface PortraitProps {
  appliedTraits: number[];
  /** Two weapon then two consumable slots; -1 is empty. */
  appliedItems?: readonly number[];
  /** Width in CSS pixels. */
  size: number;
  /** Height in CSS pixels (the width when left out): the full figure stands taller than wide. */
  height?: number;
}

/** How far the Warlord sways (CSS px); the background moves 30% of that (art-direction.md). */
const SWAY = 10;
const PARALLAX = 0.3;
/** The background's overscan, so the parallax never shows its edge. */
const OVERSCAN = 1.08;

/** Every picture of a portrait: the figure's, then its background's. */
export function portraitPictures(appliedTraits: number[], appliedItems: readonly number[] = []): string[] {
  const outfit = outfitOf(appliedTraits, appliedItems);
  const bg = outfit.layers.Background;
  return [...outfitImages(outfit), ...(bg ? [bg] : [])];
}

/**
 * The Warlord standing in front of its background trait, feet near the bottom, as tall as the
 * canvas allows. The background is the back plane of a parallax: the figure sways toward the
 * pointer (or drifts slowly), the scene behind by 30%. The background and every picture of the
 * figure load together (one load, the same frame): nothing shows until all of it can.
 */
export function PortraitStage({ appliedTraits, appliedItems = [], size, height }: PortraitProps) {
  // Laid out at the size the page gives the canvas's box (portrait-scene.tsx sizes it from the same
  // props), in the same commit as the box: the renderer's size (`useScreen`) follows it only after a
  // resize and a React update of its own, and meanwhile the canvas drew the old layout over a grown
  // box, the DOM figure under it showing a second pair of boots below (review r33, at load 20).
  const w = size;
  const h = height ?? size;
  const outfit = useMemo(() => outfitOf(appliedTraits, appliedItems), [appliedTraits, appliedItems]);
  const bg = outfit.layers.Background;
  const urls = useMemo(() => portraitPictures(appliedTraits, appliedItems), [appliedTraits, appliedItems]);
  const textures = useTextures(urls);
  const ready = urls.every((u) => textures[u]);
  // What is drawn: the last outfit whose pictures were all in. A new outfit replaces it only once
  // all of its own are (the figure then re-dresses, with its flourish), never a blank between.
  const key = urls.join('|');
  const [view, setView] = useState<{
    key: string;
    traits: number[];
    items: readonly number[];
    bg: string | null;
    textures: typeof textures;
  } | null>(null);
  if (ready && view?.key !== key) setView({ key, traits: appliedTraits, items: appliedItems, bg, textures });
  const root = useRef<Container>(null);
  const back = useRef<Container>(null);
  const front = useRef<Container>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const clock = useRef(0);

  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      pointer.current = {
        x: Math.max(-1, Math.min(1, (e.clientX / window.innerWidth) * 2 - 1)),
        y: Math.max(-1, Math.min(1, (e.clientY / window.innerHeight) * 2 - 1)),
      };
    };
    window.addEventListener('pointermove', onMove);
    return () => window.removeEventListener('pointermove', onMove);
  }, []);

  // The first frame with the whole Warlord in it: noted for the load bench and tests.
  const { app, isInitialised } = useApplication();

  // The canvas follows its box before the browser paints (pixi-canvas.tsx's resize observer resizes
  // the renderer and draws at once), while this layout follows only with the Pixi tree's own React
  // update, a frame or more later (seconds at a review's load): the old layout drawn on the new
  // canvas stood above the DOM figure's boots (review r33's Warlord drawn twice). Until then the
  // old layout is scaled to the new height, its feet at the new foot, centred: the next frame's.
  const laid = useRef({ w, h });
  useLayoutEffect(() => {
    laid.current = { w, h };
    root.current?.scale.set(1);
    root.current?.position.set(0, 0);
  }, [w, h]);
  useEffect(() => {
    if (!isInitialised) return;
    const renderer = app.renderer;
    const fit = (width: number, height: number) => {
      const r = root.current;
      const { w: lw, h: lh } = laid.current;
      if (!r) return;
      const s = height / lh;
      r.scale.set(s);
      r.position.set((width - lw * s) / 2, 0);
    };
    renderer.on('resize', fit);
    return () => void renderer.off('resize', fit);
  }, [app, isInitialised]);
  const drawnOnce = useRef(false);
  useTick({
    callback: () => {
      if (!view || drawnOnce.current || !isInitialised) return;
      drawnOnce.current = true;
      performance.mark('warlord-drawn');
      noteSceneDrawn();
      app.canvas.parentElement?.setAttribute('data-warlord', 'drawn');
    },
    // After the draw of this tick (draw-on-demand runs at LOW).
    priority: UPDATE_PRIORITY.UTILITY,
  });

  useTick((ticker) => {
    if (!back.current || !front.current || reducedMotion()) return;
    clock.current += ticker.deltaMS;
    const drift = { x: Math.sin(clock.current / 4000), y: Math.sin(clock.current / 5300) * 0.4 };
    const at = pointer.current ?? drift;
    const fx = Math.round(at.x * SWAY * 2) / 2;
    const fy = Math.round(at.y * SWAY * 0.5 * 2) / 2;
    if (front.current.x === fx && front.current.y === fy) return;
    front.current.position.set(fx, fy);
    back.current.position.set(w / 2 + fx * PARALLAX, h / 2 + fy * PARALLAX);
  });

  if (!view) return null;
  const cover = Math.max(w, h) * OVERSCAN;
  // The figure is 760 units tall and about 480 wide with its weapons: fit both ways.
  const figure = Math.min(h * 0.95, (w * 0.98 * 760) / 520);
  return (
    <pixiContainer ref={root}>
      <pixiContainer ref={back} x={w / 2} y={h / 2}>
        {view.bg && view.textures[view.bg] ? (
          <pixiSprite texture={view.textures[view.bg]} anchor={0.5} width={cover} height={cover} />
        ) : (
          <pixiGraphics
            draw={(g) =>
              g
                .clear()
                .rect(-w, -h, w * 2, h * 2)
                .fill(0x2a3a52)
            }
          />
        )}
      </pixiContainer>
      <pixiContainer ref={front}>
        <WarlordFigure
          appliedTraits={view.traits}
          appliedItems={view.items}
          x={w / 2}
          y={h * 0.985}
          height={figure}
          textures={view.textures}
          flourish
        />
      </pixiContainer>
    </pixiContainer>
  );
}
