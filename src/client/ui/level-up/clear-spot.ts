/** A box on the screen (CSS px). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What a celebration must never stand over: the page's heading, and anything the player presses. */
export const ESSENTIAL =
  'h1, .page__title, button, a[href], input, select, textarea, summary, [role="button"], [tabindex="0"], .world-cards, .stage-overlay__bar';

/**
 * The margin kept from the free band's edges, the room kept around the banner (its motion's
 * overshoot, a late font a few px taller), and the step of the search (CSS px).
 */
const MARGIN = 12;
const ROOM = 8;
const STEP = 8;

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/**
 * Where a banner of `size` stands so that it covers none of `obstacles` inside `band` (the screen
 * between the HUD and the tab bar): from the band's bottom upwards, in the middle first, then at
 * the left and the right edges; the first place that covers nothing, or else the one covering the
 * least (a heading counts ten times its area: `obstacles` given as [box, weight]).
 */
export function clearSpot(
  size: { width: number; height: number },
  obstacles: readonly (readonly [Box, number])[],
  band: Box,
): { left: number; top: number } {
  const width = Math.min(size.width, band.width - 2 * MARGIN);
  const xs = [
    band.left + (band.width - width) / 2,
    band.left + MARGIN,
    band.left + band.width - MARGIN - width,
  ];
  let best = { left: xs[0]!, top: band.top + band.height - MARGIN - size.height, cost: Infinity };
  for (let top = band.top + band.height - MARGIN - size.height; top >= band.top + MARGIN; top -= STEP) {
    for (const left of xs) {
      const spot = {
        left: left - ROOM,
        top: top - ROOM,
        width: width + 2 * ROOM,
        height: size.height + 2 * ROOM,
      };
      const cost = obstacles.reduce((sum, [box, weight]) => sum + overlap(spot, box) * weight, 0);
      if (cost === 0) return { left, top };
      if (cost < best.cost) best = { left, top, cost };
    }
  }
  return { left: best.left, top: best.top };
}

/**
 * Stands the banner `el` (fixed, shown or not yet) where it covers nothing essential on the page
 * as it is now (clearSpot), between the HUD and the tab bar.
 */
export function placeClear(el: HTMLElement): void {
  const css = getComputedStyle(document.documentElement);
  const px = (name: string) => Number.parseFloat(css.getPropertyValue(name)) || 0;
  const top = px('--hud-h');
  const band = { left: 0, top, width: window.innerWidth, height: window.innerHeight - top - px('--tabs-h') };
  const obstacles: [Box, number][] = [];
  for (const e of document.querySelectorAll<HTMLElement>(ESSENTIAL)) {
    if (el.contains(e)) continue;
    const r = e.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || r.bottom <= band.top || r.top >= band.top + band.height) continue;
    obstacles.push([r, e.matches('h1, .page__title') ? 10 : 1]);
  }
  const box = el.getBoundingClientRect();
  const spot = clearSpot({ width: box.width, height: box.height }, obstacles, band);
  el.style.left = `${Math.round(spot.left)}px`;
  el.style.top = `${Math.round(spot.top)}px`;
  el.style.bottom = 'auto';
  el.style.translate = 'none';
  const lift = toastLift(spot.top, box.height, window.innerHeight);
  document.documentElement.style.setProperty('--toast-lift', `${lift}px`);
}

/**
 * How far above the screen's bottom the toasts stand while a banner stands at `top`, `height`
 * tall, on a screen `screenHeight` tall: over its top edge where it stands in the lower half (where
 * the toasts are: a fresh review saw a toast cover the end of "Unlocked: …"), else where they were.
 */
export function toastLift(top: number, height: number, screenHeight: number): number {
  return top + height > screenHeight / 2 ? Math.ceil(screenHeight - top + ROOM) : 0;
}

/** The banner has gone: the toasts stand where they were. */
export function dropToastLift(): void {
  document.documentElement.style.removeProperty('--toast-lift');
}
