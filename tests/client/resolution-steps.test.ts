/**
 * Dynamic resolution (resolution-steps.ts): a scene starts at its sharpest, steps down a level when
 * the median of a window of presented frames is slower than the display's, never past its
 * coarsest, ignores the frames right after a start, a step or a pause, and the next scene of the
 * same kind in the page starts where the last settled.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetSettled,
  ResolutionSteps,
  SETTLE_FRAMES,
  settledLevel,
  STEP_DOWN_MS,
  WINDOW,
} from '../../src/client/scenes/shared/resolution-steps.ts';

const frames = (steps: ResolutionSteps, n: number, gap: number) => {
  for (let i = 0; i < n; i++) steps.frame(gap);
};

describe('ResolutionSteps', () => {
  beforeEach(() => forgetSettled());

  it('holds its sharpest while frames keep the display’s pace', () => {
    const told: number[] = [];
    const steps = new ResolutionSteps('a', [1, 0.75, 0.5], (r) => told.push(r));
    frames(steps, SETTLE_FRAMES + WINDOW * 10, 16.7);
    expect(steps.resolution).toBe(1);
    expect(told).toEqual([]);
  });

  it('steps down a level a slow window, after the frames it ignores, and no further than its coarsest', () => {
    const told: number[] = [];
    const steps = new ResolutionSteps('a', [1, 0.75, 0.5], (r) => told.push(r));
    // The start's frames (a bake, a texture upload) are slow and say nothing.
    frames(steps, SETTLE_FRAMES, 500);
    expect(told).toEqual([]);
    frames(steps, WINDOW - 1, 33);
    expect(told).toEqual([]);
    steps.frame(33);
    expect(told).toEqual([0.75]);
    // The step's own frames are not counted; then another slow window.
    frames(steps, SETTLE_FRAMES + WINDOW, 33);
    expect(told).toEqual([0.75, 0.5]);
    frames(steps, SETTLE_FRAMES + WINDOW * 5, 100);
    expect(told).toEqual([0.75, 0.5]);
    expect(steps.resolution).toBe(0.5);
  });

  it('takes the median, not one long frame, and a window just at the threshold holds', () => {
    const told: number[] = [];
    const steps = new ResolutionSteps('a', [1, 0.5], (r) => told.push(r));
    frames(steps, SETTLE_FRAMES, 16.7);
    frames(steps, WINDOW - 3, 16.7);
    frames(steps, 3, 400);
    frames(steps, WINDOW, STEP_DOWN_MS);
    expect(told).toEqual([]);
  });

  it('starts again after a pause: frames before it and the pause’s own do not add up', () => {
    const told: number[] = [];
    const steps = new ResolutionSteps('a', [1, 0.5], (r) => told.push(r));
    frames(steps, SETTLE_FRAMES + WINDOW - 2, 40);
    steps.restart();
    frames(steps, SETTLE_FRAMES, 40);
    frames(steps, 2, 40);
    expect(told).toEqual([]);
    frames(steps, WINDOW - 2, 40);
    expect(told).toEqual([0.5]);
  });

  it('the next scene of its kind starts where the last settled; another kind at its sharpest', () => {
    const first = new ResolutionSteps('run', [1, 0.75, 0.5], () => undefined);
    frames(first, SETTLE_FRAMES + WINDOW, 50);
    expect(settledLevel('run')).toBe(1);
    expect(new ResolutionSteps('run', [1, 0.75, 0.5], () => undefined).resolution).toBe(0.75);
    expect(new ResolutionSteps('other', [1, 0.75, 0.5], () => undefined).resolution).toBe(1);
  });
});
