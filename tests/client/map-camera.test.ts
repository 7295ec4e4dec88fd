import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { covers, sheetHeight } from '../../src/client/scenes/region-map/map-camera.ts';
import { sheetGrowth } from '../../src/client/scenes/region-map/sheet-growth.ts';
import { fitCamera, fitScale, toScreen, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';

// The HUD's height, as layout.css gives it (hud-insets.ts reads it from the page's root).
beforeEach(() => document.documentElement.style.setProperty('--hud-h', '56px'));
afterEach(() => {
  sheetGrowth.set(0);
  document.documentElement.style.removeProperty('--hud-h');
});

describe("the map camera's covers", () => {
  it('fits the whole world beside the card on a wide screen, and fills the band on a 4:3 tablet', () => {
    // 1440x900: 1116x844 beside the card: the whole world there, as before.
    expect(covers(1440, 900).fill).toBeUndefined();
    // 1080x810: 756x754 beside the card; the whole world would be 756x472, a third of navy.
    const tablet = covers(1080, 810);
    expect(tablet.fill).toBe(true);
    const scale = fitScale(1080, 810, tablet);
    expect(WORLD.height * scale).toBeCloseTo(810 - 56, 6);
    const cam = fitCamera(1080, 810, tablet);
    const size = { width: 1080, height: 810 };
    // Top and bottom on the band's edges, the world running on past the band's right edge.
    expect(toScreen(cam, size, { x: 0, y: 0 }).y).toBeCloseTo(56, 6);
    expect(toScreen(cam, size, { x: WORLD.width, y: WORLD.height }).y).toBeCloseTo(810, 6);
    expect(toScreen(cam, size, { x: WORLD.width, y: 0 }).x).toBeGreaterThan(1080 - 324);
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
