/**
 * Builds one sprite atlas: each picture rasterised at the atlas's scale, its transparent margin
 * trimmed (where asked), packed (pack.ts) with a gutter (2 px, 8 in a mipmapped atlas) whose inner pixel repeats the frame's
 * edge (so filtering at any scale never reads a neighbour), and written as a PNG with the Pixi 8
 * spritesheet JSON beside it (frames, meta.image, meta.scale, meta.size).
 */
import { MIP_GUTTER, type AtlasPlan } from '../../../src/client/scenes/shared/atlas-plan.ts';
import { jobSvg, rasterise as draw, type ArtJob } from '../render.ts';
import { encodePng } from './png.ts';
import { pack } from './pack.ts';

/**
 * Empty pixels around each frame: one repeats the frame's edge, one stays clear; more in an atlas
 * the GPU mipmaps (atlas-plan.ts MIP_GUTTER), so its smaller levels never mix two frames.
 */
export const GUTTER = 2;
export const gutterOf = (plan: AtlasPlan): number => (plan.mipmaps ? MIP_GUTTER : GUTTER);

interface Picture {
  path: string;
  /** The whole picture at the atlas's scale. */
  source: { w: number; h: number };
  /** The kept part of it (all of it when not trimmed). */
  trim: { x: number; y: number; w: number; h: number };
  /** Premultiplied RGBA of the whole picture. */
  pixels: Buffer;
}

export interface SpritesheetFrame {
  frame: { x: number; y: number; w: number; h: number };
  rotated: false;
  trimmed: boolean;
  spriteSourceSize: { x: number; y: number; w: number; h: number };
  sourceSize: { w: number; h: number };
}

export interface Spritesheet {
  frames: Record<string, SpritesheetFrame>;
  meta: { app: string; image: string; format: 'RGBA8888'; size: { w: number; h: number }; scale: string };
}

function rasterise(job: ArtJob, scale: number, trim: boolean): Picture {
  const image = draw(jobSvg(job), scale);
  const { width: w, height: h } = image;
  const pixels = image.pixels;
  let box = { x: 0, y: 0, w, h };
  if (trim) {
    let [x0, y0, x1, y1] = [w, h, -1, -1];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        if (pixels[(y * w + x) * 4 + 3]! > 0) {
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y);
        }
    box = x1 < 0 ? { x: 0, y: 0, w: 1, h: 1 } : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
  }
  return { path: job.path, source: { w, h }, trim: box, pixels };
}

/** Premultiplied to straight alpha, for the PNG. */
function unpremultiply(rgba: Uint8Array): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]!;
    if (a === 0 || a === 255) continue;
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.min(255, Math.round((rgba[i + c]! * 255) / a));
  }
}

/** Copies a picture's kept part to (dx, dy) of the atlas, and its edge pixels one further out. */
function blit(atlas: Uint8Array, width: number, pic: Picture, dx: number, dy: number): void {
  const { x, y, w, h } = pic.trim;
  const stride = pic.source.w * 4;
  const px = (sx: number, sy: number) =>
    pic.pixels.subarray((sy * pic.source.w + sx) * 4, (sy * pic.source.w + sx) * 4 + 4);
  for (let row = -1; row <= h; row++) {
    const sy = y + Math.min(h - 1, Math.max(0, row));
    const to = ((dy + row) * width + dx) * 4;
    atlas.set(pic.pixels.subarray(sy * stride + x * 4, sy * stride + (x + w) * 4), to);
    atlas.set(px(x, sy), to - 4);
    atlas.set(px(x + w - 1, sy), to + w * 4);
  }
}

/** One atlas of a plan at one density: its PNG and its spritesheet JSON. */
export function buildAtlas(
  plan: AtlasPlan,
  density: 1 | 2,
  jobs: ReadonlyMap<string, ArtJob>,
): { png: Buffer; sheet: Spritesheet } {
  const scale = plan.scales[density];
  const gutter = gutterOf(plan);
  const pictures = plan.paths.map((path) => {
    const job = jobs.get(path);
    if (!job) throw new Error(`atlas ${plan.name}: nothing draws ${path}`);
    return rasterise(job, scale, plan.trim);
  });
  const { width, height, at } = pack(
    pictures.map((p) => ({ w: p.trim.w + 2 * gutter, h: p.trim.h + 2 * gutter })),
  );
  const atlas = new Uint8Array(width * height * 4);
  const frames: Record<string, SpritesheetFrame> = {};
  pictures.forEach((pic, i) => {
    const x = at[i]!.x + gutter;
    const y = at[i]!.y + gutter;
    blit(atlas, width, pic, x, y);
    const { w, h } = pic.trim;
    frames[pic.path] = {
      frame: { x, y, w, h },
      rotated: false,
      trimmed: w !== pic.source.w || h !== pic.source.h,
      spriteSourceSize: { x: pic.trim.x, y: pic.trim.y, w, h },
      sourceSize: pic.source,
    };
  });
  unpremultiply(atlas);
  const image = `${plan.name}@${density}x.png`;
  return {
    png: encodePng(width, height, atlas),
    sheet: {
      frames,
      meta: {
        app: 'warlords generate-art',
        image,
        format: 'RGBA8888',
        size: { w: width, h: height },
        scale: String(scale),
      },
    },
  };
}
