/**
 * Where the reveal scene stands its picture. The gumball machine stands in the left half with its
 * ball on the floor in front of it, and the card comes in the right half (the page's
 * .reveal--gumball, scenes.css); on a narrow stage, the machine at the top and the card below.
 * A crate or loot stands in the middle, where its cards are dealt once it bursts.
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
    const size = Math.min(height * 0.6, 150);
    return { x: width / 2, y: height / 2, size, floorY: height - 28, beside: false };
  }
  const beside = width >= BESIDE_MIN_WIDTH;
  const size = Math.min(beside ? height - 70 : height * 0.42, 260);
  const x = beside ? width * 0.27 : width / 2;
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
