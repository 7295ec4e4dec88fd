import { describe, expect, it } from 'vitest';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';

// The three sizes of issue 16, under the 56 px HUD; the tab bar (64 px) only in portrait.
const SIZES = [
  { name: 'desktop', width: 1440, height: 900, top: 56, bottom: 0 },
  { name: 'tablet', width: 1080, height: 810, top: 56, bottom: 0 },
  { name: 'portrait', width: 810, height: 1080, top: 56, bottom: 64 },
];

describe.each(SIZES)('the stage run on a $name ($width x $height)', ({ width, height, top, bottom }) => {
  const L = stageLayout(width, height, top, bottom);

  it('stands the Warlord a third of the viewport tall, centre-left, on ground above the tab bar', () => {
    expect(L.warlord.height / height).toBeCloseTo(1 / 3, 2);
    expect(L.warlord.x).toBeGreaterThan(width * 0.2);
    expect(L.warlord.x).toBeLessThan(width / 2);
    expect(L.groundY).toBeLessThan(height - bottom - 60);
    // Its head is under the HUD and the caption row.
    expect(L.groundY - L.warlord.height).toBeGreaterThan(top + 80);
  });

  it('puts the foe opposite, with room between them', () => {
    expect(L.foe.x).toBeGreaterThan(width / 2);
    expect(L.foe.x - L.warlord.x).toBeGreaterThan(L.warlord.height * 0.9);
    expect(L.foe.x + L.foe.height * 0.35).toBeLessThan(width);
  });

  it('shows the verdict above their heads and below the HUD, the caption and counter in view', () => {
    expect(L.verdict.y - L.verdict.size).toBeGreaterThan(top + 40);
    expect(L.verdict.y + L.verdict.size).toBeLessThan(L.groundY - L.warlord.height);
    expect(L.caption.y).toBeGreaterThanOrEqual(top);
    expect(L.caption.x + L.caption.wrap).toBeLessThanOrEqual(L.counter.x);
    expect(L.counter.x + L.counter.width).toBeLessThanOrEqual(width);
    expect(L.counter.y).toBeGreaterThanOrEqual(top);
  });
});
