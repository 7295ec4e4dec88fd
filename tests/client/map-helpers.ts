import { expect } from 'vitest';
import { regionBox, toScreen, type fitCamera } from '../../src/client/scenes/region-map/map-layout.ts';
import { REGIONS } from '../../src/rules/catalog/regions.ts';

/** Every region's emblem and name inside the band of the screen (CSS px) under the camera `cam`. */
export function expectRegionsWithin(
  cam: ReturnType<typeof fitCamera>,
  size: { width: number; height: number },
  band: { left: number; right: number; top: number; bottom: number },
): void {
  for (const r of REGIONS) {
    const b = regionBox(r.id);
    const a = toScreen(cam, size, { x: b.left, y: b.top });
    const z = toScreen(cam, size, { x: b.right, y: b.bottom });
    expect(a.x, r.name).toBeGreaterThanOrEqual(band.left - 1e-6);
    expect(z.x, r.name).toBeLessThanOrEqual(band.right + 1e-6);
    expect(a.y, r.name).toBeGreaterThanOrEqual(band.top - 1e-6);
    expect(z.y, r.name).toBeLessThanOrEqual(band.bottom + 1e-6);
  }
}
