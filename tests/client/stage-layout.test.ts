import { describe, expect, it } from 'vitest';
import { paletteOf, skyBackground } from '../../src/client/scenes/stage-run/stage-art.ts';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';

// The three sizes of issue 16, under the 56 px HUD; the tab bar (64 px) only in portrait.
const SIZES = [
  { name: 'desktop', width: 1440, height: 900, top: 56, bottom: 0 },
  { name: 'tablet', width: 1080, height: 810, top: 56, bottom: 0 },
  { name: 'portrait', width: 810, height: 1080, top: 56, bottom: 64 },
];

describe.each(SIZES)('the stage run on a $name ($width x $height)', ({ width, height, top, bottom }) => {
  const L = stageLayout(width, height, top, bottom);

  it('stands the Warlord a third of the viewport tall (upright, larger), centre-left, on ground above the tab bar', () => {
    expect(L.warlord.height / height).toBeCloseTo(height > width ? 0.38 : 1 / 3, 2);
    expect(L.warlord.x).toBeGreaterThan(width * 0.2);
    expect(L.warlord.x).toBeLessThan(width / 2);
    expect(L.groundY).toBeLessThan(height - bottom - 60);
    // Its head is under the HUD and the caption row.
    expect(L.groundY - L.warlord.height).toBeGreaterThan(top + 80);
  });

  it('puts the foe opposite, with room between them', () => {
    expect(L.foe.x).toBeGreaterThan(width / 2);
    expect(L.foe.x - L.warlord.x).toBeGreaterThan(L.warlord.height * 0.85);
    expect(L.foe.x + L.foe.height * 0.35).toBeLessThan(width);
    // A picture as wide as it is tall (the scorpion's) whole on the stage, and clear of the Warlord
    // standing (its arms and weapon reach about 0.35 of its height either way).
    expect(L.foe.x + L.foe.height * 0.5).toBeLessThanOrEqual(width);
    expect(L.foe.x - L.foe.height * 0.5).toBeGreaterThan(L.warlord.x + L.warlord.height * 0.35);
  });

  it('shows the verdict above their heads and below the HUD, the caption and counter in view', () => {
    expect(L.verdict.y - L.verdict.size).toBeGreaterThan(top + 40);
    expect(L.verdict.y + L.verdict.size).toBeLessThan(L.groundY - L.warlord.height);
    expect(L.caption.y).toBeGreaterThanOrEqual(top);
    expect(L.caption.x + L.caption.wrap).toBeLessThanOrEqual(L.counter.x);
    expect(L.counter.x + L.counter.width).toBeLessThanOrEqual(width);
    expect(L.counter.y).toBeGreaterThanOrEqual(top);
  });

  it('paints the sky behind the canvas: its gradient reaches the horizon, the sun stands in it', () => {
    const volcano = paletteOf(4);
    const sky = skyBackground(width, L.groundY, volcano);
    // Top colour to horizon colour, ending at the ground line, then the horizon colour on.
    expect(sky).toContain(`linear-gradient(#6b2a24 0, #f2a070 ${Math.round(L.groundY)}px, #f2a070)`);
    // The sun, its two halos (30% and 18%), all centred in the sky's right part, above the horizon.
    const centres = [...sky.matchAll(/circle at (\d+)px (\d+)px/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(centres).toHaveLength(3);
    for (const [x, y] of centres) {
      expect(x).toBeGreaterThan(width / 2);
      expect(x).toBeLessThan(width);
      expect(y).toBeLessThan(L.groundY / 2);
    }
    expect(sky).toContain('#ffc04d');
    expect(sky).toContain('rgba(255, 192, 77, 0.3)');
    expect(sky).toContain('rgba(255, 192, 77, 0.18)');
  });

  it('paints the ground behind the canvas too, from the ground line down, its far edge darker', () => {
    const dunes = paletteOf(1);
    const y = Math.round(L.groundY);
    const backdrop = skyBackground(width, L.groundY, dunes, L.groundY);
    expect(backdrop).toContain(`linear-gradient(transparent ${y}px, #b98a52 ${y}px)`);
    expect(backdrop).toContain(`rgba(0, 0, 0, 0.18) ${y}px ${y + 6}px`);
    // Over the sky's gradient (CSS lists the top layer first).
    expect(backdrop.indexOf('#b98a52')).toBeLessThan(backdrop.indexOf(`linear-gradient(#`));
    expect(skyBackground(width, L.groundY, dunes)).not.toContain('#b98a52');
  });
});
