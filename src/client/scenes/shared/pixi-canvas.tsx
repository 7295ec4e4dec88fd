import { Application } from '@pixi/react';
// The page's CSP forbids eval: Pixi's shaders and uniforms use its eval-free code paths.
import 'pixi.js/unsafe-eval';
import { RendererType, UPDATE_PRIORITY, type Application as PixiApp, type ColorSource } from 'pixi.js';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { drawOnDemand } from './draw-on-demand.ts';
import { onCover, redrawing, scenesCovered } from './scene-cover.ts';
import { installMotionGuards } from './motion.ts';
import { oneTexturePerBatchOnSoftware } from './software-batching.ts';
import { sceneAntialias, sceneResolution, softwareWebgl } from './webgl.ts';

/** A scene's pixels per CSS pixel: its own rule where it has one, else the scenes' (`sceneResolution`). */
function pixelsPerPoint(resolution: (() => number) | undefined, crisp: boolean): number {
  return resolution ? resolution() : sceneResolution(crisp);
}

/** A scene that has not drawn its first frame by then is taken as failed. */
const START_TIMEOUT_MS = 8000;

/**
 * The canvas of one scene: sized by its wrapper (CSS decides the box), sharp at any device pixel
 * ratio (coarser where the browser draws WebGL on the CPU), transparent over the page unless it
 * has its own ground, and drawn only on the frames where something in it changed. The wrapper
 * carries `data-renderer` once Pixi runs, so tests and tools can see which renderer drew it, and
 * `data-batch-textures`, the textures one draw call may sample (see software-batching.ts).
 */
