/**
 * The air of the run's lands (stage-motes.ts): every land has its motes, one baked picture shared
 * by all of them; they drift the way their kind does (snow and ash down, embers and sparks up,
 * sand and rain across), stream by faster while the Warlord marches, and stay on the stage.
 */
import { Texture, type Rectangle, type Renderer, type Sprite } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { paletteOf } from '../../src/client/scenes/stage-run/stage-art.ts';
import { LAND_MOTES, StageMotes, STRAINED_MS } from '../../src/client/scenes/stage-run/stage-motes.ts';

/** A renderer that only hands out a fresh texture for each bake. */
const renderer = {
  resolution: 0.5,
  generateTexture: (o: { frame: Rectangle }) => {
    const t = new Texture();
    t.frame.width = o.frame.width;
    t.frame.height = o.frame.height;
    return t;
  },
} as unknown as Renderer;

const SIZE = { width: 1440, height: 900, top: 56, ground: 700 };

function air(region: number): StageMotes {
  const motes = new StageMotes();
  motes.redraw(renderer, paletteOf(region), SIZE.width, SIZE.height, SIZE.top, SIZE.ground, 1);
  return motes;
}

const at = (m: StageMotes) => (m.children as Sprite[]).map((s) => ({ x: s.x, y: s.y }));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('the air of the lands', () => {
  it('gives every land its motes, all one picture', () => {
    for (let region = 1; region <= 10; region++) {
      const m = air(region);
      expect(m.children.length, `region ${region}`).toBe(LAND_MOTES[paletteOf(region).skyline].count);
      expect(new Set((m.children as Sprite[]).map((s) => s.texture)).size).toBe(1);
      m.release();
    }
  });

  it.each([
    [3, 'down', 'snow'],
    [4, 'up', 'embers'],
    [9, 'up', 'sparks'],
    [8, 'down', 'rain'],
  ] as const)('drifts region %i’s air %s (%s)', (region, way, _what) => {
    const m = air(region);
    const before = at(m);
    m.update(100, 0);
    const dy = mean(at(m).map((p, i) => p.y - before[i]!.y));
    expect(way === 'down' ? dy : -dy).toBeGreaterThan(0.5);
  });

  it('streams the air by faster while the land scrolls', () => {
    const still = air(2);
    const marching = air(2);
    const a = at(still);
    const b = at(marching);
    still.update(50, 0);
    marching.update(50, 0.12);
    const dxStill = mean(at(still).map((p, i) => p.x - a[i]!.x));
    const dxMarch = mean(at(marching).map((p, i) => p.x - b[i]!.x));
    expect(dxMarch).toBeLessThan(dxStill - 3);
  });

  it('keeps every mote on the stage however long it drifts', () => {
    for (let region = 1; region <= 10; region++) {
      const m = air(region);
      for (let i = 0; i < 600; i++) m.update(50, i % 2 ? 0.12 : 0);
      for (const p of at(m)) {
        expect(p.x, `region ${region}`).toBeGreaterThanOrEqual(-20);
        expect(p.x, `region ${region}`).toBeLessThanOrEqual(SIZE.width + 20);
        expect(p.y, `region ${region}`).toBeGreaterThanOrEqual(SIZE.top - 20);
        expect(p.y, `region ${region}`).toBeLessThanOrEqual(SIZE.height + 20);
      }
    }
  });

  it('goes for the rest of the run on a machine straining to draw it, not for a slow start', () => {
    const slowStart = air(3);
    for (let i = 0; i < 5; i++) slowStart.update(600, 0);
    for (let i = 0; i < 60; i++) slowStart.update(1000 / 30, 0);
    expect(slowStart.visible).toBe(true);
    const straining = air(3);
    for (let i = 0; i < 60; i++) straining.update(STRAINED_MS * 1.5, 0);
    expect(straining.visible).toBe(false);
    // Gone for good: frames on time again do not bring it back mid-run.
    for (let i = 0; i < 60; i++) straining.update(1000 / 60, 0);
    expect(straining.visible).toBe(false);
  });
});
