// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FEW_TILE_SCALE,
  fewTileScale,
  MIN_TILE_SCALE,
  TILE,
  tileGrid,
  tileHeight,
} from '../../src/client/scenes/reward-reveal/reveal-layout.ts';

/** The grid's size at its scale. */
function size(n: number, g: ReturnType<typeof tileGrid>) {
  const rows = Math.ceil(n / g.columns);
  return {
    width: g.columns * TILE.width * g.scale + (g.columns - 1) * TILE.gap,
    height: rows * tileHeight(g.scale) + (rows - 1) * TILE.gap,
  };
}

// The reveal's well (less its padding) in the stage dialog at 1440x900, 1080x810 and 810x1080.
const WELLS = [
  { width: 840, height: 412 },
  { width: 1000, height: 377 },
  { width: 710, height: 412 },
];

describe('the reveal tiles grid', () => {
  it('fits up to 10 tiles (more than a crate, gumball or claim gives once merged) in the well at every size, unscrolled', () => {
    for (const well of WELLS)
      for (let n = 1; n <= 10; n++) {
        const g = tileGrid(n, well.width, well.height);
        expect(g.scrolls, `${n} in ${well.width}x${well.height}`).toBe(false);
        expect(g.scale).toBeGreaterThanOrEqual(MIN_TILE_SCALE);
        const s = size(n, g);
        expect(s.width).toBeLessThanOrEqual(well.width + 0.01);
        expect(s.height).toBeLessThanOrEqual(well.height + 0.01);
      }
  });

  it('lays 2 to 6 tiles out in one row where it holds them, not 2 and 1 (the review saw half the well empty)', () => {
    for (const well of WELLS)
      for (let n = 2; n <= 5; n++)
        expect(tileGrid(n, well.width, well.height), `${n} in ${well.width}x${well.height}`).toMatchObject({
          columns: n,
          rows: 1,
        });
    expect(tileGrid(3, 840, 412)).toEqual({ columns: 3, rows: 1, scale: 1, scrolls: false });
    expect(tileGrid(6, 840, 412)).toMatchObject({ columns: 6, rows: 1 });
    expect(tileGrid(6, 1000, 377)).toMatchObject({ columns: 6, rows: 1 });
    // Six in one row of a portrait tablet would be smaller than the smallest tile: two rows of 3.
    expect(tileGrid(6, 710, 412)).toMatchObject({ columns: 3, rows: 2 });
  });

  it('grows few tiles to fill the well (the review: "a large tan box with three small tiles"), still fitting it', () => {
    for (const well of WELLS)
      for (let n = 1; n <= 10; n++) {
        const g = tileGrid(n, well.width, well.height, fewTileScale(n));
        const s = size(n, g);
        expect(g.scrolls).toBe(false);
        expect(g.scale).toBeLessThanOrEqual(fewTileScale(n));
        expect(s.width).toBeLessThanOrEqual(well.width + 0.01);
        expect(s.height).toBeLessThanOrEqual(well.height + 0.01);
      }
    // A Basic crate's or a claim's 3 tiles: 256 px wide, most of the well's width, not 160.
    const three = tileGrid(3, 840, 412, FEW_TILE_SCALE);
    expect(three).toEqual({ columns: 3, rows: 1, scale: FEW_TILE_SCALE, scrolls: false });
    expect(size(3, three).width / 840).toBeGreaterThan(0.9);
    // A retreat's shards alone: 320 px wide, not a small tile in a large box.
    expect(tileGrid(1, 710, 412, fewTileScale(1)).scale).toBe(2);
    // On the portrait tablet as large as its width allows.
    const portrait = tileGrid(3, 710, 412, FEW_TILE_SCALE);
    expect(portrait.scale).toBeCloseTo((710 - 24) / 480, 5);
  });

  it('lays 8 full-size tiles out in two even rows of 4 rather than 5 and 3', () => {
    expect(tileGrid(8, 840, 412).columns).toBe(4);
  });

  it('scrolls the smallest tiles in the well when even they do not fit', () => {
    const g = tileGrid(40, 710, 412);
    expect(g.scale).toBe(MIN_TILE_SCALE);
    expect(g.scrolls).toBe(true);
    expect(size(40, g).width).toBeLessThanOrEqual(710);
  });
});
