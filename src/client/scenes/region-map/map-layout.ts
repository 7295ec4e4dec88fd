/** The world picture's size (scripts/art/map): emblems sit at catalog positions on it. */
export const WORLD = { width: 1600, height: 1000 } as const;

/** Emblems stay at least this big on screen (CSS px), so a tablet tap lands on the one aimed at. */
const MIN_EMBLEM_PX = 56;
/** An emblem's size on the world picture. */
export const EMBLEM_WORLD = 132;

/** Where the picture's left (or top) edge may sit: centred when it fits, draggable when it overflows. */
function axis(view: number, world: number): { min: number; max: number } {
  const free = view - world;
  return free >= 0 ? { min: free / 2, max: free / 2 } : { min: free, max: 0 };
}

/**
 * The map's scale and pan limits for a canvas size: the whole picture fits the canvas, never
 * smaller than what keeps emblems tappable; whatever then overflows can be dragged into view.
 */
export function fitWorld(width: number, height: number) {
  const contain = Math.min(width / WORLD.width, height / WORLD.height);
  const scale = Math.max(contain, MIN_EMBLEM_PX / EMBLEM_WORLD);
  const x = axis(width, WORLD.width * scale);
  const y = axis(height, WORLD.height * scale);
  return { scale, x, y, pannable: x.min < x.max || y.min < y.max };
}

export type WorldFit = ReturnType<typeof fitWorld>;

/** Keeps a pan offset inside the limits (the start offset is `clampPan(0, 0, fit)`). */
export function clampPan(px: number, py: number, fit: WorldFit) {
  return {
    x: Math.min(fit.x.max, Math.max(fit.x.min, px)),
    y: Math.min(fit.y.max, Math.max(fit.y.min, py)),
  };
}
