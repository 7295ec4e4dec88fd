import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { covers, sheetHeight, sheetKind } from '../../src/client/scenes/region-map/map-camera.ts';
import { sheetGrowth } from '../../src/client/scenes/region-map/sheet-growth.ts';
import {
  EMBLEM_WORLD,
  fitCamera,
  REGION_ROWS,
  toScreen,
  WORLD,
} from '../../src/client/scenes/region-map/map-layout.ts';
import { expectRegionsWithin } from './map-helpers.ts';

// The HUD's height, as layout.css gives it (hud-insets.ts reads it from the page's root).
beforeEach(() => document.documentElement.style.setProperty('--hud-h', '56px'));
afterEach(() => {
  sheetGrowth.set(0);
  document.documentElement.style.removeProperty('--hud-h');
});

describe("the map camera's covers", () => {
  it('fits the whole world beside the card on a wide screen lying down', () => {
    // A region under the card is one a player can neither see nor tap (issue 24): the whole world
    // stands beside the card.
    const cover = covers(1440, 900);
    expect(cover.regions).toBeUndefined();
    const cam = fitCamera(1440, 900, cover);
    const size = { width: 1440, height: 900 };
    expect(toScreen(cam, size, { x: WORLD.width, y: 0 }).x).toBeLessThanOrEqual(1440 - 324 + 1e-6);
    expect(toScreen(cam, size, { x: 0, y: 0 }).x).toBeGreaterThanOrEqual(-1e-6);
  });

  it("on a 4:3 tablet lying down, spans the world's width above a sheet, every region and its name in the band", () => {
    for (const [width, height] of [
      [1080, 810],
      [1024, 768],
      [1366, 1024],
    ] as const) {
      expect(sheetKind(width, height)).toBe('landscape');
      const cover = covers(width, height);
      expect(cover).toMatchObject({ top: 56, right: 0, regions: true });
      // The sheet takes what the regions leave: at 1080x810, 160 px (its least, 10rem).
      const sheet = Math.round(Math.max(160, height - 56 - width * 0.5625));
      expect(cover.bottom).toBe(sheet);
      const cam = fitCamera(width, height, cover);
      const size = { width, height };
      // The regions' rows (emblems and names) from the HUD's foot to the sheet's top.
      expect(toScreen(cam, size, { x: 0, y: REGION_ROWS.top }).y).toBeGreaterThanOrEqual(56 - 1e-6);
      expect(toScreen(cam, size, { x: 0, y: REGION_ROWS.bottom }).y).toBeLessThanOrEqual(
        height - sheet + 1e-6,
      );
      // The world spans the width (a sliver of sea beside its frame at most) and runs from under
      // the HUD to under the sheet: no band of empty sea above or below it.
      expect(toScreen(cam, size, { x: 0, y: 0 }).x).toBeLessThanOrEqual(0.025 * width);
      expect(toScreen(cam, size, { x: WORLD.width, y: 0 }).x).toBeGreaterThanOrEqual(0.975 * width);
      expect(toScreen(cam, size, { x: 0, y: 0 }).y).toBeLessThanOrEqual(56);
      expect(toScreen(cam, size, { x: 0, y: WORLD.height }).y).toBeGreaterThanOrEqual(height - sheet);
    }
    expect(sheetKind(1440, 900)).toBeNull();
    expect(sheetKind(810, 1080)).toBe('portrait');
    expect(sheetKind(1280, 1100)).toBe('landscape');
  });

  it('upright on a tablet, shows every region whole (emblem and name) above the sheet at the opening', () => {
    // The review of issue 24 saw Region I's name cut at the left and Regions IX and X cut at the right.
    const size = { width: 810, height: 1080 };
    const cover = covers(810, 1080);
    const cam = fitCamera(810, 1080, cover);
    expectRegionsWithin(cam, size, { left: 0, right: 810, top: cover.top, bottom: 1080 - cover.bottom });
    // And big enough to tap.
    expect(cam.scale * EMBLEM_WORLD).toBeGreaterThanOrEqual(44);
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
