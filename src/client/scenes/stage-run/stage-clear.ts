import type { Texture } from 'pixi.js';
import { FOE_CANVAS, FOE_FEET, FOE_TALL } from './stage-foes.ts';

/**
 * Where the Warlord ends a stage clear of its foe and the pack: review r30 saw it end a stealth
 * pass inside the foe's outline, squeezed between it and its pack, and end a defeat against it on
 * the upright tablet. Pure: the scene measures the figures, this says where they go.
 */

/** How far a figure reaches either side of its feet (screen px; `left` is negative). */
export interface Reach {
  left: number;
  right: number;
}

/** A figure standing with its feet at `x`. */
export interface Standing {
  x: number;
  reach: Reach;
}

/**
 * How far a foe's picture `tall` px high reaches either side of its feet: what it draws (its
 * atlas frame is trimmed to that), or its whole canvas untrimmed; the drawn warden (no picture)
 * about half its height either way.
 */
export function foeReach(texture: Texture | null, tall: number): Reach {
  if (!texture) return { left: -tall * 0.5, right: tall * 0.5 };
  const canvas = (FOE_CANVAS.width * tall) / FOE_TALL;
  const anchor = FOE_FEET.x / FOE_CANVAS.width;
  const { orig, trim } = texture;
  const from = trim ? trim.x / orig.width : 0;
  const to = trim ? (trim.x + trim.width) / orig.width : 1;
  return { left: (from - anchor) * canvas, right: (to - anchor) * canvas };
}

/**
 * A stealth pass: the Warlord (reaching `warlord`) slips past every foe in `foes` and stands `gap`
 * px clear of the farthest one's right edge, on the stage (`width`, `margin` from its edge). Where
 * the stage is too narrow for that, the land pans left `pan` px under it (the foes with it), as
 * the view following a Warlord that has gone on.
 */
export function slipPast(
  width: number,
  margin: number,
  warlord: Reach,
  foes: readonly Standing[],
  gap: number,
): { x: number; pan: number } {
  const clear = Math.max(...foes.map((f) => f.x + f.reach.right)) + gap;
  const want = clear - warlord.left;
  const most = width - margin - warlord.right;
  return want <= most ? { x: want, pan: 0 } : { x: most, pan: want - most };
}

/**
 * A defeat: the Warlord is knocked back `push` px from `from`, and at least as far as `gap` px clear
 * of the foe's left edge, but never off the stage's left edge.
 */
export function knockedBack(
  from: number,
  push: number,
  margin: number,
  warlord: Reach,
  foe: Standing,
  gap: number,
): number {
  const clear = foe.x + foe.reach.left - gap - warlord.right;
  return Math.max(margin - warlord.left, Math.min(from - push, clear));
}

/** The wider of two reaches, either way. */
export const widest = (a: Reach, b: Reach): Reach => ({
  left: Math.min(a.left, b.left),
  right: Math.max(a.right, b.right),
});
