/**
 * Where the reveal scene stands its picture. The gumball machine stands in the left half with its
 * ball on the floor in front of it, and the card comes in the right half (the page's
 * .reveal--gumball, scenes.css); on a narrow stage, the machine at the top and the card below.
 * A crate or loot stands in the middle (three fifths of the well high, 260 px at most, a little
 * low for its flying lid), where its cards are dealt from once it bursts.
 */
export interface RevealLayout {
  /** The picture's centre and size (the gumball machine is drawn 0.8 as wide as tall). */
  x: number;
  y: number;
  size: number;
  /** Where the gumball's ball comes to rest. */
  floorY: number;
  /** Whether the card stands beside the machine (else below it). */
  beside: boolean;
}

/** Below this stage width the gumball's card goes under the machine. */
export const BESIDE_MIN_WIDTH = 520;

export function revealLayout(gumball: boolean, width: number, height: number): RevealLayout {
  if (!gumball) {
    // Big and in the middle, a little low: its lid flies up out of it, its light fills the well.
    const size = Math.min(height * 0.6, width * 0.6, 260);
    return { x: width / 2, y: height * 0.54, size, floorY: height - 28, beside: false };
  }
  const beside = width >= BESIDE_MIN_WIDTH;
  const size = Math.min(beside ? height - 70 : height * 0.42, 320);
  const x = beside ? width * 0.28 : width / 2;
  const y = beside ? height / 2 - 22 : 12 + size / 2;
  // Just in front of the machine's foot.
  const floorY = Math.min(height - 24, y + size / 2 + 30);
  return { x, y, size, floorY, beside };
}

/** The machine's box and its ball's, within the stage (for a test that the card covers neither). */
export function gumballBoxes(width: number, height: number) {
  const L = revealLayout(true, width, height);
  const ball = 18;
  return {
    machine: { x: L.x - L.size * 0.4, y: L.y - L.size / 2, width: L.size * 0.8, height: L.size },
    ball: { x: L.x - ball, y: L.floorY - ball, width: ball * 2, height: ball * 2 },
  };
}

/** A reward tile's full size (reward-list.css, reveal-cards.css) and the gap between two. */
export const TILE = { width: 160, height: 188, gap: 12 } as const;
/** The smallest a tile is drawn (its words stay at their size: the tile grows to hold them). */
export const MIN_TILE_SCALE = 0.72;
/**
 * The largest a reveal's tile is drawn when few fill the well (a Basic crate's 3, a claim's): 256 px
 * wide rather than 160 px in a well of 840 x 412, the review's "large tan box with three small tiles".
 */
export const FEW_TILE_SCALE = 1.6;

/** The largest a reveal's `count` tiles are drawn: one or two alone larger still (a retreat's shards). */
export function fewTileScale(count: number): number {
  return count <= 1 ? 2 : count === 2 ? 1.8 : FEW_TILE_SCALE;
}

/**
 * A tile's height at `scale`: its picture and frame scale, its words (about 88 px of two lines and
 * the rarity) do not.
 */
export function tileHeight(scale: number): number {
  return 88 + (TILE.height - 88) * scale;
}

/** How the reveal's tiles are laid out: so many columns of tiles drawn at `scale`. */
export interface TileGrid {
  columns: number;
  rows: number;
  scale: number;
  /** Whether even at the smallest scale the rows are taller than the well (they scroll in it). */
  scrolls: boolean;
}

/** Up to this many tiles stand in one row when they fit in it (a crate's, a claim's rewards). */
export const ONE_ROW_AT_MOST = 6;

/**
 * The grid that shows `count` tiles in a well `width` x `height` (CSS px), drawn at `most` their
 * size at the largest (FEW_TILE_SCALE: few tiles grow to fill the well). Up to ONE_ROW_AT_MOST
 * tiles stand in one row whenever it holds them at MIN_TILE_SCALE or more (3 tiles as 2 + 1 left
 * half the well empty, the review's claim of shards, a crate and XP). Otherwise the largest: each
 * number of columns is tried, the tiles scaled (at most `most`) so the grid fits both ways; the best
 * scale wins, and of equal ones the fewest columns, a squarer grid (8 tiles: 4 x 2 rather than
 * 5 + 3). Below MIN_TILE_SCALE the tiles stay at it, in as many columns as fit, and scroll in the well.
 */
export function tileGrid(count: number, width: number, height: number, most = 1): TileGrid {
  const n = Math.max(1, count);
  const { width: w, height: h, gap } = TILE;
  if (n <= ONE_ROW_AT_MOST) {
    const scale = Math.min(most, (width - (n - 1) * gap) / (n * w), (height - 88) / (h - 88));
    if (scale >= MIN_TILE_SCALE) return { columns: n, rows: 1, scale, scrolls: false };
  }
  let best: TileGrid = { columns: 1, rows: n, scale: 0, scrolls: false };
  for (let columns = 1; columns <= n; columns++) {
    const rows = Math.ceil(n / columns);
    // A last row fuller than needed: the same rows with fewer columns is tried already.
    if (columns > 1 && Math.ceil(n / (columns - 1)) === rows) continue;
    const across = (width - (columns - 1) * gap) / (columns * w);
    const down = ((height - (rows - 1) * gap) / rows - 88) / (h - 88);
    const scale = Math.min(most, across, down);
    if (scale > best.scale + 1e-9) best = { columns, rows, scale, scrolls: false };
  }
  if (best.scale >= MIN_TILE_SCALE) return best;
  const fit = Math.floor((width + gap) / (w * MIN_TILE_SCALE + gap));
  const columns = Math.max(1, Math.min(n, fit));
  const rows = Math.ceil(n / columns);
  const scrolls = rows * tileHeight(MIN_TILE_SCALE) + (rows - 1) * gap > height;
  return { columns, rows, scale: MIN_TILE_SCALE, scrolls };
}
