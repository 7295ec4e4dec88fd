/**
 * The empty-portrait silhouette (512 x 512): the shared bust shape (torso, neck, head) in one flat
 * slate tone with a question mark, transparent around it.
 */
import { CANVAS, HEAD, NECK, TORSO } from '../portrait/anatomy.ts';
import { flat, text } from '../svg.ts';

/** The SVG body of the silhouette. */
export function silhouetteArt(): string {
  const tone = '#3b4252';
  return (
    flat(TORSO, tone) +
    flat(NECK, tone) +
    flat(HEAD, tone) +
    flat(
      'M176,196 C168,112 206,90 256,90 C306,90 344,112 336,196 C320,160 300,150 256,150 C212,150 192,160 176,196Z',
      '#343a48',
    ) +
    text(CANVAS / 2, 250, 96, '?', '#5b6478')
  );
}
