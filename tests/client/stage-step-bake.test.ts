/**
 * The stage run stepping down its resolution mid-fight (resolution-steps.ts) keeps its baked
 * backdrop: baked again, five layers drawn and read back held a frame of the fight 250-300 ms on a
 * tablet at a 4x slowdown. A canvas finer than the bakes (a screen of another density) bakes anew.
 */
import { Texture, type Application, type Renderer } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';
import { StageRunScreen, type StageRunProps } from '../../src/client/scenes/stage-run/stage-run-screen.ts';

// jsdom has no 2D canvas for the shade's gradient under the HUD: the shade is left undrawn.
vi.mock('../../src/client/scenes/stage-run/stage-art.ts', async (original) => ({
  ...(await original<typeof import('../../src/client/scenes/stage-run/stage-art.ts')>()),
  drawShade: () => undefined,
}));

/** A Pixi application as far as the run's screen uses it, counting what it bakes and reads back. */
function fakeApp(resolution: number) {
  const box = document.createElement('div');
  const canvas = document.createElement('canvas');
  box.append(canvas);
  document.body.append(box);
  const counts = { bakes: 0, reads: 0 };
  const renderer = {
    resolution,
    generateTexture: () => (counts.bakes++, new Texture()),
    extract: { pixels: () => (counts.reads++, { pixels: new Uint8ClampedArray(4), width: 1, height: 1 }) },
  } as unknown as Renderer & { resolution: number };
  return { app: { canvas, renderer } as unknown as Application, renderer, counts };
}

const PROPS: StageRunProps = {
  regionId: 3,
  regionName: 'Shattered Glacier',
  stage: 1,
  phase: 'power',
  gatheredBefore: 0,
  gatheredAfter: 900,
  appliedTraits: [],
  appliedItems: [],
};

describe('the stage run at another resolution, the same size', () => {
  it('keeps its baked shapes on a step down, and bakes them again for a finer canvas', () => {
    const { app, renderer, counts } = fakeApp(1);
    const screen = new StageRunScreen(app, PROPS);
    screen.resize(1080, 810);
    screen.show();
    const first = { ...counts };
    expect(first.bakes).toBeGreaterThan(5);
    expect(first.reads).toBeGreaterThanOrEqual(5);
    // 1 -> 0.75 -> 0.5, the canvas's size in CSS px moved by a fraction of a pixel.
    renderer.resolution = 0.75;
    screen.resize(1080.3, 810);
    renderer.resolution = 0.5;
    screen.resize(1080, 809.6);
    expect(counts).toEqual(first);
    // A screen of twice the density: finer than what was baked.
    renderer.resolution = 2;
    screen.resize(1080, 810);
    expect(counts.bakes).toBeGreaterThan(first.bakes);
    expect(counts.reads).toBeGreaterThan(first.reads);
    screen.destroy();
  });
});
