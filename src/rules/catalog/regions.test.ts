import { describe, expect, it } from 'vitest';
import { REGIONS, regionById, regionFullName } from './regions.ts';

describe('regions', () => {
  it('are ten, Region I to Region X, ids 1-10', () => {
    expect(REGIONS.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(REGIONS.map((r) => r.name)).toEqual([
      'Region I',
      'Region II',
      'Region III',
      'Region IV',
      'Region V',
      'Region VI',
      'Region VII',
      'Region VIII',
      'Region IX',
      'Region X',
    ]);
  });

  it('have the stage counts, rank requirements and level offsets of the spec', () => {
    expect(REGIONS.map((r) => r.maxStage)).toEqual([2, 2, 2, 3, 3, 3, 4, 4, 4, 5]);
    expect(REGIONS.map((r) => r.rankRequired)).toEqual([1, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(REGIONS.map((r) => r.levelOffset)).toEqual([0, 0, 1, 2, 17, 17, 39, 39, 68, 86]);
  });

  it('keep biases between 0 and 4, some favouring stealth and some power', () => {
    for (const r of REGIONS) {
      for (const bias of [r.powerBias, r.stealthBias]) {
        expect(Number.isInteger(bias) && bias >= 0 && bias <= 4).toBe(true);
      }
    }
    expect(REGIONS.some((r) => r.stealthBias < r.powerBias)).toBe(true);
    expect(REGIONS.some((r) => r.powerBias < r.stealthBias)).toBe(true);
  });

  it('sit on the map inside 0..1, each in its own place', () => {
    for (const { position } of REGIONS) {
      expect(position.x).toBeGreaterThanOrEqual(0);
      expect(position.x).toBeLessThanOrEqual(1);
      expect(position.y).toBeGreaterThanOrEqual(0);
      expect(position.y).toBeLessThanOrEqual(1);
    }
    expect(new Set(REGIONS.map((r) => `${r.position.x},${r.position.y}`)).size).toBe(10);
  });

  it('are found by id, and an unknown id finds none', () => {
    expect(regionById(3)?.name).toBe('Region III');
    expect(regionById(0)).toBeUndefined();
    expect(regionById(11)).toBeUndefined();
    expect(regionById(1.5)).toBeUndefined();
  });

  it('show their flavour title beside the name', () => {
    expect(regionFullName(regionById(1)!)).toBe('Region I · Ashen Dunes');
  });
});
