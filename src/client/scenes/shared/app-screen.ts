import { gsap } from 'gsap';
import { Container, type Application, type Ticker } from 'pixi.js';

/**
 * One scene's life, in the spirit of pixijs open-games' `AppScreen`: the host (scene-host.tsx, a
 * thin React component) makes the Pixi application, then calls, in order,
 * `prepare` (load every picture; nothing shows before it resolves), `resize`, `show`, then `update`
 * each tick and `resize` on each new size, `pause` / `resume` while a full-screen overlay covers
 * it (scene-cover.ts, the one pause), `receive` when React has new data, and `hide` then `destroy`
 * when it unmounts.
 *
 * The scene owns its motion: every gsap tween or timeline made inside `animate` (and whatever their
 * callbacks make later, which gsap runs in the same context) is the scene's, paused with it and
 * killed on `destroy`, so no tween outlives the objects it moves (a tween on a destroyed Pixi object
 * reads its `position` as null: "Cannot read properties of null (reading 'x')").
 */
export abstract class AppScreen<P> {
  /** Everything the scene draws; the host adds it to the stage. */
  readonly view = new Container();
  private readonly motion = gsap.context(() => undefined);
  private held: gsap.core.Animation[] = [];
  private gone = false;

  constructor(
    protected readonly app: Application,
    protected props: P,
  ) {}

  /** Loads what the scene shows (textures, the Warlord's outfit) before anything of it is on screen. */
  abstract prepare(): Promise<void>;

  /** Lays the scene out for a canvas of `width` x `height` CSS pixels. */
  abstract resize(width: number, height: number): void;

  /** The scene comes on screen (after `prepare` and a first `resize`). */
  show(): void {}

  /** The scene leaves the screen (before `destroy`). */
  hide(): void {}

  /** Each tick while the scene runs (not while paused). */
  update(_ticker: Ticker): void {}

  /** New data from React (the server's answers); the scene acts on what changed. */
  receive(props: P): void {
    this.props = props;
  }

  /** Stops the scene's motion where it is (an overlay covers it). */
  pause(): void {
    const top = this.motion.data.filter(
      (a: gsap.core.Animation) => a.parent === gsap.globalTimeline && !a.paused(),
    );
    for (const a of top) a.pause();
    this.held.push(...top);
  }

  /** Resumes what `pause` stopped. */
  resume(): void {
    for (const a of this.held) a.resume();
    this.held = [];
  }

  /** Kills the scene's motion and frees its display objects (not the shared atlas textures). */
  destroy(): void {
    this.gone = true;
    this.motion.kill();
    this.held = [];
    this.view.destroy({ children: true });
  }

  /** Whether the scene was destroyed (an async `prepare` checks before it builds on). */
  protected get destroyed(): boolean {
    return this.gone;
  }

  /** Runs `build` in the scene's motion context: the tweens it makes are the scene's own. */
  protected animate<T>(build: () => T): T {
    return this.motion.add(build);
  }
}

/** Makes a scene for an application and its first props. */
export type SceneFactory<P> = (app: Application, props: P) => AppScreen<P>;
