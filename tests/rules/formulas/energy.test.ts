import { describe, expect, it } from 'vitest';
import {
  ENERGY_CAP,
  ENERGY_TICK_MS,
  energyAt,
  materializeEnergy,
  maxEnergy,
  msToNextEnergy,
} from '../../../src/rules/formulas/energy.ts';
import { NOW, player } from '../fixtures.ts';

const T = NOW;
const TICK = ENERGY_TICK_MS;

describe('maxEnergy = min(450, (rank+1)*40 + floor((exploration-100)/2))', () => {
  it.each([
    [1, 100, 80],
    [1, 101, 80],
    [1, 102, 81],
    [2, 150, 145],
    [8, 100, 360],
    [9, 100, 400],
    [9, 300, 450],
    [10, 119, 449],
    [10, 120, 450],
  ])('rank %i and exploration %i give %i', (rank, exploration, max) => {
    expect(maxEnergy(rank, exploration)).toBe(max);
  });

  it('is capped at 450', () => {
    expect(ENERGY_CAP).toBe(450);
    expect(maxEnergy(20, 500)).toBe(450);
  });
});

describe('energyAt', () => {
  it('regenerates one point every 90 seconds', () => {
    expect(TICK).toBe(90_000);
    expect(energyAt(10, T, 80, T + TICK)).toEqual({ energy: 11, updatedAt: T + TICK });
  });

  it.each([
    [0, 10, T],
    [TICK - 1, 10, T],
    [TICK, 11, T + TICK],
    [10 * TICK + 45_000, 20, T + 10 * TICK],
    [30 * TICK + 89_999, 40, T + 30 * TICK],
  ])('after %i ms 10 energy is %i, counted from %i (the partial tick kept)', (elapsed, energy, updatedAt) => {
    expect(energyAt(10, T, 80, T + elapsed)).toEqual({ energy, updatedAt });
  });

  it('stops at the maximum and counts from now', () => {
    expect(energyAt(70, T, 80, T + 10 * TICK)).toEqual({ energy: 80, updatedAt: T + 10 * TICK });
    expect(energyAt(70, T, 80, T + 25 * TICK + 1)).toEqual({ energy: 80, updatedAt: T + 25 * TICK + 1 });
  });

  it('leaves energy at the maximum as it is', () => {
    expect(energyAt(80, T, 80, T + 5 * TICK)).toEqual({ energy: 80, updatedAt: T + 5 * TICK });
  });

  it('keeps overfill above the maximum and does not regenerate it', () => {
    expect(energyAt(120, T, 80, T + 1000 * TICK)).toEqual({ energy: 120, updatedAt: T + 1000 * TICK });
  });

  it('gives nothing for a time before the last update', () => {
    expect(energyAt(10, T, 80, T - 5 * TICK)).toEqual({ energy: 10, updatedAt: T });
  });
});

describe('msToNextEnergy', () => {
  it.each([
    [0, 90_000],
    [30_000, 60_000],
    [TICK + 1, 89_999],
  ])('%i ms after an update the next point is %i ms away', (elapsed, ms) => {
    expect(msToNextEnergy(10, T, 80, T + elapsed)).toBe(ms);
  });

  it('is null at or above the maximum', () => {
    expect(msToNextEnergy(80, T, 80, T)).toBeNull();
    expect(msToNextEnergy(79, T, 80, T + TICK)).toBeNull();
    expect(msToNextEnergy(200, T, 80, T)).toBeNull();
  });
});

describe('materializeEnergy', () => {
  it('writes regenerated energy and the instant of the last whole tick into the state', () => {
    const state = materializeEnergy(player({ energy: 5, energyUpdatedAt: T }), 80, T + 3 * TICK + 10_000);
    expect(state.energy).toBe(8);
    expect(state.energyUpdatedAt).toBe(T + 3 * TICK);
  });
});
