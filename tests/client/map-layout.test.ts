// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bandRange,
  cameraOn,
  EMBLEM_WORLD,
  fitCamera,
  fitScale,
  MAX_ZOOM,
  REGION_COLUMNS,
  regionBox,
  toScreen,
  WORLD,
} from '../../src/client/scenes/region-map/map-layout.ts';
import { expectRegionsWithin } from './map-helpers.ts';

describe('the map camera', () => {
  it('fits the whole 1600x1000 world to the screen at start', () => {
    expect(fitScale(1440, 900)).toBe(0.9);
    expect(fitScale(810, 691)).toBeCloseTo(0.50625, 5);
    expect(fitCamera(1080, 810)).toEqual({ scale: 0.675, x: 800, y: 500 });
  });

  it('fits the world beside the card in landscape and above the sheet in portrait, in the middle of what is left', () => {
    // 1440x900, HUD 60 px, the card's column 384 px: 1056 px left for 1600 world px.
    const desk = { top: 60, right: 384, bottom: 0 };
    expect(fitScale(1440, 900, desk)).toBeCloseTo(0.66, 6);
    const cam = fitCamera(1440, 900, desk);
    const size = { width: 1440, height: 900 };
    // The world's left and right edges land at 0 and 1056: the card (1056 to 1440) covers none of it.
    expect(toScreen(cam, size, { x: 0, y: 0 }).x).toBeCloseTo(0, 6);
    expect(toScreen(cam, size, { x: WORLD.width, y: 0 }).x).toBeCloseTo(1056, 6);
    // Portrait 810x1080 with the sheet over the bottom 560 px: the world's bottom stays above it.
    const sheet = { top: 60, right: 0, bottom: 560 };
    const tall = fitCamera(810, 1080, sheet);
    const bottom = toScreen(tall, { width: 810, height: 1080 }, { x: 0, y: WORLD.height }).y;
    expect(bottom).toBeLessThanOrEqual(1080 - 560 + 1e-6);
    expect(toScreen(tall, { width: 810, height: 1080 }, { x: 0, y: 0 }).y).toBeGreaterThanOrEqual(60 - 1e-6);
  });

  it('upright, fits every region and its name in the band above the sheet, each emblem 44 px or more', () => {
    // 810x1080, HUD 56 px, the tab bar 64 and the sheet 216 over the bottom: a band 810 x 744. The
    // world filling that band (0.744) cut Region I at the left and Regions IX and X at the right.
    const sheet = { top: 56, right: 0, bottom: 280, regions: true };
    const size = { width: 810, height: 1080 };
    const cam = fitCamera(810, 1080, sheet);
    // The names' span (64 to 1588 of the world's 1600, 12 more a side) across the width: an emblem
    // 69 px on screen.
    expect(REGION_COLUMNS).toEqual({ left: 52, right: 1600 });
    expect(cam.scale).toBeCloseTo(810 / 1548, 6);
    expect(EMBLEM_WORLD * cam.scale).toBeGreaterThanOrEqual(44);
    expectRegionsWithin(cam, size, { left: 0, right: 810, top: 56, bottom: 1080 - 280 });
    // A region's box holds its emblem and its words: Region X's title, 296 world units wide.
    expect(regionBox(10)).toEqual({ left: 1292, right: 1588, top: 400 - 72, bottom: 400 + 146 });
  });

  it('upright on a narrow screen, keeps the emblems tappable rather than every region in sight', () => {
    // 600 px across would draw the regions' span at 0.39, emblems of 51 px; 480 px at 0.31, 41 px.
    const sheet = { top: 56, right: 0, bottom: 280, regions: true };
    expect(EMBLEM_WORLD * fitScale(600, 1000, sheet)).toBeCloseTo((600 / 1548) * EMBLEM_WORLD, 6);
    expect(EMBLEM_WORLD * fitScale(480, 1000, sheet)).toBeCloseTo(44, 6);
  });

  it('keeps the world edge in the band or the band filled, whichever the size calls for', () => {
    // A world shorter than its band moves inside it; a longer one keeps the band filled.
    expect(bandRange(56, 800, 500)).toEqual([56, 300]);
    expect(bandRange(0, 810, 1190)).toEqual([-380, 0]);
  });

  it('puts a flown-to point in the middle of what the card leaves free', () => {
    const cover = { top: 60, right: 384, bottom: 0 };
    const size = { width: 1440, height: 900 };
    const cam = cameraOn({ x: 1400, y: 300 }, 1.2, size, cover);
    expect(toScreen(cam, size, { x: 1400, y: 300 })).toEqual({ x: 528, y: 480 });
  });

  it('never fits so small that an emblem of 132 world px is under 44 px on screen (a finger)', () => {
    expect(fitScale(320, 480)).toBeCloseTo(44 / 132, 6);
  });

  it('zooms to twice the fit at most', () => {
    expect(MAX_ZOOM).toBe(2);
  });

  it('places a world point on the canvas through the camera', () => {
    const size = { width: 1440, height: 900 };
    expect(toScreen({ scale: 0.9, x: 800, y: 500 }, size, { x: 480, y: 680 })).toEqual({ x: 432, y: 612 });
    expect(toScreen({ scale: 1.8, x: 600, y: 400 }, size, { x: 600, y: 400 })).toEqual({ x: 720, y: 450 });
  });
});
