// The page's CSP forbids eval: Pixi's shaders and uniforms use its eval-free code paths.
import 'pixi.js/unsafe-eval';
import { Application, RendererType, UPDATE_PRIORITY, type Ticker } from 'pixi.js';
import { useEffect, useRef, type CSSProperties } from 'react';
import type { AppScreen, SceneFactory } from './app-screen.ts';
import { drawOnDemand } from './draw-on-demand.ts';
import { releaseFilterInput } from './filter-release.ts';
import { installMotionGuards } from './motion.ts';
import { onCover, redrawing, scenesCovered } from './scene-cover.ts';
import { oneTexturePerBatchOnSoftware } from './software-batching.ts';
import { ResolutionSteps } from './resolution-steps.ts';
import { sceneAntialias, sceneResolution, softwareWebgl } from './webgl.ts';

/** A scene that has not drawn its first frame by then is taken as failed. */
const START_TIMEOUT_MS = 8000;

/**
 * The thin React piece that mounts one `AppScreen` (app-screen.ts): it makes the scene's Pixi
 * application in its box (sharp at any pixel ratio, coarser where WebGL runs on the CPU, drawn
 * only on the frames where something changed), runs the scene's lifecycle, hands it each new
 * `props`, pauses it under a full-screen overlay unless it is one (`overlay`) and while `rest` says
 * so (a pop-up over an overlay's own scene), and destroys it,
 * its motion with it, on unmount. The wrapper says `data-renderer` once Pixi runs,
 * `data-batch-textures`, `data-scene="shown"` once the scene is prepared and shown, and
 * `data-scene="drawn"` once its first frame is on the canvas (a page may keep the box hidden until
 * then, so the scene opens on a composed frame, never an empty one).
 */
