import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRATE_KINDS, crateImage } from '../../src/rules/catalog/crate-kinds.ts';
import { ITEMS } from '../../src/rules/catalog/items.ts';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { VOUCHERS } from '../../src/rules/catalog/vouchers.ts';
import { pack } from '../../assets/src/atlas/pack.ts';
import { artJobs } from '../../assets/src/jobs.ts';
import { jobSvg, toPng } from '../../assets/src/render.ts';
import { atlasOf, atlasPlans, MIP_GUTTER } from '../../src/client/scenes/shared/atlas-plan.ts';
import { ASSETS_DIR, artUpToDate, generateArt, outputs } from '../../scripts/generate-art.ts';
import { SOUND_NAMES } from '../../scripts/generate-sounds.ts';

interface Png {
  width: number;
  height: number;
  /** RGBA of pixel (x, y). */
  pixel(x: number, y: number): [number, number, number, number];
}

/** A minimal decoder for the 8-bit RGBA, non-interlaced PNGs resvg writes. */
function decodePng(bytes: Buffer): Png {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  expect([bytes[24], bytes[25], bytes[28]]).toEqual([8, 6, 0]);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT')
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 4 ? out[y * stride + i - 4]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y > 0 ? out[(y - 1) * stride + i - 4]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * stride + i] = (x + predictor) & 255;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) =>
      [...out.subarray(y * stride + x * 4, y * stride + x * 4 + 4)] as [number, number, number, number],
  };
}

let dir = '';
const decoded = new Map<string, Png>();
/** A generated PNG, decoded once (the tests look at the same pictures more than once). */
const png = (path: string): Png => {
  if (!decoded.has(path)) decoded.set(path, decodePng(readFileSync(join(dir, path))));
  return decoded.get(path)!;
};

/**
 * The art as `npm run build` and `npm start` draw it into assets/: drawn here only when assets/.stamp
 * does not hold the hash of its sources or a file is missing (generateArt checks both), so a run of
 * `npm test`, which builds first, draws the art once, not twice.
 */
beforeAll(() => {
  dir = ASSETS_DIR;
  generateArt(dir);
}, 180_000);

