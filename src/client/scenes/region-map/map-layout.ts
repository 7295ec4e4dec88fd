/** The world picture's size (assets/src/map): emblems sit at catalog positions on it. */
export const WORLD = { width: 1600, height: 1000 } as const;

/** The camp's seal, where runs start and the player's Warlord waits (world units). */
export const CAMP = { x: 0.39 * WORLD.width, y: 0.845 * WORLD.height };

/** Emblems stay at least this big on screen (CSS px), so a tablet tap lands on the one aimed at. */
const MIN_EMBLEM_PX = 56;
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
   * The world fills the part nothing covers (its farthest zoom covers that band, the rest of the
   * picture a pan away) rather than showing whole inside it: in portrait, where the whole world
   * would leave bands of empty sea above and below it.
   */
  fill?: boolean;
  /**
   * The world's regions (REGION_ROWS: their emblems and names) fill the part nothing covers, the
   * world across its width; its sea above and below them may run under the HUD and the sheet: on a
   * 4:3 screen lying down, where the whole world would leave bands of empty sea above and below it.
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

const NO_COVER: Cover = { top: 0, right: 0, bottom: 0 };

/**
 * The scale at which the whole world fits the part of the canvas nothing covers (fit-to-screen,
 * the camera's start and its farthest zoom), or fills it (`cover.fill`), never smaller than what
 * keeps emblems tappable.
 */
export function fitScale(width: number, height: number, cover: Cover = NO_COVER): number {
  const across = (width - cover.right) / WORLD.width;
  const band = height - cover.top - cover.bottom;
  const down = band / WORLD.height;
  const fit = cover.regions
    ? Math.min(across, band / (REGION_ROWS.bottom - REGION_ROWS.top))
    : cover.fill
      ? Math.max(across, down)
      : Math.min(across, down);
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
 * left (or its regions' rows there, `cover.regions`).
 */
export function fitCamera(
  width: number,
  height: number,
  cover: Cover = NO_COVER,
): { scale: number; x: number; y: number } {
  const scale = fitScale(width, height, cover);
  const y = cover.regions ? (REGION_ROWS.top + REGION_ROWS.bottom) / 2 : WORLD.height / 2;
  return cameraOn({ x: WORLD.width / 2, y }, scale, { width, height }, cover);
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
