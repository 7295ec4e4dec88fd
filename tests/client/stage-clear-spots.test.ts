import { describe, expect, it } from 'vitest';
import { clearSpots } from '../../src/client/scenes/stage-run/stage-art.ts';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';

// Review r34: the glacier's frozen ruin stood behind the Warlord and poked out at his hip.
describe('the skyline props keep clear of the fighters', () => {
  it.each([
    [1440, 900],
    [1080, 810],
    [810, 1080],
  ])('stand left of the band behind the fighters at %ix%i', (width, height) => {
    const L = stageLayout(width, height, 56, height > width ? 72 : 0);
    const clear = { from: L.warlord.x - L.warlord.height * 0.3, to: L.foe.x + L.foe.height * 0.5 };
    const sizes = [60, 170, 60];
    const spots = clearSpots(width, clear, sizes, 14);
    expect(spots.some((x) => x !== null)).toBe(true);
    spots.forEach((x, i) => {
      if (x === null) return;
      // Wholly left of the band (a prop may stand partly past the screen's left edge).
      expect(x + sizes[i]! / 2).toBeLessThanOrEqual(clear.from + 0.001);
      expect(x).toBeGreaterThanOrEqual(0);
    });
  });
});
