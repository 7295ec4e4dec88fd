// @vitest-environment node
/**
 * Each region's stage run has its own foe (issue 24): at least six designs, each drawn by the art
 * generator and packed in the `foes` atlas the run loads.
 */
import { describe, expect, it } from 'vitest';
import { artJobs } from '../../assets/src/jobs.ts';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { atlasOf } from '../../src/client/scenes/shared/atlas-plan.ts';
import { chiefStage, foeImage, foeName, foeOf } from '../../src/client/scenes/stage-run/stage-foes.ts';

describe('stage foes', () => {
  it('gives every region a foe, of at least six designs, each drawn and in the foes atlas', () => {
    const foes = REGIONS.map((r) => foeOf(r.id));
    expect(new Set(foes.map((f) => f.kind)).size).toBeGreaterThanOrEqual(6);
    const drawn = new Set(artJobs().map((j) => j.path));
    for (const foe of foes) {
      expect(drawn.has(foeImage(foe.kind)), foe.kind).toBe(true);
      expect(atlasOf(foeImage(foe.kind))).toBe('foes');
      expect(foe.name).toMatch(/^(a|an|the) [A-Z]/);
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
