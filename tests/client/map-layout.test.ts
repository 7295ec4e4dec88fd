import { describe, expect, it } from 'vitest';
import { fitCamera, fitScale, MAX_ZOOM, toScreen } from '../../src/client/scenes/region-map/map-layout.ts';

describe('the map camera', () => {
  it('fits the whole 1600x1000 world to the screen at start', () => {
    expect(fitScale(1440, 900)).toBe(0.9);
    expect(fitScale(810, 691)).toBeCloseTo(0.50625, 5);
    expect(fitCamera(1080, 810)).toEqual({ scale: 0.675, x: 800, y: 500 });
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
