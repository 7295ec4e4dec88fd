/**
 * Trait icons: a trait layer cut to what it draws, for the DOM's reward tiles. A layer is drawn on
 * the Warlord's 512 canvas, where eyes or a mouth are a small patch in the middle; the icon frames
 * that patch in a square, with a margin for the outline.
 */
import { Resvg } from '@resvg/resvg-js';
import { svgDoc } from '../svg.ts';
import { CANVAS } from './layers.ts';

/** The icon's side in pixels (a reward tile shows it at about 96 CSS px, 2x for a tablet). */
export const TRAIT_ICON = 192;

/**
 * A light halo around what a layer draws, so dark eyes or black hair read on the night camp's
 * dark panels as well as on parchment (where the halo melts into the page and the ink outline
 * does the work).
 */
const HALO =
  '<filter id="icon-halo" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">' +
  '<feMorphology in="SourceAlpha" operator="dilate" radius="5" result="grown"/>' +
  '<feFlood flood-color="#fff8e7" flood-opacity="0.9"/><feComposite in2="grown" operator="in" result="halo"/>' +
  '<feMerge><feMergeNode in="halo"/><feMergeNode in="SourceGraphic"/></feMerge></filter>';

/**
 * The SVG body of an icon: the layer, viewed through the square around what it draws; `halo`
 * rings it in light (not for backgrounds, which fill their square).
 */
export function iconOf(layer: string, halo = true): string {
  const box = new Resvg(svgDoc(CANVAS, CANVAS, layer)).getBBox();
  const side = box ? Math.min(CANVAS, Math.max(box.width, box.height) * 1.16 + 12) : CANVAS;
  const cx = box ? box.x + box.width / 2 : CANVAS / 2;
  const cy = box ? box.y + box.height / 2 : CANVAS / 2;
  const x = Math.min(CANVAS - side, Math.max(0, cx - side / 2));
  const y = Math.min(CANVAS - side, Math.max(0, cy - side / 2));
  const view = [x, y, side, side].map((n) => n.toFixed(1)).join(' ');
  const body = halo ? `<defs>${HALO}</defs><g filter="url(#icon-halo)">${layer}</g>` : layer;
  return `<svg x="0" y="0" width="${TRAIT_ICON}" height="${TRAIT_ICON}" viewBox="${view}">${body}</svg>`;
}
