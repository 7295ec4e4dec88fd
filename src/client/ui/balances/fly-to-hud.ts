import { reducedMotion } from '../reduced-motion.ts';

/** The HUD balances a reward can fly into (resources.tsx marks each with `data-resource`). */
export type HudResource = 'shards' | 'TWC' | 'energy';

/** How many icons fly, how long each takes and how far apart they leave (ms). */
export const FLIGHT = { count: 8, ms: 700, stagger: 60 } as const;

/**
 * A reward made physical: a handful of the balance's own icon (the HUD's, cloned) leave `from` (a
 * tile on screen) and fly into the HUD's counter of it, which counts up as they arrive
 * (animated-number.tsx). Each is a fixed element of its own, moved by the compositor (a transform
 * and opacity animation, nothing per frame on the page's thread); all are gone when they land. They
 * fly inside `host` (an open modal <dialog> is in the top layer: outside it they would pass under
 * its backdrop). Nothing flies under reduced motion, without the HUD's counter, or where the
 * browser has no Web Animations. Answers the number of icons sent.
 */
export function flyToHud(resource: HudResource, from: DOMRect, host: Element = document.body): number {
  if (reducedMotion()) return 0;
  const target = document.querySelector(`.hud [data-resource="${resource}"]`);
  const icon = target?.querySelector('svg');
  if (!target || !icon || typeof Element.prototype.animate !== 'function') return 0;
  const to = icon.getBoundingClientRect();
  if (to.width === 0 || from.width === 0) return 0;
  const size = 34;
  const start = { x: from.left + from.width / 2 - size / 2, y: from.top + from.height / 2 - size / 2 };
  const end = { x: to.left + to.width / 2 - size / 2, y: to.top + to.height / 2 - size / 2 };
  for (let i = 0; i < FLIGHT.count; i++) {
    const bit = document.createElement('span');
    bit.className = 'hud-flight';
    bit.dataset.resource = resource;
    bit.setAttribute('aria-hidden', 'true');
    bit.style.left = `${start.x}px`;
    bit.style.top = `${start.y}px`;
    bit.style.width = `${size}px`;
    bit.style.height = `${size}px`;
    bit.append(icon.cloneNode(true));
    host.append(bit);
    // Each leaves from its own spot around the tile and arcs a little, the first ahead.
    const turn = (i / FLIGHT.count) * Math.PI * 2;
    const spread = { x: Math.cos(turn) * 34, y: Math.sin(turn) * 22 };
    const dx = end.x - start.x;
    const dy = end.y - start.y;
    const flight = bit.animate(
      [
        { transform: 'translate(0, 0) scale(0.4)', opacity: 0 },
        { transform: `translate(${spread.x}px, ${spread.y}px) scale(1.15)`, opacity: 1, offset: 0.22 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.7)`, opacity: 1, offset: 0.94 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.5)`, opacity: 0 },
      ],
      {
        duration: FLIGHT.ms,
        delay: i * FLIGHT.stagger,
        easing: 'cubic-bezier(0.45, 0, 0.7, 1)',
        fill: 'both',
      },
    );
    flight.onfinish = () => bit.remove();
    flight.oncancel = () => bit.remove();
  }
  return FLIGHT.count;
}
