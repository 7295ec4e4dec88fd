/**
 * A MaxRects packer (best short side fit), after Jukka Jylänki's "A Thousand Ways to Pack the
 * Bin": each rectangle goes into the free space where it leaves the least on its shorter side,
 * and the free space is kept as the maximal empty rectangles. No rotation (Pixi can show rotated
 * frames, but upright ones keep the atlas simple to read).
 */
export interface Size {
  w: number;
  h: number;
}
export interface Placed {
  x: number;
  y: number;
}
interface Rect extends Size, Placed {}

/** The largest atlas side a GPU is asked for. */
export const MAX_SIDE = 4096;

/** Places `sizes` in a bin `width` wide and at most `height` tall; null when they do not fit. */
function packInto(sizes: readonly Size[], width: number, height: number): Placed[] | null {
  let free: Rect[] = [{ x: 0, y: 0, w: width, h: height }];
  const out: Placed[] = new Array<Placed>(sizes.length);
  const order = sizes
    .map((_, i) => i)
    .sort((a, b) => Math.max(sizes[b]!.w, sizes[b]!.h) - Math.max(sizes[a]!.w, sizes[a]!.h) || a - b);
  for (const i of order) {
    const { w, h } = sizes[i]!;
    let best: Rect | null = null;
    let bestShort = Infinity;
    let bestLong = Infinity;
    for (const f of free) {
      if (w > f.w || h > f.h) continue;
      const short = Math.min(f.w - w, f.h - h);
      const long = Math.max(f.w - w, f.h - h);
      // Lower first among equals, so the used height stays small.
      if (short < bestShort || (short === bestShort && long < bestLong)) {
        best = { x: f.x, y: f.y, w, h };
        bestShort = short;
        bestLong = long;
      }
    }
    if (!best) return null;
    out[i] = { x: best.x, y: best.y };
    free = split(free, best);
  }
  return out;
}

/** The free rectangles once `used` is taken: each one it overlaps is cut into up to four. */
function split(free: readonly Rect[], used: Rect): Rect[] {
  const next: Rect[] = [];
  for (const f of free) {
    const overlaps =
      used.x < f.x + f.w && used.x + used.w > f.x && used.y < f.y + f.h && used.y + used.h > f.y;
    if (!overlaps) {
      next.push(f);
      continue;
    }
    if (used.x > f.x) next.push({ x: f.x, y: f.y, w: used.x - f.x, h: f.h });
    if (used.x + used.w < f.x + f.w)
      next.push({ x: used.x + used.w, y: f.y, w: f.x + f.w - used.x - used.w, h: f.h });
    if (used.y > f.y) next.push({ x: f.x, y: f.y, w: f.w, h: used.y - f.y });
    if (used.y + used.h < f.y + f.h)
      next.push({ x: f.x, y: used.y + used.h, w: f.w, h: f.y + f.h - used.y - used.h });
  }
  // Drop any free rectangle inside another.
  return next.filter(
    (a, i) =>
      !next.some(
        (b, j) =>
          j !== i &&
          a.x >= b.x &&
          a.y >= b.y &&
          a.x + a.w <= b.x + b.w &&
          a.y + a.h <= b.y + b.h &&
          (j < i || a.w !== b.w || a.h !== b.h || a.x !== b.x || a.y !== b.y),
      ),
  );
}

/** The least height (a multiple of 4) at which `sizes` fit `width` wide, and where; null past 4096. */
function tightest(sizes: readonly Size[], width: number): { height: number; at: Placed[] } | null {
  const area = sizes.reduce((sum, s) => sum + s.w * s.h, 0);
  let low = Math.max(Math.ceil(area / width), ...sizes.map((s) => s.h));
  low = Math.ceil(low / 4) * 4;
  let high = MAX_SIDE;
  let found = packInto(sizes, width, high);
  if (!found) return null;
  let best = { height: high, at: found };
  while (low < high) {
    const mid = Math.floor((low + high) / 8) * 4;
    found = packInto(sizes, width, mid);
    if (found) {
      best = { height: mid, at: found };
      high = mid;
    } else low = mid + 4;
  }
  return best;
}

/**
 * Packs `sizes` into the smallest atlas: widths from 256 to 4096 (powers of two) are tried, each
 * as short as it can be (a multiple of 4, at most 4096); the squarest wins (the longer side
 * decides, then the area), so no atlas is a thin strip. Throws when they do not fit in 4096 x 4096.
 */
export function pack(sizes: readonly Size[]): { width: number; height: number; at: Placed[] } {
  let best: { width: number; height: number; at: Placed[] } | null = null;
  const widest = Math.max(...sizes.map((s) => s.w));
  const worse = (a: { width: number; height: number }, b: { width: number; height: number }) =>
    Math.max(a.width, a.height) - Math.max(b.width, b.height) || a.width * a.height - b.width * b.height;
  for (const width of [256, 512, 1024, 2048, MAX_SIDE]) {
    if (width < widest) continue;
    const fit = tightest(sizes, width);
    if (fit && (!best || worse({ width, ...fit }, best) < 0)) best = { width, ...fit };
  }
  if (!best) throw new Error(`atlas: ${sizes.length} pictures do not fit in ${MAX_SIDE} x ${MAX_SIDE}`);
  return best;
}
