/**
 * Region emblems (256 x 256): a round badge in the region's ground colour with its landmark and a
 * ribbon carrying the region's numeral. Later regions get a gold rim.
 */
import { regionById } from '../../../src/rules/catalog/regions.ts';
import { dark, flat, inked, light, radial, text, INK } from '../svg.ts';
import { BIOMES } from './biomes.ts';

export const EMBLEM = { width: 256, height: 256 } as const;

/** The SVG body of region `id`'s emblem. */
export function regionEmblem(id: number): string {
  const region = regionById(id)!;
  const biome = BIOMES[id]!;
  const rim = id >= 7 ? '#f5c542' : id >= 4 ? '#c0c6cf' : '#b87333';
  const numeral = region.name.replace('Region ', '');
  return (
    `<defs>${radial(`r${id}`, [
      [0, light(biome.ground, 0.25)],
      [1, dark(biome.ground, 0.35)],
    ])}<clipPath id="r${id}-c"><circle cx="128" cy="116" r="92"/></clipPath></defs>` +
    `<circle cx="128" cy="116" r="104" fill="${rim}" stroke="${INK}" stroke-width="6"/>` +
    `<circle cx="128" cy="116" r="92" fill="url(#r${id})" stroke="${INK}" stroke-width="4"/>` +
    `<g clip-path="url(#r${id}-c)">${biome.landmark(128, 126, 0.78)}</g>` +
    inked('M36,196 L60,184 L196,184 L220,196 L196,208 L196,232 L60,232 L60,208Z', '#9b1c2c', 4) +
    flat('M60,184 L196,184 L196,190 L60,190Z', light('#9b1c2c', 0.25)) +
    text(128, 220, 30, numeral, '#fff7e0', `stroke="${INK}" stroke-width="1"`)
  );
}
