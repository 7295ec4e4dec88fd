import { CRATE_KINDS, crateImage } from '../../../rules/catalog/crate-kinds.ts';
import { ITEMS, heldImage, isWeapon } from '../../../rules/catalog/items.ts';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { TRAITS, traitCategoryOf } from '../../../rules/catalog/traits.ts';
import { figureImages } from '../warlord/warlord-anatomy.ts';
import { FOE_KINDS, foeImages, type FoeKind } from '../stage-run/stage-foes.ts';

/**
 * Which picture goes in which sprite atlas, read by the art generator (which packs them into
 * assets/atlases/) and by the scenes' texture loader (which loads the atlas holding a picture).
 * A picture is named by the public path its single image has (/images/...), so the scenes keep
 * asking for the pictures they asked for before atlases.
 */
export interface AtlasPlan {
  /** The file name stem: /atlases/{name}@1x.png.json and /atlases/{name}@2x.png.json. */
  name: string;
  /** Atlas pixels per art unit (the drawing's own pixel) for each screen density: @1x, @2x. */
  scales: { 1: number; 2: number };
  /** Cut the transparent margin off each picture (trait layers are mostly empty canvas). */
  trim: boolean;
  /**
   * Drawn much smaller than its texels somewhere (the stage run's fighters: a 0.75-a-unit frame
   * drawn at 0.2 canvas px a unit on a software renderer): the GPU gets its mipmaps (textures.ts)
   * and the packer a gutter wide enough for them (MIP_GUTTER), so a scaled-down frame averages its
   * texels instead of sampling a few, which stepped the fighters' ink outlines.
   */
  mipmaps?: boolean;
  /** The pictures, as their /images/... paths. */
  paths: string[];
}

/** Pictures the scenes ask for by name. */
export const WORLD_IMAGE = '/images/map/world.png';
export const emblemImage = (regionId: number): string => `/images/map/region-${regionId}.png`;
export const GUMBALL_IMAGE = '/images/gumball.png';
/** The atlas of a foe kind's frames. */
export const foeAtlas = (kind: FoeKind): string => `foes-${kind}`;

/**
 * Each atlas's scales come from how large its scene shows the pictures (CSS px per art unit),
 * times the screen density: the map fills the screen at about 1 (the world is 1600 wide), the
 * Warlord on /pocket about 0.75 (a 560-unit rig 420 px tall), its background 0.9, reward cards
 * 0.3 (76 px of 256) and the crate 0.6 (150 px of 256). Backgrounds stay at their drawn size at
 * @2x (a soft back plane of a parallax) so one page of them stays 2048 wide.
 */
export function atlasPlans(): AtlasPlan[] {
  const layers = TRAITS.filter((t) => traitCategoryOf(t.id) !== 'Background').map((t) => t.img);
  const backgrounds = TRAITS.filter((t) => traitCategoryOf(t.id) === 'Background').map((t) => t.img);
  const held = ITEMS.filter(isWeapon).map((item) => heldImage(item.id));
  return [
    {
      name: 'map',
      scales: { 1: 1, 2: 2 },
      trim: false,
      paths: [WORLD_IMAGE, ...REGIONS.map((r) => emblemImage(r.id))],
    },
    {
      name: 'warlord',
      scales: { 1: 0.75, 2: 1.5 },
      trim: true,
      mipmaps: true,
      paths: [...layers, ...held, ...figureImages()],
    },
    // The stage run's foes stand about 300 px tall at 1440x900 (0.75 a unit of their 400). An
    // atlas a kind, its three frames and its chief's three: a run shows one foe (and, on or
    // toward the region's last stage, its chief), and all thirty frames in one atlas were
    // 2048 x 1380 at @1x and 4096 x 2512 at @2x (55 MB of texture with its mipmaps) for it.
    ...FOE_KINDS.map((kind) => ({
      name: foeAtlas(kind),
      scales: { 1: 0.75, 2: 1.5 },
      trim: true,
      mipmaps: true,
      paths: foeImages(kind),
    })),
    { name: 'backgrounds', scales: { 1: 0.5, 2: 1 }, trim: false, paths: backgrounds },
    {
      name: 'reveal',
      scales: { 1: 0.5, 2: 1 },
      trim: true,
      paths: [...CRATE_KINDS.map(crateImage), GUMBALL_IMAGE, ...ITEMS.map((item) => item.img)],
    },
  ];
}

/**
 * Empty pixels round each frame of a mipmapped atlas (one repeats the frame's edge): mip level k
 * averages 2^k texels a side, so a gutter of 8 keeps each frame's own texels apart from its
 * neighbour's down to level 3, an eighth of the atlas's size (the run's Warlord on a software
 * renderer samples about level 2: 0.75 texels a unit drawn at 0.2 canvas px).
 */
export const MIP_GUTTER = 8;

let byPath: Map<string, string> | null = null;

/** The atlas holding a picture, or undefined for a picture only its single image has. */
export function atlasOf(path: string): string | undefined {
  byPath ??= new Map(atlasPlans().flatMap((plan) => plan.paths.map((p) => [p, plan.name] as const)));
  return byPath.get(path);
}

/** Where an atlas's spritesheet is served for a screen density. */
export function atlasUrl(name: string, density: 1 | 2): string {
  return `/atlases/${name}@${density}x.png.json`;
}
