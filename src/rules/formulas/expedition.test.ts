import { describe, expect, it } from 'vitest';
import { REGIONS, regionById } from '../catalog/regions.ts';
import { seededRng } from '../rng.ts';
import {
  effectiveLevel,
  expeditionCooldownMs,
  meanStageShards,
  passChance,
  regionComplexity,
  rewardCrate,
  rewardLeft,
  rollStageShards,
  shardHints,
  stageBaseShards,
  stageEnergy,
  stageRequirements,
  stageShardsGained,
  statPassChance,
  yieldGain,
} from './expedition.ts';

const region1 = regionById(1)!;
const region10 = regionById(10)!;

describe('expedition formulas', () => {
  it('adds the region offset to the region level', () => {
    expect(effectiveLevel(1, region1)).toBe(1);
    expect(effectiveLevel(1, region10)).toBe(87);
  });

  it('gives region 1 at level 1 a stage of 925 shards with hints 555, 1110, 1665, 2220', () => {
    expect(stageBaseShards(1, 2)).toBe(925);
    expect(shardHints(1, 2)).toEqual([555, 1110, 1665, 2220]);
  });

  it('floors the stage shards and hints of a region with more stages', () => {
    // Region IV at level 1: L = 3, B = floor(975 / 2) = 487.
    expect(shardHints(3, 3)).toEqual([292, 584, 876, 1168]);
    // Region X at level 1: L = 87, B = floor(3075 / 4) = 768.
    expect(shardHints(87, 5)).toEqual([460, 921, 1382, 1843]);
  });

  it('pays more for a whole run of the far regions, though a stage of theirs pays less', () => {
    // 555*0.4 + 1110*0.3 + 1665*0.2 + 2220*0.1 = 1110 a stage on average.
    expect(meanStageShards([555, 1110, 1665, 2220])).toBeCloseTo(1110, 6);
    const run = (id: number) => {
      const r = regionById(id)!;
      const level = effectiveLevel(1, r);
      return meanStageShards(shardHints(level, r.maxStage)) * r.maxStage;
    };
    // Region IV's stage pays less than Region I's...
    expect(meanStageShards(shardHints(3, 3))).toBeLessThan(meanStageShards(shardHints(1, 2)));
    // ...while whole runs climb from Region V on (Region IV's, its base split over three stages at
    // a level offset of 2, is the one dip: game-design.md section 3's formula, kept).
    expect(Math.round(run(1))).toBe(2220);
    expect(Math.round(run(4))).toBe(1752);
    expect(run(5)).toBeGreaterThan(run(3));
    for (const [easier, harder] of [
      [5, 7],
      [7, 9],
      [9, 10],
    ] as const)
      expect(run(harder)).toBeGreaterThan(run(easier));
  });

  it('draws the shard hints 40%, 30%, 20% and 10% of the time', () => {
    const rng = seededRng(2026);
    const draws = 100_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < draws; i++) {
      const v = rollStageShards(rng, 1, 2);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const shares = [555, 1110, 1665, 2220].map((v) => (counts.get(v) ?? 0) / draws);
    // 0.01 is over six standard deviations at this many draws.
    [0.4, 0.3, 0.2, 0.1].forEach((p, i) => expect(Math.abs(shares[i]! - p)).toBeLessThan(0.01));
    expect(counts.size).toBe(4);
  });

  it('rounds the yield gain up', () => {
    expect(yieldGain(555, 100)).toBe(555);
    expect(yieldGain(555, 110)).toBe(611);
  });

  it('applies yield, Earn potion and golden rush, then rounds up once', () => {
    expect(stageShardsGained(555, 100, 100, false)).toBe(555);
    expect(stageShardsGained(555, 100, 130, false)).toBe(722);
    expect(stageShardsGained(555, 100, 100, true)).toBe(694);
    // 555 * 1.3 * 1.25 = 901.875: one rounding gives 902 (rounding after each step would give 903).
    expect(stageShardsGained(555, 100, 130, true)).toBe(902);
    expect(stageShardsGained(1110, 123, 100, false)).toBe(1366);
    // 1000 * 1.3 is not exactly 1300 in floating point; whole-number arithmetic keeps it exact.
    expect(stageShardsGained(1000, 100, 130, false)).toBe(1300);
  });

  it('awards Expedition I below level 20, II below 40, III below 60, else IV', () => {
    expect([19, 20, 39, 40, 59, 60].map(rewardCrate)).toEqual([4, 5, 5, 6, 6, 7]);
  });

  it('counts the reward left from the next stage, zero past the last', () => {
    expect(rewardLeft(1, 2, 1)).toEqual({ shards: 1850, crates: 1 });
    expect(rewardLeft(1, 2, 2)).toEqual({ shards: 925, crates: 1 });
    expect(rewardLeft(1, 2, 3)).toEqual({ shards: 0, crates: 0 });
  });

  it('builds the stage requirements from the complexity, the stage and the region biases', () => {
    expect(regionComplexity(1)).toBe(96);
    // Region I: power bias 1, stealth bias 3.
    expect(stageRequirements(1, region1, 1)).toEqual({ power: 99, stealth: 105 });
    expect(stageRequirements(1, region1, 2)).toEqual({ power: 102, stealth: 108 });
  });

  it('gives each stat a part from 0.16 to 0.84 by how far it is from its requirement', () => {
    expect(statPassChance(100, 100)).toBe(0.5);
    expect(statPassChance(110, 100)).toBeCloseTo(0.585, 10);
    expect(statPassChance(90, 100)).toBeCloseTo(0.415, 10);
    expect(statPassChance(120, 100)).toBeCloseTo(0.84, 10);
    expect(statPassChance(80, 100)).toBeCloseTo(0.16, 10);
    expect(statPassChance(200, 100)).toBeCloseTo(0.84, 10);
    expect(statPassChance(0, 100)).toBeCloseTo(0.16, 10);
  });

  it('combines the parts as sqrt(1 - (1-s)(1-p))', () => {
    const req = { power: 100, stealth: 100 };
    expect(passChance({ power: 100, stealth: 100 }, req, false).chance).toBe(Math.sqrt(0.75));
    expect(passChance({ power: 120, stealth: 120 }, req, false).chance).toBeCloseTo(0.98711701434, 10);
    expect(passChance({ power: 150, stealth: 150 }, req, false).chance).toBeCloseTo(0.98711701434, 10);
    expect(passChance({ power: 80, stealth: 80 }, req, false).chance).toBeCloseTo(0.54258639865, 10);
    expect(passChance({ power: 50, stealth: 50 }, req, false).chance).toBeCloseTo(0.54258639865, 10);
    expect(passChance({ power: 120, stealth: 80 }, req, false)).toEqual({
      chance: expect.closeTo(0.93037626797, 10),
      power: expect.closeTo(0.84, 10),
      stealth: expect.closeTo(0.16, 10),
    });
  });

  it('adds 0.15 in golden rush, never past 0.99', () => {
    const req = { power: 100, stealth: 100 };
    expect(passChance({ power: 80, stealth: 80 }, req, true).chance).toBeCloseTo(0.69258639865, 10);
    expect(passChance({ power: 100, stealth: 100 }, req, true).chance).toBe(0.99);
    expect(passChance({ power: 150, stealth: 150 }, req, true).chance).toBe(0.99);
  });

  it('costs 15 energy a stage plus each weapon, minus energy potions', () => {
    expect(stageEnergy([], 0, false)).toBe(15);
    // A level-6 weapon costs 2 + 2 = 4; a Big Energy potion cuts 5.
    expect(stageEnergy([6], 5, false)).toBe(14);
    expect(stageEnergy([1, 10], 3, false)).toBe(19);
    expect(stageEnergy([], 20, false)).toBe(1);
  });

  it('cuts stage energy to two thirds, rounded up, in golden rush', () => {
    expect(stageEnergy([], 0, true)).toBe(10);
    expect(stageEnergy([6], 5, true)).toBe(10);
    expect(stageEnergy([1, 10], 0, true)).toBe(15);
    expect(stageEnergy([], 20, true)).toBe(1);
  });

  it('cools a region down 30 minutes per stage, half in golden rush', () => {
    expect(expeditionCooldownMs(2, false)).toBe(3_600_000);
    expect(expeditionCooldownMs(2, true)).toBe(1_800_000);
    expect(expeditionCooldownMs(3, false)).toBe(5_400_000);
    expect(expeditionCooldownMs(3, true)).toBe(2_700_000);
    expect(expeditionCooldownMs(4, false)).toBe(7_200_000);
    expect(expeditionCooldownMs(4, true)).toBe(3_600_000);
    expect(expeditionCooldownMs(5, false)).toBe(9_000_000);
    expect(expeditionCooldownMs(5, true)).toBe(4_500_000);
  });

  it('cools Regions I-III for 1 h and Region X for 2.5 h, as the catalog counts their stages', () => {
    const hours = REGIONS.map((r) => expeditionCooldownMs(r.maxStage, false) / 3_600_000);
    expect(hours).toEqual([1, 1, 1, 1.5, 1.5, 1.5, 2, 2, 2, 2.5]);
  });
});
