/** Aiming at the region map's emblems from a browser test or the bench, through the map's camera. */
import type { Locator } from 'playwright-core';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { toScreen, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';

export interface Camera {
  scale: number;
  x: number;
  y: number;
}

/** The camera the map wrote on its wrapper (`data-camera`: scale, centre x, centre y). */
export async function cameraOf(map: Locator): Promise<Camera> {
  const raw = (await map.getAttribute('data-camera')) ?? '';
  const [scale, x, y] = raw.split(',').map(Number);
  if (!scale || x === undefined || y === undefined) throw new Error(`no camera on the map: "${raw}"`);
  return { scale, x, y };
}

/** Where region `id`'s emblem is on the page now. */
export async function emblemPoint(map: Locator, id: number): Promise<{ x: number; y: number }> {
  const box = (await map.boundingBox())!;
  const camera = await cameraOf(map);
  const pos = REGIONS[id - 1]!.position;
  const p = toScreen(camera, box, { x: pos.x * WORLD.width, y: pos.y * WORLD.height });
  return { x: box.x + p.x, y: box.y + p.y };
}
