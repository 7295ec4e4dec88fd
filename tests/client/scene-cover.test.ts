// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  coverScenes,
  onCover,
  redrawing,
  scenesCovered,
  scenesRedrawn,
} from '../../src/client/scenes/shared/scene-cover.ts';

describe('scenes under a full-screen overlay', () => {
  it('are covered from the first overlay until the last one goes, told once each way', () => {
    const told: boolean[] = [];
    const stop = onCover((covered) => told.push(covered));
    expect(scenesCovered()).toBe(false);
    const reveal = coverScenes();
    const run = coverScenes();
    expect(scenesCovered()).toBe(true);
    reveal();
    expect(scenesCovered()).toBe(true);
    // Uncovering twice with the same handle does not uncover the other overlay.
    reveal();
    expect(scenesCovered()).toBe(true);
    run();
    expect(scenesCovered()).toBe(false);
    expect(told).toEqual([true, false]);
    stop();
    coverScenes()();
    expect(told).toEqual([true, false]);
  });

  it('are redrawn once every uncovered scene has drawn afresh (at once when none waits)', async () => {
    let redrawn = false;
    await scenesRedrawn();
    const map = redrawing();
    const portrait = redrawing();
    const wait = scenesRedrawn().then(() => (redrawn = true));
    map();
    map();
    await Promise.resolve();
    expect(redrawn).toBe(false);
    portrait();
    await wait;
    expect(redrawn).toBe(true);
  });
});
