import { REGIONS } from '../../../rules/catalog/regions.ts';
import { atlasUrl, emblemImage, WORLD_IMAGE } from '../shared/atlas-plan.ts';
import { screenDensity } from '../shared/webgl.ts';

/** The map's pictures: the world, then the ten emblems (no Pixi here: read by the screen's chunk). */
export const WORLD_IMG = WORLD_IMAGE;
export const emblemImg = emblemImage;
export const MAP_IMAGES: readonly string[] = [WORLD_IMG, ...REGIONS.map((r) => emblemImg(r.id))];

/**
 * Asks for the map's atlas (its spritesheet and its page, at the density the scenes will draw)
 * the way Pixi's loader will (`fetch`, CORS mode), so its requests find them already on their
 * way: preloads in the page's head. Once per page.
 */
export function preloadMapImages(): void {
  const density = screenDensity();
  const sheet = atlasUrl('map', density);
  for (const href of [sheet, sheet.replace(/\.json$/, '')]) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
