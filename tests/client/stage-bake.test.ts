/**
 * The stage run's baked shapes (stage-bake.ts): a backdrop layer is baked over one period from the
 * middle of its two-period drawing, and its two copies scrolled show the drawing as it would have
 * scrolled; a still shape keeps its own origin; every bake is multisampled, finer than a coarse
 * canvas, and frees the picture it replaces.
 */
import { Graphics, Texture, TextureSource, type Rectangle, type Renderer, type Sprite } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import {
  BakedLayer,
  BakedShape,
  BakedStrip,
  bakeResolution,
  drawnBoxes,
} from '../../src/client/scenes/stage-run/stage-bake.ts';

interface Bake {
  frame: Rectangle;
  resolution: number;
  antialias: boolean;
  texture: Texture;
}

/** A texture `width` x `height` units at `resolution` texels a unit. */
const blank = (width: number, height: number, resolution: number) =>
  new Texture({ source: new TextureSource({ width, height, resolution }) });

/**
 * A renderer that only notes what it was asked to bake (a fresh texture each time), and reads back
 * any texture as drawn where `drawn(x, y)` (texels) says so, transparent elsewhere.
 */
function fakeRenderer(
  resolution = 0.5,
  drawn: (x: number, y: number) => boolean = () => true,
): { renderer: Renderer; bakes: Bake[] } {
  const bakes: Bake[] = [];
  const renderer = {
    resolution,
    generateTexture: (o: { frame: Rectangle; resolution: number; antialias: boolean }) => {
      const texture = blank(o.frame.width, o.frame.height, o.resolution);
      bakes.push({ frame: o.frame.clone(), resolution: o.resolution, antialias: o.antialias, texture });
      return texture;
    },
    extract: {
      pixels: (t: Texture) => {
        const width = t.source.pixelWidth;
        const height = t.source.pixelHeight;
        const pixels = new Uint8ClampedArray(width * height * 4);
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) if (drawn(x, y)) pixels[(y * width + x) * 4 + 3] = 255;
        return { pixels, width, height };
      },
    },
  } as unknown as Renderer;
  return { renderer, bakes };
}

describe('drawnBoxes', () => {
  it('keeps the 32-texel cells with anything drawn, a row’s neighbours as one box, in the texture’s units', () => {
    const spots = new Set(['40,5', '70,20', '99,69']);
    const { renderer } = fakeRenderer(1, (x, y) => spots.has(`${x},${y}`));
    const boxes = (res: number) =>
      drawnBoxes(renderer, blank(100 / res, 70 / res, res)).map((b) => [b.x, b.y, b.width, b.height]);
    // Texels 32-95 of the first row (two cells, one box), and the corner cell cut at the edges.
    expect(boxes(1)).toEqual([
      [32, 0, 64, 32],
      [96, 64, 4, 6],
    ]);
    expect(boxes(2)).toEqual([
      [16, 0, 32, 16],
      [48, 32, 2, 3],
    ]);
  });

  it('finds nothing in a picture with nothing drawn', () => {
    const { renderer } = fakeRenderer(1, () => false);
    expect(drawnBoxes(renderer, blank(300, 200, 1))).toEqual([]);
  });
});

/** A drawing over two periods of `width` (as the run's layers are drawn), from y 100 to 160. */
const strip = (width: number) => new Graphics().rect(0, 100, 2 * width, 60).fill(0xffffff);

describe('bakeResolution', () => {
  it('bakes at twice a coarse canvas (a software renderer) and at a sharp canvas’s own', () => {
    expect(bakeResolution(fakeRenderer(0.5).renderer)).toBe(1);
    expect(bakeResolution(fakeRenderer(1).renderer)).toBe(1);
    expect(bakeResolution(fakeRenderer(2).renderer)).toBe(2);
  });
});

