/** The world picture's size (assets/src/map): emblems sit at catalog positions on it. */
export const WORLD = { width: 1600, height: 1000 } as const;

/** Emblems stay at least this big on screen (CSS px), so a tablet tap lands on the one aimed at. */
const MIN_EMBLEM_PX = 56;
/** An emblem's size on the world picture. */
export const EMBLEM_WORLD = 132;
/** The closest zoom, as a multiple of the fit. */
export const MAX_ZOOM = 2;

/**
 * The scale at which the whole world fits the canvas (fit-to-screen, the camera's start and its
 * farthest zoom), never smaller than what keeps emblems tappable.
 */
export function fitScale(width: number, height: number): number {
  const contain = Math.min(width / WORLD.width, height / WORLD.height);
  return Math.max(contain, MIN_EMBLEM_PX / EMBLEM_WORLD);
}

/** The camera at start: fit to the screen, looking at the middle of the world. */
export function fitCamera(width: number, height: number): { scale: number; x: number; y: number } {
  return { scale: fitScale(width, height), x: WORLD.width / 2, y: WORLD.height / 2 };
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
