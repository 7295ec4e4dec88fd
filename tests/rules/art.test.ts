import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRATE_KINDS, crateImage } from '../../src/rules/catalog/crate-kinds.ts';
import { ITEMS } from '../../src/rules/catalog/items.ts';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { VOUCHERS } from '../../src/rules/catalog/vouchers.ts';
import { artJobs } from '../../scripts/art/jobs.ts';
import { jobSvg, toPng } from '../../scripts/art/render.ts';
import { generateArt } from '../../scripts/generate-art.ts';
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
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
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
const png = (path: string) => decodePng(readFileSync(join(dir, path)));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'warlords-art-'));
  generateArt(dir, true);
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generated art', () => {
  it('draws every trait preview on one 512 x 512 canvas', () => {
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

  it('skips the work when nothing changed', () => {
    expect(generateArt(dir).skipped).toBe(true);
  });

  it('draws the same bytes every time', () => {
    const job = artJobs().find((j) => j.path === '/images/map/world.png')!;
    expect(toPng(jobSvg(job)).equals(readFileSync(join(dir, job.path)))).toBe(true);
  });
});
