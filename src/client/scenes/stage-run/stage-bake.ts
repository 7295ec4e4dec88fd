import { Container, Rectangle, Sprite, Texture, type Graphics, type Renderer } from 'pixi.js';

/** No baked texture is wider or taller than this many texels (every WebGL renderer takes it). */
const MAX_TEXELS = 4096;
/** Room around a shape's bounds for its outline's antialiased edge. */
const PAD = 2;

/**
 * Texels per CSS px of a baked shape: twice the canvas's pixels where the canvas is drawn coarser
 * than the page (a software renderer's 0.5, webgl.ts `sceneResolution`), so each canvas pixel
 * averages four of the texture's on top of the multisampling it was drawn with; the canvas's own
 * elsewhere (a GPU, where the canvas multisamples too).
 */
export function bakeResolution(renderer: Renderer): number {
  const r = renderer.resolution;
  return r < 1 ? r * 2 : r;
}

/** Draws `g` once into a multisampled texture over `frame` (its local px) at `resolution`; destroys `g`. */
function bake(renderer: Renderer, g: Graphics, frame: Rectangle, resolution: number): Texture {
  const res = Math.min(resolution, MAX_TEXELS / Math.max(frame.width, frame.height, 1));
  const texture = renderer.generateTexture({ target: g, frame, resolution: res, antialias: true });
  g.destroy();
  return texture;
}

/** The whole-pixel box round what `g` draws, with room for its outline. */
function frameOf(g: Graphics): Rectangle {
  const b = g.getLocalBounds();
  const x = Math.floor(b.minX) - PAD;
  const y = Math.floor(b.minY) - PAD;
  return new Rectangle(
    x,
    y,
    Math.max(1, Math.ceil(b.maxX) + PAD - x),
    Math.max(1, Math.ceil(b.maxY) + PAD - y),
  );
}

/**
 * A still shape of the run (a backdrop layer, the verdict's rays, a star, the smoke) as a sprite of
 * its picture, drawn once with smooth edges: a WebGL Graphics is drawn without antialiasing on a
 * software renderer (MSAA there cost a quarter of a frame) and at half a CSS pixel a pixel, and
 * its edges stepped beside the smooth pictures of the figures. Baked, it is also one quad a frame
 * where its outlines were thousands of vertices. Its origin is the shape's own (0, 0).
 */
export class BakedShape extends Sprite {
  /** Replaces the picture with what `g` draws (`g` is destroyed). */
  redraw(renderer: Renderer, g: Graphics, resolution: number): void {
    const frame = frameOf(g);
    const old = this.texture;
    this.texture = bake(renderer, g, frame, resolution);
    this.anchor.set(-frame.x / frame.width, -frame.y / frame.height);
    if (old !== Texture.EMPTY) old.destroy(true);
  }

  /** Frees the picture (the sprite itself goes with its scene). */
  release(): void {
    if (this.texture !== Texture.EMPTY) this.texture.destroy(true);
    this.texture = Texture.EMPTY;
  }
}

/**
 * The side (texels) of the square cells a baked layer is cut into. A layer's box is mostly empty
 * (the clouds' band, the marks on the ground, the air over the skyline), and on a software
 * renderer every pixel of a quad costs its time whether it shows anything or not: a layer is drawn
 * as its cells that hold something, so the empty ones cost nothing (docs/client.md).
 */
const CELL = 32;

/** Whether any texel of the cell [x0, x1) x [y0, y1) of RGBA `pixels` (`width` wide) is not transparent. */
function drawnIn(pixels: Uint8ClampedArray, width: number, x0: number, y0: number, x1: number, y1: number) {
  for (let y = y0; y < y1; y++) {
    for (let i = (y * width + x0) * 4 + 3, end = (y * width + x1) * 4; i < end; i += 4) {
      if (pixels[i] !== 0) return true;
    }
  }
  return false;
}

/**
 * The boxes of `texture` (in its own units, from its top left) that hold anything drawn: its rows
 * of cells, each run of cells with something in them as one box.
 */
