// @vitest-environment node
/**
 * Each region's stage run has its own foe (issue 24): at least six designs, each drawn by the art
 * generator in three frames (standing, striking, hurt) and packed in its kind's atlas, which the
 * run loads.
 */
import { describe, expect, it } from 'vitest';
import { foeArt } from '../../assets/src/foes/foes.ts';
import { artJobs } from '../../assets/src/jobs.ts';
import { jobSvg, rasterise } from '../../assets/src/render.ts';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { atlasOf, atlasPlans, foeAtlas } from '../../src/client/scenes/shared/atlas-plan.ts';
import {
  chiefStage,
  FOE_CANVAS,
  FOE_KINDS,
  FOE_POSES,
  foeImage,
  foeImages,
  foeName,
  foeOf,
  type FoeKind,
  type FoePose,
} from '../../src/client/scenes/stage-run/stage-foes.ts';

const W: number = FOE_CANVAS.width;
const H: number = FOE_CANVAS.height;

/** A foe's frame (or its chief's) drawn on its canvas: its pixels, its alpha, and the box of what it draws. */
function drawn(kind: FoeKind, pose: FoePose, chief = false) {
  // Read once: each read of `pixels` copies the whole picture out of resvg.
  const pixels = rasterise(
    jobSvg({ path: '', width: W, height: H, draw: () => foeArt(kind, pose, chief) }),
  ).pixels;
  const alpha = new Uint8Array(W * H);
  let [left, top, right, bottom] = [W, H, -1, -1];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const a = pixels[(y * W + x) * 4 + 3]!;
      alpha[y * W + x] = a;
      if (a <= 8) continue;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  return { pixels, alpha, box: { left, top, right: W - 1 - right, bottom: H - 1 - bottom } };
}

describe('stage foes', () => {
  it("gives every region a foe, of at least six designs, each drawn in its three frames and in its kind's atlas", () => {
    const foes = REGIONS.map((r) => foeOf(r.id));
    expect(new Set(foes.map((f) => f.kind)).size).toBeGreaterThanOrEqual(6);
    const jobs = new Set(artJobs().map((j) => j.path));
    for (const foe of foes) {
      for (const chief of [false, true])
        for (const pose of FOE_POSES) {
          expect(jobs.has(foeImage(foe.kind, pose, chief)), `${foe.kind} ${pose} ${chief}`).toBe(true);
          expect(atlasOf(foeImage(foe.kind, pose, chief))).toBe(foeAtlas(foe.kind));
        }
      expect(foe.name).toMatch(/^(a|an|the) [A-Z]/);
    }
    // The still picture keeps its path; a kind's atlas holds its three frames, its chief's three,
    // and nothing else: the run loads them all together (foeImages).
    expect(atlasPlans().find((p) => p.name === foeAtlas('wolf'))?.paths).toEqual([
      '/images/foes/wolf.png',
      '/images/foes/wolf-strike.png',
      '/images/foes/wolf-hurt.png',
      '/images/foes/wolf-chief.png',
      '/images/foes/wolf-chief-strike.png',
      '/images/foes/wolf-chief-hurt.png',
    ]);
    expect(foeImages('wolf')).toEqual(atlasPlans().find((p) => p.name === foeAtlas('wolf'))?.paths);
  });

  it("draws each frame, the foe's and its chief's, on the still picture's canvas and ground: different, never out of the canvas where the still one is inside it", () => {
    for (const kind of FOE_KINDS)
      for (const chief of [false, true]) {
        const still = drawn(kind, 'idle', chief);
        for (const pose of ['strike', 'hurt'] as const) {
          const frame = drawn(kind, pose, chief);
          const label = `${kind} ${pose}${chief ? ' (chief)' : ''}`;
          // The same feet on the same ground.
          expect(Math.abs(frame.box.bottom - still.box.bottom), label).toBeLessThanOrEqual(2);
          // Cut by no edge the still picture keeps clear of.
          for (const edge of ['left', 'top', 'right'] as const)
            if (still.box[edge] >= 2) expect(frame.box[edge], `${label}: ${edge}`).toBeGreaterThanOrEqual(2);
          // A pose of its own: a tenth or more of the still picture's pixels differ.
          let differ = 0;
          let ink = 0;
          for (let i = 0; i < W * H; i++) {
            if (still.alpha[i]! > 8) ink++;
            if (Math.abs(still.alpha[i]! - frame.alpha[i]!) > 64) differ++;
          }
          expect(differ / ink, label).toBeGreaterThan(0.1);
        }
      }
  });

  it("gives each chief a look of its own: its still picture differs clearly from its kind's, on the same feet (a review: the stage-2 chief was the stage-1 scorpion, larger)", () => {
    for (const kind of FOE_KINDS) {
      const foe = drawn(kind, 'idle');
      const chief = drawn(kind, 'idle', true);
      // Standing where its kind stands.
      expect(Math.abs(chief.box.bottom - foe.box.bottom), kind).toBeLessThanOrEqual(2);
      // A pixel differs where either draws and its colour and cover together are another by more
      // than a little (96 summed over the four channels): a crown, horns, another weapon, a cape,
      // another palette.
      let differ = 0;
      let ink = 0;
      for (let i = 0; i < W * H; i++) {
        if (foe.alpha[i]! <= 8 && chief.alpha[i]! <= 8) continue;
        ink++;
        let off = 0;
        for (let c = 0; c < 4; c++) off += Math.abs(foe.pixels[i * 4 + c]! - chief.pixels[i * 4 + c]!);
        if (off > 96) differ++;
      }
      expect(differ / ink, kind).toBeGreaterThan(0.15);
    }
  });

  it("bars each region's last stage with its foe's chief, and the stages before with the foe", () => {
    for (const r of REGIONS) {
      const foe = foeOf(r.id);
      expect(foe.chief, r.title).toMatch(/^the [A-Z]/);
      expect(foe.chief).not.toBe(foe.name);
      for (let stage = 1; stage < r.maxStage; stage++) {
        expect(chiefStage(r.id, stage)).toBe(false);
        expect(foeName(r.id, stage)).toBe(foe.name);
      }
      expect(chiefStage(r.id, r.maxStage)).toBe(true);
      expect(foeName(r.id, r.maxStage)).toBe(foe.chief);
    }
    expect(foeName(1, 1)).toBe('a Dune Scorpion');
    expect(foeName(1, 2)).toBe('the Scorpion Matriarch');
  });

  it('tells neighbouring regions of one biome family apart by their foe', () => {
    for (let id = 2; id <= REGIONS.length; id++) expect(foeOf(id).kind).not.toBe(foeOf(id - 1).kind);
  });
});
