import { REGIONS } from '../../../rules/catalog/regions.ts';

/** The map's pictures: the world, then the ten emblems (no Pixi here: read by the screen's chunk). */
export const WORLD_IMG = '/images/map/world.png';
export const emblemImg = (id: number) => `/images/map/region-${id}.png`;
export const MAP_IMAGES: readonly string[] = [WORLD_IMG, ...REGIONS.map((r) => emblemImg(r.id))];

/**
 * Asks for the map's pictures the way Pixi's loader will (`fetch`, CORS mode), so its request
 * finds them already on their way: preloads in the page's head. Once per page.
 */
export function preloadMapImages(): void {
  for (const href of MAP_IMAGES) {
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