export function drawnBoxes(renderer: Renderer, texture: Texture): Rectangle[] {
  const { pixels, width, height } = renderer.extract.pixels(texture);
  const unit = width / Math.max(1, texture.frame.width);
  const boxes: Rectangle[] = [];
  for (let y0 = 0; y0 < height; y0 += CELL) {
    const y1 = Math.min(height, y0 + CELL);
    let run = -1;
    // One step past the last cell, which closes a run that reaches the right edge.
    for (let x0 = 0; x0 - CELL < width; x0 += CELL) {
      const drawn = x0 < width && drawnIn(pixels, width, x0, y0, Math.min(width, x0 + CELL), y1);
      if (drawn && run < 0) run = x0;
      if (!drawn && run >= 0) {
        const x1 = Math.min(width, x0);
        boxes.push(new Rectangle(run / unit, y0 / unit, (x1 - run) / unit, (y1 - y0) / unit));
        run = -1;
      }
    }
  }
  return boxes;
}

/**
 * A baked picture shown as the boxes of it that hold something (`drawnBoxes`), each a sprite of
 * that part of the one texture (one batch, one draw call), at `x`, `y` of this container.
 */
class Cells extends Container {
  private texture: Texture = Texture.EMPTY;

  constructor() {
    super();
    // Moved every frame of the march: one matrix for the GPU, not every cell's corners on the CPU.
    this.isRenderGroup = true;
  }

  /** Shows `texture` (now this layer's: it frees it) at each of `at`, its top left there. */
  protected show(renderer: Renderer, texture: Texture, at: readonly { x: number; y: number }[]): void {
    this.release();
    this.texture = texture;
    const source = texture.source;
    const { x: fx, y: fy } = texture.frame;
    for (const box of drawnBoxes(renderer, texture)) {
      const frame = new Rectangle(fx + box.x, fy + box.y, box.width, box.height);
      for (const { x, y } of at) {
        const cell = this.addChild(new Sprite(new Texture({ source, frame })));
        cell.position.set(x + box.x, y + box.y);
      }
    }
  }

  release(): void {
    for (const cell of this.removeChildren()) cell.destroy({ texture: true, textureSource: false });
    if (this.texture !== Texture.EMPTY) this.texture.destroy(true);
    this.texture = Texture.EMPTY;
  }
}

/**
 * A still layer of the land (the marks on the ground) drawn once with smooth edges, as its cells
 * that hold something. Its origin is the shape's own (0, 0).
 */
export class BakedLayer extends Cells {
  /** Replaces the picture with what `g` draws (`g` is destroyed). */
  redraw(renderer: Renderer, g: Graphics, resolution: number): void {
    const frame = frameOf(g);
    this.show(renderer, bake(renderer, g, frame, resolution), [{ x: frame.x, y: frame.y }]);
  }
}

/**
 * A backdrop layer that scrolls without end: a shape drawn over two periods side by side (so its
 * outlines run on across the seam), baked over one period taken from its middle, and shown as two
 * copies of that picture side by side, each as its cells that hold something.
 */
export class BakedStrip extends Cells {
  private period = 1;
  /** Where the baked period starts in the shape's own px. */
  private start = 0;

  /** Replaces the picture with what `g` draws, repeating every `period` px (`g` is destroyed). */
  redraw(renderer: Renderer, g: Graphics, period: number, resolution: number): void {
    const bounds = frameOf(g);
    this.period = Math.max(1, Math.round(period));
    this.start = Math.floor(this.period / 2);
    const frame = new Rectangle(this.start, bounds.y, this.period, bounds.height);
    const texture = bake(renderer, g, frame, resolution);
    this.show(renderer, texture, [
      { x: 0, y: frame.y },
      { x: this.period, y: frame.y },
    ]);
  }

  /** Shows the shape moved `shift` px to the left of where it was drawn. */
  scroll(shift: number): void {
    const p = this.period;
    this.x = -((((shift - this.start) % p) + p) % p);
  }
}
