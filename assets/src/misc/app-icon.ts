/**
 * The app's icons for the web app manifest (a tablet's home screen): the landing page's crowned
 * Warlord (the same trait layers as the game's portraits) on the night sea, framed in gold. The
 * plain icon rounds its corners itself; the maskable one fills its square and keeps the Warlord
 * inside the middle 80%, the circle a launcher may cut it to.
 */
import { composite, CANVAS } from '../portrait/layers.ts';
import { radial } from '../svg.ts';

/** Palette (art-direction.md): the night sea, the day sea and gold. */
export const APP_COLORS = { sea: '#1c3552', deepSea: '#0e1b2b', gold: '#d4a017', ink: '#1b1f2a' } as const;

/** Legendary suit and hair, a grin, glowing eyes, a crown: the landing page's Warlord. */
const OUTFIT = [310, 6, 204, 110, 502] as const;

/** The SVG body of a `side` px icon; `maskable` fills the square, the plain one is a rounded tile. */
export function appIcon(side: number, maskable: boolean): string {
  const s = side / 512;
  const ground =
    `<defs>${radial('app-sea', [
      [0, APP_COLORS.sea],
      [1, APP_COLORS.deepSea],
    ])}</defs>` +
    (maskable
      ? `<rect width="512" height="512" fill="url(#app-sea)"/>`
      : `<rect x="8" y="8" width="496" height="496" rx="96" fill="url(#app-sea)" stroke="${APP_COLORS.gold}" stroke-width="14"/>` +
        `<rect x="26" y="26" width="460" height="460" rx="80" fill="none" stroke="${APP_COLORS.ink}" stroke-width="4" opacity="0.6"/>`);
  // The bust fills the tile; in the maskable icon it stays within the safe circle (80%).
  const bust = maskable ? 0.72 : 0.9;
  const offset = (512 - CANVAS * bust) / 2;
  const figure = `<g transform="translate(${offset} ${offset + (maskable ? 60 : 22)}) scale(${bust})">${composite(OUTFIT)}</g>`;
  const clip = maskable
    ? figure
    : `<clipPath id="app-tile"><rect x="15" y="15" width="482" height="482" rx="89"/></clipPath><g clip-path="url(#app-tile)">${figure}</g>`;
  return `<g transform="scale(${s})">${ground}${clip}</g>`;
}
