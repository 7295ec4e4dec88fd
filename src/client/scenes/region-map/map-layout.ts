import { REGIONS } from '../../../rules/catalog/regions.ts';

/** The world picture's size (assets/src/map): emblems sit at catalog positions on it. */
export const WORLD = { width: 1600, height: 1000 } as const;

/** The camp's seal, where runs start and the player's Warlord waits (world units). */
export const CAMP = { x: 0.39 * WORLD.width, y: 0.845 * WORLD.height };

/**
 * Emblems stay at least this big on screen (CSS px), a finger's target, so a tablet tap lands on the
 * one aimed at: where the whole set of regions would draw them smaller, the fit stops here and the
 * selected region is kept in view instead (`keepInView`), its neighbours a pan away.
 */
export const MIN_EMBLEM_PX = 44;
/** An emblem's size on the world picture. */
export const EMBLEM_WORLD = 132;
/** The closest zoom, as a multiple of the fit. */
export const MAX_ZOOM = 2;

/** How much of the canvas the HUD and the region's card cover (CSS px), edge by edge. */
export interface Cover {
  top: number;
  right: number;
  bottom: number;
  /**
   * The world's regions (REGION_ROWS and REGION_COLUMNS: their emblems and names) fit the part
   * nothing covers, rather than the whole picture; the world's sea and frame around them may run
   * under the HUD and the sheet: where a bottom sheet covers the foot of the screen (a 4:3 screen
   * lying down, and upright), where the whole world would leave bands of empty sea above and below
   * it (lying down) or be too narrow to read (upright).
   */
  regions?: boolean;
}

/**
 * The rows of the world picture its regions take (world units): from the top of the highest
 * emblem (Region IX at 140, less half an emblem) to the foot of the lowest name (Region I's at
 * 820: its title and its status line end 146 under the emblem's centre, with their outline);
 * above and below them, sea and the frame.
 */
export const REGION_ROWS = { top: 72, bottom: 972 } as const;

/**
 * How wide each region's title is drawn on the world (world units, LABEL_STYLE with its outline),
 * by region id - 1: measured in DejaVu Serif Bold, the widest face of its font list (Georgia is
 * narrower), in headless chromium (`measureText` of each title at 34 px, plus the 7 px outline).
 */
const WORDS_WIDTH = [255, 291, 344, 354, 275, 272, 324, 342, 233, 296] as const;

/** The status line's and the title's depth under an emblem's centre (region-words.tsx), with outline. */
const WORDS_FOOT = 146;

/**
 * What a region takes on the world picture (world units): its emblem (and the selected one's
 * breath) and its name and status line under it. The camera keeps this whole on screen.
 */
export function regionBox(id: number): { left: number; right: number; top: number; bottom: number } {
  const info = REGIONS[id - 1]!;
  const x = info.position.x * WORLD.width;
  const y = info.position.y * WORLD.height;
  const half = Math.max(EMBLEM_WORLD / 2 + 6, (WORDS_WIDTH[id - 1] ?? EMBLEM_WORLD) / 2);
  return { left: x - half, right: x + half, top: y - EMBLEM_WORLD / 2 - 6, bottom: y + WORDS_FOOT };
}

/**
 * The columns of the world picture its regions take (world units): from the left end of the
 * leftmost name (Region I's "Ashen Dunes", 64) to the right end of the rightmost (Region X's "Throne
 * of Ages", 1588), and 12 more each side, so no name touches the screen's edge: 52 to 1600.
 */
export const REGION_COLUMNS = {
  left: Math.floor(Math.min(...REGIONS.map((r) => regionBox(r.id).left))) - 12,
  right: Math.ceil(Math.max(...REGIONS.map((r) => regionBox(r.id).right))) + 12,
} as const;

const NO_COVER: Cover = { top: 0, right: 0, bottom: 0 };

/**
 * The scale at which the whole world (or its regions with their names, `cover.regions`) fits the
 * part of the canvas nothing covers (fit-to-screen, the camera's start and its farthest zoom),
 * never smaller than what keeps emblems tappable.
 */
export function fitScale(width: number, height: number, cover: Cover = NO_COVER): number {
  const free = width - cover.right;
  const band = height - cover.top - cover.bottom;
  const fit = cover.regions
    ? Math.min(
        free / (REGION_COLUMNS.right - REGION_COLUMNS.left),
        band / (REGION_ROWS.bottom - REGION_ROWS.top),
      )
    : Math.min(free / WORLD.width, band / WORLD.height);
  return Math.max(fit, MIN_EMBLEM_PX / EMBLEM_WORLD);
}

/**
 * The camera (the world point at the canvas' centre) that puts world point `point` in the middle
 * of the part of the canvas nothing covers, at `scale`.
 */
export function cameraOn(
  point: { x: number; y: number },
  scale: number,
  size: { width: number; height: number },
  cover: Cover = NO_COVER,
): { scale: number; x: number; y: number } {
  const bandX = (size.width - cover.right) / 2;
  const bandY = cover.top + (size.height - cover.top - cover.bottom) / 2;
  return {
    scale,
    x: point.x + (size.width / 2 - bandX) / scale,
    y: point.y + (size.height / 2 - bandY) / scale,
  };
}

/**
 * The camera at start: the whole world fitted beside (or above) the card, in the middle of what is
 * left (or its regions there, `cover.regions`: their rows, and their columns where the world is
 * wider than the screen).
 */
export function fitCamera(
  width: number,
  height: number,
  cover: Cover = NO_COVER,
): { scale: number; x: number; y: number } {
  const scale = fitScale(width, height, cover);
  if (!cover.regions)
    return cameraOn({ x: WORLD.width / 2, y: WORLD.height / 2 }, scale, { width, height }, cover);
  const wide = WORLD.width * scale > width - cover.right;
  const x = wide ? (REGION_COLUMNS.left + REGION_COLUMNS.right) / 2 : WORLD.width / 2;
  const y = (REGION_ROWS.top + REGION_ROWS.bottom) / 2;
  return cameraOn({ x, y }, scale, { width, height }, cover);
}

/**
 * Where a world point lands on the canvas (CSS px) for a camera (`x`, `y`: the world point at the
 * canvas' centre). Tests and the bench aim at emblems with it.
 */
export function toScreen(
  camera: { scale: number; x: number; y: number },
  size: { width: number; height: number },
  point: { x: number; y: number },
): { x: number; y: number } {
  return {
    x: size.width / 2 + (point.x - camera.x) * camera.scale,
    y: size.height / 2 + (point.y - camera.y) * camera.scale,
  };
}

/**
 * Where the world's near edge (screen px) may be along one axis, for a band of the canvas from `a`
 * to `b` that nothing covers and a world `size` px long on screen: anywhere that keeps it inside
 * the band where it is shorter, anywhere that keeps the band filled where it is longer.
 */
export function bandRange(a: number, b: number, size: number): [number, number] {
  const far = b - size;
  return [Math.min(a, far), Math.max(a, far)];
}
