// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import {
  homeSpot,
  mapName,
  NAME_WIDTH,
  OWN_HEIGHT,
  runSpot,
} from '../../src/client/scenes/region-map/own-warlord-spot.ts';
import { clearOfLabels } from '../../src/client/scenes/region-map/token-spot.ts';

describe("the player's Warlord on the map", () => {
  it('waits at home clear of every label, Mirefen Marsh first', () => {
    expect(clearOfLabels(homeSpot(), OWN_HEIGHT, NAME_WIDTH)).toBe(true);
  });

  it('cuts a long name to fit', () => {
    expect(mapName('Short')).toBe('Short');
    expect(mapName('A very long warlord name')).toBe('A very long w…');
    expect(mapName('A very long warlord name').length).toBeLessThanOrEqual(14);
  });

  it('stands by every run path, at every stage, clear of every emblem and label (its name left at home)', () => {
    for (const r of REGIONS)
      for (let stage = 1; stage <= r.maxStage + 1; stage++)
        expect([r.name, stage, clearOfLabels(runSpot(r.id, stage, r.maxStage), OWN_HEIGHT, 0)]).toEqual([
          r.name,
          stage,
          true,
        ]);
  });
});
