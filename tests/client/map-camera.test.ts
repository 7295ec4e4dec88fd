import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { covers, sheetHeight } from '../../src/client/scenes/region-map/map-camera.ts';
import { sheetGrowth } from '../../src/client/scenes/region-map/sheet-growth.ts';
import { fitCamera, toScreen, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';

// The HUD's height, as layout.css gives it (hud-insets.ts reads it from the page's root).
beforeEach(() => document.documentElement.style.setProperty('--hud-h', '56px'));
afterEach(() => {
  sheetGrowth.set(0);
  document.documentElement.style.removeProperty('--hud-h');
});

describe("the map camera's covers", () => {
  it('fits the whole world beside the card lying down, on a wide screen and on a 4:3 tablet', () => {
    // A region under the card is one a player can neither see nor tap (issue 24): the whole world
    // stands beside the card, however much sea that leaves above and below it on a 4:3 tablet.
    for (const [width, height] of [
      [1440, 900],
      [1080, 810],
    ] as const) {
      const cover = covers(width, height);
      expect(cover.fill).toBeUndefined();
      const cam = fitCamera(width, height, cover);
      const size = { width, height };
      expect(toScreen(cam, size, { x: WORLD.width, y: 0 }).x).toBeLessThanOrEqual(width - 324 + 1e-6);
      expect(toScreen(cam, size, { x: 0, y: 0 }).x).toBeGreaterThanOrEqual(-1e-6);
    }
  });

  it("grows the portrait sheet by the run panel's height, and the world's band above it shrinks", () => {
    const before = covers(810, 1080).bottom;
    expect(sheetHeight(1080)).toBe(216);
    sheetGrowth.set(41.6);
    expect(sheetHeight(1080)).toBe(258);
    expect(covers(810, 1080).bottom).toBe(before + 42);
    // Told at once to whoever listens (the map re-places its camera).
    let told = 0;
    const stop = sheetGrowth.subscribe(() => told++);
    sheetGrowth.set(42);
    sheetGrowth.set(0);
    stop();
    sheetGrowth.set(10);
    expect(told).toBe(1);
  });
});