export function PixiCanvas({
  className,
  label,
  onFail,
  style,
  maxFps,
  background,
  overlay = false,
  canRest = true,
  crisp = false,
  resolution,
  children,
}: {
  className: string;
  /** Read by screen readers; none when the canvas only repeats controls found elsewhere. */
  label?: string;
  onFail: () => void;
  style?: CSSProperties;
  /** A cap on redraws for scenes that are mostly still (a portrait), to spare the CPU or GPU. */
  maxFps?: number;
  /**
   * For a scene that covers its whole box: its ground colour, drawn opaque, so the browser need
   * not blend the canvas over the page (a cost per pixel when it composites on the CPU).
   */
  background?: ColorSource;
  /** A full-screen overlay's own scene: it plays while it covers the others (scene-cover.ts). */
  overlay?: boolean;
  /**
   * Whether the scene may rest under an overlay yet (default yes). A scene still loading keeps
   * ticking under one, or it would never finish and its loading screen would stay.
   */
  canRest?: boolean;
  /** At the screen's pixel ratio even on a software renderer (webgl.ts, `sceneResolution`). */
  crisp?: boolean;
  /** Its pixels per CSS pixel, where not the scenes' (`sceneResolution`): the portrait's. */
  resolution?: () => number;
  children: ReactNode;
}) {
  // Before <Application> makes its renderer (a child's effect runs before this one's).
  oneTexturePerBatchOnSoftware();
  const wrap = useRef<HTMLDivElement>(null);
  const app = useRef<PixiApp | null>(null);
  const redraw = useRef<(() => void) | null>(null);
  const uncover = useRef<(() => void) | null>(null);
  /** Uncovered and not drawn since: called once the fresh frame is on the canvas (scene-cover.ts). */
  const fresh = useRef<(() => void) | null>(null);
  // Whether this canvas is still mounted: Pixi may finish starting after it has gone, and then
  // nothing may subscribe to the cover (no unmount would ever unsubscribe it).
  const mounted = useRef(true);
  /** Stops following the wrapper's size (set once Pixi runs). */
  const unwatch = useRef<(() => void) | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      unwatch.current?.();
      unwatch.current = null;
      uncover.current?.();
      uncover.current = null;
      fresh.current?.();
      fresh.current = null;
    };
  }, []);
  const restAllowed = useRef(canRest);
  useEffect(() => {
    restAllowed.current = canRest;
    if (canRest && !overlay && scenesCovered()) app.current?.ticker.stop();
  }, [canRest, overlay]);

  useEffect(() => {
    installMotionGuards();
    const timer = window.setTimeout(() => {
      if (!app.current) onFail();
    }, START_TIMEOUT_MS);
    // A window dragged to another screen (or zoomed) changes the pixel ratio: redraw at the new one.
    let media: MediaQueryList | null = null;
    const watch = () => {
      media?.removeEventListener('change', onRatio);
      media = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      media.addEventListener('change', onRatio);
    };
    const onRatio = () => {
      if (app.current) {
        app.current.renderer.resolution = pixelsPerPoint(resolution, crisp);
        wrap.current?.setAttribute('data-resolution', String(app.current.renderer.resolution));
      }
      // A new resolution empties the canvas, and no container moved: draw it again.
      redraw.current?.();
      watch();
    };
    watch();
    return () => {
      window.clearTimeout(timer);
      media?.removeEventListener('change', onRatio);
    };
  }, [onFail, crisp, resolution]);

  return (
    <div
      ref={wrap}
      className={`scene ${className}`}
      style={style}
      data-renderer="starting"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Application
        resizeTo={wrap}
        resolution={pixelsPerPoint(resolution, crisp)}
        autoDensity
        antialias={sceneAntialias()}
        background={background}
        backgroundAlpha={background ? 1 : 0}
        preference="webgl"
        onInit={(pixi) => {
          app.current = pixi;
          const mark = (resolution: number) =>
            wrap.current?.setAttribute('data-resolution', String(resolution));
          // A crisp scene on a software renderer: sharp while still, cheaper while it moves.
          const sharp =
            crisp && softwareWebgl()
              ? { rest: sceneResolution(true), moving: sceneResolution(false), onChange: mark }
              : undefined;
          redraw.current = drawOnDemand(pixi, sharp).request;
          if (maxFps) pixi.ticker.maxFPS = maxFps;
          // Pixi's `resizeTo` follows the window's resize only: a box that grows or shrinks with
          // the page (the profile's card growing by a refused save's errors) left the canvas at its
          // old size, stretched over the new box. Resized before the browser paints, and drawn at
          // once (the old layout, unstretched, until the scene lays itself out for the new size),
          // so no frame shows it stretched or empty.
          const box = wrap.current;
          if (box && mounted.current && typeof ResizeObserver === 'function') {
            const follow = new ResizeObserver(() => {
              const { width, height } = pixi.renderer.screen;
              if (box.clientWidth === 0 || box.clientHeight === 0) return;
              if (box.clientWidth === width && box.clientHeight === height) return;
              pixi.resize();
              pixi.render();
              redraw.current?.();
            });
            follow.observe(box);
            unwatch.current = () => follow.disconnect();
          }
          if (!overlay && mounted.current) {
            // Under a full-screen overlay nothing of this scene shows: no ticks, no draws.
            const follow = (covered: boolean) => {
              if (covered) {
                if (restAllowed.current) pixi.ticker.stop();
              } else {
                redraw.current?.();
                // The frame from before the overlay is on the canvas until this tick's draw: an
                // overlay leaving waits for it (scene-cover.ts `scenesRedrawn`).
                if (!fresh.current) {
                  const done = redrawing();
                  fresh.current = done;
                  const drawn = () => {
                    pixi.ticker.remove(drawn);
                    if (fresh.current === done) fresh.current = null;
                    done();
                  };
                  pixi.ticker.add(drawn, undefined, UPDATE_PRIORITY.UTILITY);
                }
                pixi.ticker.start();
              }
            };
            uncover.current = onCover(follow);
            if (scenesCovered()) follow(true);
          }
          const type = pixi.renderer.type === RendererType.WEBGL ? 'webgl' : pixi.renderer.name;
          wrap.current?.setAttribute('data-renderer', type);
          wrap.current?.setAttribute('data-resolution', String(pixi.renderer.resolution));
          wrap.current?.setAttribute(
            'data-batch-textures',
            String(pixi.renderer.limits.maxBatchableTextures),
          );
        }}
      >
        {children}
      </Application>
    </div>
  );
}
