/**
 * The stage run's foreground (stage-art.ts `drawForeground`): every region's land has one, drawn
 * over two widths to scroll, standing on the screen's bottom edge and never up to the fighters'
 * feet, at the three sizes of the review.
 */
import { Graphics } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { drawForeground, paletteOf } from '../../src/client/scenes/stage-run/stage-art.ts';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';

const SIZES = [
  { width: 1440, height: 900, top: 56, bottom: 0 },
  { width: 1080, height: 810, top: 56, bottom: 0 },
  { width: 810, height: 1080, top: 56, bottom: 64 },
];

describe('the run’s foreground', () => {
  it.each(SIZES)('stands on the bottom edge under the feet in every region ($width x $height)', (size) => {
    const L = stageLayout(size.width, size.height, size.top, size.bottom);
    const edge = size.height - size.bottom;
    const tall = (edge - L.groundY) * 0.6;
    for (let region = 1; region <= 10; region++) {
      const g = new Graphics();
      drawForeground(g, size.width, edge, tall, paletteOf(region));
      const b = g.getLocalBounds();
      // Something stands there, across both widths (the strip scrolls one width at a time)…
      expect(b.width, `region ${region}`).toBeGreaterThan(size.width * 1.7);
      expect(b.minX, `region ${region}`).toBeLessThan(size.width * 0.25);
      // …rising from below the edge, at most `tall` above it (its outline's width besides)…
      expect(b.maxY, `region ${region}`).toBeGreaterThan(edge);
      expect(b.minY, `region ${region}`).toBeGreaterThanOrEqual(edge - tall - 3);
      expect(b.minY, `region ${region}`).toBeLessThan(edge - tall * 0.5);
      // …and clear of the fighters' feet on the ground line.
      expect(b.minY, `region ${region}`).toBeGreaterThan(L.groundY + 40);
      g.destroy();
    }
  });

  it('draws each land’s own things: no two neighbouring lands alike', () => {
    const shapes = Array.from({ length: 10 }, (_, i) => {
      const g = new Graphics();
      drawForeground(g, 1440, 900, 100, paletteOf(i + 1));
      const b = g.getLocalBounds();
      g.destroy();
      return `${Math.round(b.minY)}:${Math.round(b.width)}`;
    });
    for (let i = 1; i < 10; i++) expect(shapes[i], `regions ${i} and ${i + 1}`).not.toBe(shapes[i - 1]);
  });
});
