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
  foeName,
  foeOf,
  type FoeKind,
  type FoePose,
} from '../../src/client/scenes/stage-run/stage-foes.ts';

const W: number = FOE_CANVAS.width;
const H: number = FOE_CANVAS.height;

/** A foe's frame drawn on its canvas: its alpha, and the box of what it draws. */
function drawn(kind: FoeKind, pose: FoePose) {
  // Read once: each read of `pixels` copies the whole picture out of resvg.
  const pixels = rasterise(jobSvg({ path: '', width: W, height: H, draw: () => foeArt(kind, pose) })).pixels;
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
  return { alpha, box: { left, top, right: W - 1 - right, bottom: H - 1 - bottom } };
}

describe('stage foes', () => {
  it("gives every region a foe, of at least six designs, each drawn in its three frames and in its kind's atlas", () => {
    const foes = REGIONS.map((r) => foeOf(r.id));
    expect(new Set(foes.map((f) => f.kind)).size).toBeGreaterThanOrEqual(6);
    const jobs = new Set(artJobs().map((j) => j.path));
    for (const foe of foes) {
      for (const pose of FOE_POSES) {
        expect(jobs.has(foeImage(foe.kind, pose)), `${foe.kind} ${pose}`).toBe(true);
        expect(atlasOf(foeImage(foe.kind, pose))).toBe(foeAtlas(foe.kind));
      }
      expect(foe.name).toMatch(/^(a|an|the) [A-Z]/);
    }
    // The still picture keeps its path; a kind's atlas holds its three frames and nothing else.
    expect([foeImage('wolf'), foeImage('wolf', 'strike'), foeImage('wolf', 'hurt')]).toEqual([
      '/images/foes/wolf.png',
      '/images/foes/wolf-strike.png',
      '/images/foes/wolf-hurt.png',
    ]);
    expect(atlasPlans().find((p) => p.name === foeAtlas('wolf'))?.paths).toHaveLength(3);
  });

  it("draws each frame on the still picture's canvas and ground: different, never out of the canvas where the still one is inside it", () => {
    for (const kind of FOE_KINDS) {
      const still = drawn(kind, 'idle');
      for (const pose of ['strike', 'hurt'] as const) {
        const frame = drawn(kind, pose);
        const label = `${kind} ${pose}`;
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