export function SceneHost<P>({
  scene,
  props,
  className,
  style,
  onFail,
  onDrawn,
  overlay = false,
  rest = false,
  resolution = sceneResolution,
  steps,
}: {
  scene: SceneFactory<P>;
  props: P;
  className: string;
  style?: CSSProperties;
  onFail: () => void;
  /** Told once the scene's first frame is on the canvas (when the box says `data-scene="drawn"`). */
  onDrawn?: () => void;
  overlay?: boolean;
  /** Pauses the scene (its motion and its ticks) while true: a pop-up covers it whole. */
  rest?: boolean;
  /** The canvas's pixels per CSS pixel (read at start and at each new pixel ratio). */
  resolution?: () => number;
  /**
   * Where the CPU draws WebGL, coarser resolutions (pixels per CSS pixel, sharpest first) the scene
   * steps down to while its frames come slower than the display's (resolution-steps.ts), never
   * sharper than `resolution`; `key` names the scene, which starts where it settled before.
   */
  steps?: { key: string; resolutions: readonly number[] };
}) {
  const wrap = useRef<HTMLDivElement>(null);
  const live = useRef<AppScreen<P> | null>(null);
  const latest = useRef(props);
  const fail = useRef(onFail);
  const told = useRef(onDrawn);
  const resting = useRef(rest);
  const setRest = useRef<((on: boolean) => void) | null>(null);
  useEffect(() => {
    resting.current = rest;
    setRest.current?.(rest);
  }, [rest]);
  useEffect(() => {
    latest.current = props;
    fail.current = onFail;
    told.current = onDrawn;
    live.current?.receive(props);
  });

  useEffect(() => {
    const box = wrap.current;
    if (!box) return;
    installMotionGuards();
    oneTexturePerBatchOnSoftware();
    let gone = false;
    let started = false;
    const undo: (() => void)[] = [];
    // `started`: Pixi has made its renderer (so the application must be destroyed, even unused).
    const timer = window.setTimeout(() => {
      if (!started && !gone) fail.current();
    }, START_TIMEOUT_MS);
    const app = new Application();
    // Dynamic resolution on a software renderer: each step draws the scene again at the new one.
    // The canvas's pixels per CSS pixel now: the scene's own, no sharper than its step.
    const pixelsNow = () => Math.min(resolution(), stepper?.resolution ?? Infinity);
    const stepper =
      steps && softwareWebgl()
        ? new ResolutionSteps(steps.key, steps.resolutions, () => {
            const pixels = pixelsNow();
            if (pixels === app.renderer.resolution) return;
            app.renderer.resize(app.renderer.screen.width, app.renderer.screen.height, pixels);
            box.setAttribute('data-resolution', String(pixels));
          })
        : null;
    const ready = app
      .init({
        resizeTo: box,
        resolution: pixelsNow(),
        autoDensity: true,
        antialias: sceneAntialias(),
        backgroundAlpha: 0,
        preference: 'webgl',
      })
      .then(async () => {
        started = true;
        if (gone) return;
        box.appendChild(app.canvas);
        box.setAttribute('data-resolution', String(app.renderer.resolution));
        const redraw = drawOnDemand(app).request;
        box.setAttribute(
          'data-renderer',
          app.renderer.type === RendererType.WEBGL ? 'webgl' : app.renderer.name,
        );
        box.setAttribute('data-batch-textures', String(app.renderer.limits.maxBatchableTextures));
        const screen = scene(app, latest.current);
        live.current = screen;
        app.stage.addChild(screen.view);
        // Nothing of the scene shows before all it needs has loaded.
        screen.view.visible = false;
        const onResize = (width: number, height: number) => screen.resize(width, height);
        app.renderer.on('resize', onResize);
        undo.push(() => app.renderer.off('resize', onResize));
        const onTick = (ticker: Ticker) => {
          screen.update(ticker);
          stepper?.frame(ticker.elapsedMS);
        };
        app.ticker.add(onTick);
        undo.push(() => app.ticker?.remove(onTick));
        // Paused while an overlay covers it or `rest` says so; running again once neither does.
        const why = { covered: false, rest: false };
        let paused = false;
        const settle = () => {
          const pause = why.covered || why.rest;
          if (pause === paused) return;
          paused = pause;
          if (pause) {
            screen.pause();
            app.ticker.stop();
          } else {
            screen.resume();
            stepper?.restart();
            redraw();
            // An overlay leaving waits for this fresh frame (scene-cover.ts `scenesRedrawn`).
            if (!overlay) {
              const done = redrawing();
              undo.push(done);
              const fresh = () => {
                app.ticker.remove(fresh);
                done();
              };
              app.ticker.add(fresh, undefined, UPDATE_PRIORITY.UTILITY);
            }
            app.ticker.start();
          }
        };
        if (!overlay) {
          const follow = (covered: boolean) => {
            why.covered = covered;
            settle();
          };
          undo.push(onCover(follow));
          if (scenesCovered()) follow(true);
        }
        setRest.current = (on) => {
          why.rest = on;
          settle();
        };
        undo.push(() => (setRest.current = null));
        if (resting.current) setRest.current(true);
        // A window dragged to another screen (or zoomed) changes the pixel ratio: draw at the new one.
        let media: MediaQueryList | null = null;
        const onRatio = () => {
          app.renderer.resolution = pixelsNow();
          box.setAttribute('data-resolution', String(app.renderer.resolution));
          redraw();
          watch();
        };
        const watch = () => {
          media?.removeEventListener('change', onRatio);
          media = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
          media.addEventListener('change', onRatio);
        };
        watch();
        undo.push(() => media?.removeEventListener('change', onRatio));
        await screen.prepare();
        if (gone) return;
        screen.resize(app.renderer.screen.width, app.renderer.screen.height);
        screen.view.visible = true;
        screen.show();
        stepper?.restart();
        box.setAttribute('data-scene', 'shown');
        // After the tick's draw (draw-on-demand runs at LOW): the frame on the canvas is the
        // scene's first, and the page shows the box in the same frame.
        const drawn = () => {
          app.ticker.remove(drawn);
          if (gone) return;
          box.setAttribute('data-scene', 'drawn');
          told.current?.();
        };
        app.ticker.add(drawn, undefined, UPDATE_PRIORITY.UTILITY);
      })
      .catch(() => {
        if (!gone) fail.current();
      });
    return () => {
      gone = true;
      window.clearTimeout(timer);
      // Pixi may still be starting: the application is destroyed once it has.
      void ready.finally(() => {
        for (const u of undo.splice(0)) u();
        const screen = live.current;
        live.current = null;
        if (screen) {
          screen.hide();
          screen.destroy();
        }
        if (started) {
          releaseFilterInput(app.renderer);
          app.destroy({ removeView: true }, { children: true });
        }
      });
    };
  }, [scene, overlay, resolution, steps]);

  return (
    <div ref={wrap} className={`scene ${className}`} style={style} data-renderer="starting" aria-hidden />
  );
}
