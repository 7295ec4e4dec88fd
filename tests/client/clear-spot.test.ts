// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearSpot, toastLift } from '../../src/client/ui/level-up/clear-spot.ts';

const band = { left: 0, top: 56, width: 1440, height: 844 };
const size = { width: 420, height: 135 };

describe('where a celebration stands', () => {
  it('at the bottom in the middle when nothing is there', () => {
    expect(clearSpot(size, [], band)).toEqual({ left: 510, top: 56 + 844 - 12 - 135 });
  });

  it('never over a control: up the page to the first room free, with room around it', () => {
    // A row of controls across the bottom 300 px, free above it up to the heading's row.
    const controls = [[{ left: 0, top: 600, width: 1440, height: 300 }, 1]] as const;
    const heading = [{ left: 0, top: 56, width: 1440, height: 80 }, 10] as const;
    const spot = clearSpot(size, [...controls, heading], band);
    expect(spot.top + size.height).toBeLessThanOrEqual(600 - 8);
    expect(spot.top).toBeGreaterThanOrEqual(136 + 8);
  });

  it('beside a control in the middle, at an edge', () => {
    const middle = [[{ left: 400, top: 56, width: 640, height: 844 }, 1]] as const;
    const spot = clearSpot(size, middle, band);
    expect(spot.left === 12 || spot.left === 1440 - 12 - 420).toBe(true);
  });

  it('where nothing is free, over the least, never over the heading first', () => {
    const all = [
      [{ left: 0, top: 56, width: 1440, height: 200 }, 10],
      [{ left: 0, top: 256, width: 1440, height: 644 }, 1],
    ] as const;
    expect(clearSpot(size, all, band).top).toBeGreaterThanOrEqual(256);
  });
});

describe('the toasts beside a banner', () => {
  it('stand over a banner in the lower half of the screen, and where they were beside one high up', () => {
    // A 170 px banner 12 px above the tab bar of a 900 px screen: toasts 8 px over its top.
    expect(toastLift(900 - 12 - 170, 170, 900)).toBe(190);
    expect(toastLift(100, 170, 900)).toBe(0);
  });
});
