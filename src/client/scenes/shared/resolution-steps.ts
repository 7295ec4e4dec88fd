/**
 * Dynamic resolution for a scene that moves on every frame (the stage run) where the CPU draws
 * WebGL (SwiftShader and the like): it starts at its sharpest, and where the frames it presents
 * come slower than the display's (a median over a window of them above STEP_DOWN_MS) it steps down
 * to the next coarser resolution, until it keeps up or has none coarser. Where it settled is kept
 * for the page's life (`settledLevel`), so the next run starts there and steps no more. On a GPU
 * the scenes never ask it (scene-host.tsx): their frames keep up at the screen's own resolution.
 *
 * Measured with `scripts/bench/run-moments.ts` (docs/client.md): on SwiftShader at 1440x900 the run
 * presented 30 frames a second at 1 pixel per CSS pixel, with its frame held up by the readback of
 * every pixel of the canvas; at 0.5, 60.
 */

/** The median frame (ms) over a window above which the scene steps down: a 60 Hz frame and a bit. */
export const STEP_DOWN_MS = 20;
/** Frames in a window (about a quarter to half a second at 30-60 frames a second). */
export const WINDOW = 16;
/** Frames not counted after a start, a step or a pause: the resize and the bake that follow a step. */
export const SETTLE_FRAMES = 8;

const settled = new Map<string, number>();

/** The level (index into its steps) the scene `key` settled at in this page, 0 at first. */
export function settledLevel(key: string): number {
  return settled.get(key) ?? 0;
}

/** Forgets where every scene settled (tests). */
export function forgetSettled(): void {
  settled.clear();
}

export class ResolutionSteps {
  private gaps: number[] = [];
  private skip = SETTLE_FRAMES;
  private level: number;

  /**
   * `steps`, sharpest first (pixels per CSS pixel); `onStep` is told each new resolution. The scene
   * `key` starts at the level it settled at before in this page.
   */
  constructor(
    private readonly key: string,
    private readonly steps: readonly number[],
    private readonly onStep: (resolution: number) => void,
  ) {
    this.level = Math.min(settledLevel(key), steps.length - 1);
  }

  /** The resolution to draw at now. */
  get resolution(): number {
    return this.steps[this.level]!;
  }

  /** A frame presented `gap` ms after the one before. */
  frame(gap: number): void {
    if (this.skip > 0) {
      this.skip--;
      return;
    }
    if (this.level >= this.steps.length - 1) return;
    this.gaps.push(gap);
    if (this.gaps.length < WINDOW) return;
    const sorted = this.gaps.sort((a, b) => a - b);
    const median = (sorted[(WINDOW - 1) >> 1]! + sorted[WINDOW >> 1]!) / 2;
    this.gaps = [];
    if (median <= STEP_DOWN_MS) return;
    this.level++;
    settled.set(this.key, Math.max(settledLevel(this.key), this.level));
    this.skip = SETTLE_FRAMES;
    this.onStep(this.resolution);
  }

  /** The frames after a pause say nothing of the scene's cost: the count starts again. */
  restart(): void {
    this.gaps = [];
    this.skip = SETTLE_FRAMES;
  }
}
