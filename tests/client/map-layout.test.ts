import { describe, expect, it } from 'vitest';
import {
  cameraOn,
  fitCamera,
  fitScale,
  MAX_ZOOM,
  toScreen,
  WORLD,
} from '../../src/client/scenes/region-map/map-layout.ts';

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

  it('puts a flown-to point in the middle of what the card leaves free', () => {
    const cover = { top: 60, right: 384, bottom: 0 };
    const size = { width: 1440, height: 900 };
    const cam = cameraOn({ x: 1400, y: 300 }, 1.2, size, cover);
    expect(toScreen(cam, size, { x: 1400, y: 300 })).toEqual({ x: 528, y: 480 });
  });

  it('never fits so small that an emblem of 132 world px is under 56 px on screen', () => {
    expect(fitScale(320, 480)).toBeCloseTo(56 / 132, 6);
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
