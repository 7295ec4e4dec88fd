import { describe, expect, it } from 'vitest';
import { isGoldenRush } from './golden-rush.ts';

const T = Date.UTC(2026, 0, 10, 12, 0, 0);
const window = { startsAt: T, endsAt: T + 3_600_000 };

describe('golden rush', () => {
  it('is off without a window or flag', () => {
    expect(isGoldenRush({ goldenRush: null }, T)).toBe(false);
  });

  it('is on when the environment flag forces it', () => {
    expect(isGoldenRush({ goldenRush: null, goldenRushForced: true }, T)).toBe(true);
  });

  it('is on from the start of the window, included, to its end, excluded', () => {
    expect(isGoldenRush({ goldenRush: window }, T - 1)).toBe(false);
    expect(isGoldenRush({ goldenRush: window }, T)).toBe(true);
    expect(isGoldenRush({ goldenRush: window }, T + 3_599_999)).toBe(true);
    expect(isGoldenRush({ goldenRush: window }, T + 3_600_000)).toBe(false);
  });
});
