import { describe, expect, it } from 'vitest';
import { isGoldenRush } from './golden-rush.ts';

const T = Date.UTC(2026, 0, 10, 12, 0, 0);
const HOUR = 3_600_000;
const window = { startsAt: T, endsAt: T + HOUR };

describe('golden rush', () => {
  it('is off without a window or flag', () => {
    expect(isGoldenRush({ goldenRush: [] }, T)).toBe(false);
  });

  it('is on when the environment flag forces it', () => {
    expect(isGoldenRush({ goldenRush: [], goldenRushForced: true }, T)).toBe(true);
  });

  it('is on from the start of the window, included, to its end, excluded', () => {
    expect(isGoldenRush({ goldenRush: [window] }, T - 1)).toBe(false);
    expect(isGoldenRush({ goldenRush: [window] }, T)).toBe(true);
    expect(isGoldenRush({ goldenRush: [window] }, T + HOUR - 1)).toBe(true);
    expect(isGoldenRush({ goldenRush: [window] }, T + HOUR)).toBe(false);
  });

  it('is on inside any of several windows, off between them', () => {
    const evening = { startsAt: T + 6 * HOUR, endsAt: T + 8 * HOUR };
    const world = { goldenRush: [evening, window] };
    expect(isGoldenRush(world, T + 30 * 60_000)).toBe(true);
    expect(isGoldenRush(world, T + 3 * HOUR)).toBe(false);
    expect(isGoldenRush(world, T + 7 * HOUR)).toBe(true);
    expect(isGoldenRush(world, T + 8 * HOUR)).toBe(false);
  });
});