describe('generated art', () => {
  it('draws every trait preview on one 512 x 512 canvas', { timeout: 20_000 }, () => {
    for (const t of TRAITS) {
      const image = png(t.img);
      expect([t.img, image.width, image.height]).toEqual([t.img, 512, 512]);
    }
  });

  it('leaves the corners of every layer but backgrounds transparent, and fills backgrounds', () => {
    for (const t of TRAITS) {
      const image = png(t.img);
      const corners = [
        image.pixel(0, 0),
        image.pixel(511, 0),
        image.pixel(0, 511),
        image.pixel(511, 511),
      ].map((p) => p[3]);
      const expected = t.category === 'Background' ? 255 : 0;
      expect([t.img, ...corners]).toEqual([t.img, expected, expected, expected, expected]);
    }
  });

  it('draws every item icon at 256 x 256 with transparent corners', () => {
    for (const item of ITEMS) {
      const image = png(item.img);
      expect([item.img, image.width, image.height, image.pixel(0, 0)[3]]).toEqual([item.img, 256, 256, 0]);
    }
  });

  it('draws every mint pass at 512 x 320, unlocked and locked', () => {
    for (const v of VOUCHERS) {
      for (const path of [v.image, v.image.replace('.png', '-locked.png')])
        expect([path, png(path).width, png(path).height]).toEqual([path, 512, 320]);
    }
  });

  it('draws every crate kind at 256 x 256, the gumball machine, the map and its emblems', () => {
    for (const kind of CRATE_KINDS)
      expect([png(crateImage(kind)).width, png(crateImage(kind)).height]).toEqual([256, 256]);
    expect([png('/images/gumball.png').width, png('/images/gumball.png').height]).toEqual([320, 400]);
    expect([png('/images/map/world.png').width, png('/images/map/world.png').height]).toEqual([1600, 1000]);
    for (const r of REGIONS) expect(png(`/images/map/region-${r.id}.png`).width).toBe(256);
    expect(png('/images/warlord-silhouette.png').width).toBe(512);
    expect(png('/images/landing-hero.png').width).toBe(1600);
  });

  it("writes the landing page's two layers as SVG, the world and a Warlord holding its blade", () => {
    const world = readFileSync(join(dir, 'images/landing/world.svg'), 'utf8');
    const warlord = readFileSync(join(dir, 'images/landing/warlord.svg'), 'utf8');
    expect(world).toMatch(/^<svg [^>]*width="1600" height="1000"/);
    expect(warlord).toMatch(/^<svg [^>]*width="600" height="560"/);
    // Five trait layers and the held blade.
    expect(warlord.match(/<g>/g)?.length).toBe(5);
    expect(warlord).toContain('rotate(20)');
  });

  it('writes every picture as a single image (the DOM figure shows the held weapons and the body parts too)', () => {
    const written = new Set(outputs());
    for (const job of artJobs()) expect([job.path, written.has(job.path)]).toEqual([job.path, true]);
  });

  it('writes each sound as a 16-bit PCM WAV, the fanfare 1.5 s at most and the rest under a second', () => {
    for (const name of SOUND_NAMES) {
      const wav = readFileSync(join(dir, 'sounds', `${name}.wav`));
      expect([wav.toString('ascii', 0, 4), wav.toString('ascii', 8, 12)]).toEqual(['RIFF', 'WAVE']);
      expect([wav.readUInt16LE(20), wav.readUInt16LE(34)]).toEqual([1, 16]);
      const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28);
      expect(seconds).toBeGreaterThan(0.02);
      // art-direction.md: short and soft, but the Legendary fanfare lasts 1.5 s.
      if (name === 'legendary') expect(seconds).toBeLessThanOrEqual(1.5);
      else expect(seconds).toBeLessThan(1);
    }
  });

  it('skips the work when nothing changed, and not when a file is missing', () => {
    expect(generateArt(dir).skipped).toBe(true);
    // On a copy, so that the art the build and the other tests read stays whole meanwhile.
    const copy = mkdtempSync(join(tmpdir(), 'warlords-art-'));
    try {
      for (const part of ['atlases', 'images', 'sounds', '.stamp'])
        cpSync(join(dir, part), join(copy, part), { recursive: true });
      expect(generateArt(copy).skipped).toBe(true);
      // Whether it would do the work, not the work (a minute of CPU: the build does it, and the
      // next case draws a picture to the byte).
      rmSync(join(copy, 'atlases/map@2x.png'));
      expect(artUpToDate(copy)).toBe(false);
      cpSync(join(dir, 'atlases/map@2x.png'), join(copy, 'atlases/map@2x.png'));
      expect(artUpToDate(copy)).toBe(true);
      writeFileSync(join(copy, '.stamp'), 'older sources');
      expect(artUpToDate(copy)).toBe(false);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('draws the same bytes every time', () => {
    const job = artJobs().find((j) => j.path === '/images/map/world.png')!;
    expect(toPng(jobSvg(job)).equals(readFileSync(join(dir, job.path)))).toBe(true);
  });
});

interface Sheet {
  frames: Record<
    string,
    {
      frame: { x: number; y: number; w: number; h: number };
      trimmed: boolean;
      spriteSourceSize: { x: number; y: number; w: number; h: number };
      sourceSize: { w: number; h: number };
    }
  >;
  meta: { image: string; scale: string; size: { w: number; h: number } };
}

const sheet = (name: string, density: 1 | 2): Sheet =>
  JSON.parse(readFileSync(join(dir, 'atlases', `${name}@${density}x.png.json`), 'utf8')) as Sheet;

describe('sprite atlases', () => {
  it('puts every picture the scenes load in exactly one atlas', () => {
    const scenePictures = [
      '/images/map/world.png',
      ...REGIONS.map((r) => `/images/map/region-${r.id}.png`),
      ...TRAITS.map((t) => t.img),
      ...ITEMS.map((i) => i.img),
      ...ITEMS.filter((i) => i.typeName !== 'Potion').map((i) => `/images/items/held/${i.id}.png`),
      ...CRATE_KINDS.map(crateImage),
      '/images/gumball.png',
    ];
    const all = atlasPlans().flatMap((p) => p.paths);
    expect(new Set(all).size).toBe(all.length);
    for (const path of scenePictures) expect([path, atlasOf(path)]).toEqual([path, expect.any(String)]);
    // Every path in a plan is drawn by the generator.
    const drawn = new Set(artJobs().map((j) => j.path));
    for (const path of all) expect([path, drawn.has(path)]).toEqual([path, true]);
  });

  it('has a frame for every picture of its plan, inside the atlas and apart from every other frame', () => {
    for (const plan of atlasPlans())
      for (const density of [1, 2] as const) {
        const s = sheet(plan.name, density);
        // The PNG's own size, from its header.
        const head = readFileSync(join(dir, 'atlases', s.meta.image));
        const image = { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
        expect([plan.name, image.width, image.height]).toEqual([plan.name, s.meta.size.w, s.meta.size.h]);
        expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(4096);
        expect(Number(s.meta.scale)).toBe(plan.scales[density]);
        expect(Object.keys(s.frames).sort()).toEqual([...plan.paths].sort());
        const rects = Object.values(s.frames).map((f) => f.frame);
        // A mipmapped atlas (the run's fighters) keeps its frames further apart: its smaller mip
        // levels average 2^k texels a side, and must not mix two frames.
        const g = plan.mipmaps ? MIP_GUTTER : 2;
        for (const [i, a] of rects.entries()) {
          expect(a.x >= g && a.y >= g && a.x + a.w + g <= image.width && a.y + a.h + g <= image.height).toBe(
            true,
          );
          for (const b of rects.slice(i + 1)) {
            // At least the gutter on each side between two frames.
            const apart =
              a.x + a.w + g <= b.x - g ||
              b.x + b.w + g <= a.x - g ||
              a.y + a.h + g <= b.y - g ||
              b.y + b.h + g <= a.y - g;
            expect([plan.name, density, apart]).toEqual([plan.name, density, true]);
          }
        }
      }
  });

  it("keeps each picture's full size at the atlas's scale, so a trimmed frame sits where its layer was", () => {
    const map = sheet('map', 2);
    expect(map.frames['/images/map/world.png']!.sourceSize).toEqual({ w: 3200, h: 2000 });
    const warlord = sheet('warlord', 1);
    const eyes = warlord.frames[TRAITS.find((t) => t.category === 'Eyes')!.img]!;
    expect(eyes.trimmed).toBe(true);
    expect(eyes.sourceSize).toEqual({ w: 384, h: 384 });
    expect(eyes.frame.h).toBeLessThan(120);
    // The eyes sit about the portrait's eye line (y 212 of 512, times 0.75).
    expect(eyes.spriteSourceSize.y).toBeLessThan(212 * 0.75);
    expect(eyes.spriteSourceSize.y + eyes.frame.h).toBeGreaterThan(212 * 0.75);
  });

  it('draws the same pixels in the atlas as in the single image, at the same scale', () => {
    const s = sheet('map', 1);
    const atlas = png('/atlases/map@1x.png');
    const single = png('/images/map/region-3.png');
    const f = s.frames['/images/map/region-3.png']!;
    for (const [x, y] of [
      [128, 128],
      [60, 200],
      [200, 60],
    ] as const)
      expect(atlas.pixel(f.frame.x + x, f.frame.y + y)).toEqual(single.pixel(x, y));
  });

  it("repeats each frame's edge into its gutter, so filtering never reads a neighbour", () => {
    const s = sheet('backgrounds', 1);
    const atlas = png('/atlases/backgrounds@1x.png');
    for (const { frame: f } of Object.values(s.frames)) {
      expect(atlas.pixel(f.x - 1, f.y + 5)).toEqual(atlas.pixel(f.x, f.y + 5));
      expect(atlas.pixel(f.x + f.w, f.y + f.h - 1)).toEqual(atlas.pixel(f.x + f.w - 1, f.y + f.h - 1));
    }
  });
});

describe('the atlas packer', () => {
  it('packs without overlap, and the squarest way', () => {
    const sizes = [{ w: 3204, h: 2004 }, ...Array.from({ length: 10 }, () => ({ w: 516, h: 516 }))];
    const { width, height, at } = pack(sizes);
    // The world, three emblems down its right and seven below it.
    expect([width, height]).toEqual([4096, 2520]);
    for (const [i, a] of at.entries())
      for (const [j, b] of at.entries()) {
        if (j <= i) continue;
        const [sa, sb] = [sizes[i]!, sizes[j]!];
        expect(a.x + sa.w <= b.x || b.x + sb.w <= a.x || a.y + sa.h <= b.y || b.y + sb.h <= a.y).toBe(true);
      }
  });

  it('refuses what does not fit in 4096 x 4096', () => {
    expect(() => pack(Array.from({ length: 17 }, () => ({ w: 1024, h: 1024 })))).toThrow(/do not fit/);
  });
});