describe('BakedStrip', () => {
  it('bakes one period from the middle of the drawing, multisampled, and shows it twice side by side', () => {
    const { renderer, bakes } = fakeRenderer();
    const layer = new BakedStrip();
    layer.redraw(renderer, strip(1000), 1000, 1);
    expect(bakes).toHaveLength(1);
    const { frame, antialias, resolution } = bakes[0]!;
    expect({ x: frame.x, width: frame.width }).toEqual({ x: 500, width: 1000 });
    expect(frame.y).toBeLessThanOrEqual(100);
    expect(frame.y + frame.height).toBeGreaterThanOrEqual(160);
    expect(antialias).toBe(true);
    expect(resolution).toBe(1);
    // Drawn all over: each row of cells one box, in each copy.
    const cells = layer.children as Sprite[];
    const rows = Math.ceil(frame.height / 32);
    expect(cells).toHaveLength(2 * rows);
    expect(cells.map((c) => c.x)).toEqual(Array.from({ length: rows }, () => [0, 1000]).flat());
    expect(cells[0]!.y).toBe(frame.y);
    expect(cells.every((c) => c.texture.source === bakes[0]!.texture.source)).toBe(true);
    expect(cells.reduce((sum, c) => sum + c.texture.frame.height, 0)).toBe(2 * frame.height);
  });

  it('draws only the cells with something in them, each from its own part of the picture', () => {
    // Something drawn only in the first column of cells (texels 0-31) of a period of 1000.
    const { renderer, bakes } = fakeRenderer(0.5, (x) => x < 10);
    const layer = new BakedStrip();
    layer.redraw(renderer, strip(1000), 1000, 1);
    const cells = layer.children as Sprite[];
    const rows = Math.ceil(bakes[0]!.frame.height / 32);
    expect(cells).toHaveLength(2 * rows);
    for (const c of cells) {
      expect(c.texture.frame.width).toBe(32);
      expect([0, 1000]).toContain(c.x);
    }
  });

  it('scrolled by any shift, shows at each screen x what the drawing had at x + shift (one period on)', () => {
    const { renderer } = fakeRenderer();
    const layer = new BakedStrip();
    const period = 1080;
    layer.redraw(renderer, strip(period), period, 1);
    const start = 540;
    for (const shift of [0, 1, 17.5, 539, 540, 541, 1079, 1080, 2500.25, 123456.7]) {
      layer.scroll(shift);
      // The copies cover the screen: the first starts at or left of 0, the second ends past its width.
      expect(layer.x).toBeLessThanOrEqual(0);
      expect(layer.x).toBeGreaterThan(-period);
      for (const screen of [0, 200, 700, 1079]) {
        // The texel under `screen` is at u in the baked period, which is the drawing's start + u.
        const u = (((screen - layer.x) % period) + period) % period;
        const drawn = start + u;
        const wanted = screen + shift;
        const apart = (((drawn - wanted) % period) + period) % period;
        expect(Math.min(apart, period - apart)).toBeCloseTo(0, 6);
      }
    }
  });

  it('frees the picture it replaces, and its own on release', () => {
    const { renderer, bakes } = fakeRenderer();
    const layer = new BakedStrip();
    layer.redraw(renderer, strip(500), 500, 1);
    layer.redraw(renderer, strip(600), 600, 1);
    expect(bakes[0]!.texture.destroyed).toBe(true);
    expect(bakes[1]!.texture.destroyed).toBe(false);
    layer.release();
    expect(bakes[1]!.texture.destroyed).toBe(true);
  });

  it('never bakes wider than 4096 texels', () => {
    const { renderer, bakes } = fakeRenderer(2);
    new BakedStrip().redraw(renderer, strip(2560), 2560, 2);
    expect(bakes[0]!.frame.width * bakes[0]!.resolution).toBeLessThanOrEqual(4096);
  });
});

describe('BakedLayer', () => {
  it('stands each drawn cell where it was drawn, and frees its picture on release', () => {
    const { renderer, bakes } = fakeRenderer(1, (x, y) => x >= 64 && y < 8);
    const layer = new BakedLayer();
    layer.redraw(renderer, new Graphics().rect(0, 100, 200, 60).fill(0xffffff), 1);
    const { frame } = bakes[0]!;
    const cells = layer.children as Sprite[];
    expect(cells).toHaveLength(1);
    expect([cells[0]!.x, cells[0]!.y]).toEqual([frame.x + 64, frame.y]);
    expect(cells[0]!.texture.frame.x).toBe(64);
    layer.release();
    expect(bakes[0]!.texture.destroyed).toBe(true);
    expect(layer.children).toHaveLength(0);
  });
});

describe('BakedShape', () => {
  it('keeps the shape’s own origin: its anchor stands where the drawing’s (0, 0) was', () => {
    const { renderer, bakes } = fakeRenderer();
    const shape = new BakedShape();
    shape.redraw(renderer, new Graphics().circle(0, 0, 70).fill(0xffffff), 1.5);
    const { frame, resolution } = bakes[0]!;
    expect(resolution).toBe(1.5);
    expect(frame.x).toBeLessThanOrEqual(-70);
    expect(frame.y).toBeLessThanOrEqual(-70);
    expect(shape.anchor.x * frame.width + frame.x).toBeCloseTo(0, 6);
    expect(shape.anchor.y * frame.height + frame.y).toBeCloseTo(0, 6);
    shape.release();
    expect(bakes[0]!.texture.destroyed).toBe(true);
  });
});
