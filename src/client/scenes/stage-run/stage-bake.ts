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
 * A backdrop layer that scrolls without end: a shape drawn over two periods side by side (so its
 * outlines run on across the seam), baked over one period taken from its middle, and shown as two
 * copies of that picture side by side.
 */
export class BakedStrip extends Container {
  private readonly first = this.addChild(new Sprite());
  private readonly second = this.addChild(new Sprite());
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
    this.release();
    this.first.texture = texture;
    this.second.texture = texture;
    this.first.position.set(0, frame.y);
    this.second.position.set(this.period, frame.y);
  }

  /** Shows the shape moved `shift` px to the left of where it was drawn. */
  scroll(shift: number): void {
    const p = this.period;
    this.x = -((((shift - this.start) % p) + p) % p);
  }

  release(): void {
    const texture = this.first.texture;
    this.first.texture = Texture.EMPTY;
    this.second.texture = Texture.EMPTY;
    if (texture !== Texture.EMPTY) texture.destroy(true);
  }
}
