/**
 * The Warlord's mouth as it moves: the face pictures carry a calm mouth, and a move that shows
 * effort or pain paints a patch of the face's skin over it and draws another (shout when it
 * strikes, grit when it braces, wince when it is hit, dazed when it falls, sad when it lost, a
 * smile when it cheers and after, whatever face it wears; a sad mouth, never a tear). Shapes in the head's 512 units (around the mouth at 256, 268), drawn by
 * the Pixi rig (warlord-rig.ts) and by the reference sheet (assets/src/figure/compose.ts) alike.
 */
export type Mouth = 'shout' | 'grit' | 'wince' | 'dazed' | 'sad' | 'smile';

const INK = '#1b1f2a';
const LIPS = '#7a2432';
const TEETH = '#fbf6ea';

export interface MouthShape {
  /** Closed shapes, filled, then outlined in ink 4 wide. */
  fills: { d: string; fill: string }[];
  /** Ink strokes over them. */
  strokes: { d: string; width: number }[];
}

/** The patch of skin over the picture's own mouth (an ellipse: centre and radii). */
export const MOUTH_PATCH = { x: 256, y: 272, rx: 34, ry: 17 } as const;

export const MOUTHS: Record<Mouth, MouthShape> = {
  // Wide open, teeth on top: the battle cry of a blow.
  shout: {
    fills: [
      { d: 'M232,262 Q256,250 280,262 Q284,290 256,294 Q228,290 232,262Z', fill: LIPS },
      { d: 'M236,262 Q256,254 276,262 L274,269 Q256,264 238,269Z', fill: TEETH },
    ],
    strokes: [],
  },
  // Clenched teeth, lips pulled back: holding against a blow.
  grit: {
    fills: [{ d: 'M230,264 Q256,259 282,264 L280,281 Q256,285 232,281Z', fill: TEETH }],
    strokes: [
      { d: 'M232,272 Q256,270 280,272', width: 3 },
      { d: 'M244,262 L244,283 M256,261 L256,284 M268,262 L268,283', width: 2 },
    ],
  },
  // Crooked and pinched: a blow landed.
  wince: {
    fills: [],
    strokes: [{ d: 'M232,276 L242,268 L251,276 L261,267 L270,276 L280,268', width: 5 }],
  },
  // Slack and wavy: knocked down.
  dazed: {
    fills: [],
    strokes: [{ d: 'M232,274 Q240,266 248,274 Q256,282 264,274 Q272,266 280,274', width: 5 }],
  },
  // Turned down at the corners: beaten back.
  sad: {
    fills: [],
    strokes: [{ d: 'M234,282 Q256,262 278,282', width: 5 }],
  },
  // Open and turned up, teeth showing: a stage won (and the cheer after it).
  smile: {
    fills: [
      { d: 'M230,264 Q256,270 282,264 Q278,292 256,294 Q234,292 230,264Z', fill: LIPS },
      { d: 'M233,265 Q256,271 279,265 L277,272 Q256,276 235,272Z', fill: TEETH },
    ],
    strokes: [{ d: 'M226,262 Q229,262 231,265 M286,262 Q283,262 281,265', width: 3 }],
  },
};

/** A mouth as SVG over the face (for the sheet): the skin patch, then the shape. */
export function mouthSvg(mouth: Mouth, skin: string): string {
  const m = MOUTHS[mouth];
  const p = MOUTH_PATCH;
  return (
    `<ellipse cx="${p.x}" cy="${p.y}" rx="${p.rx}" ry="${p.ry}" fill="${skin}"/>` +
    m.fills.map((f) => `<path d="${f.d}" fill="${f.fill}" stroke="${INK}" stroke-width="4"/>`).join('') +
    m.strokes
      .map(
        (s) =>
          `<path d="${s.d}" fill="none" stroke="${INK}" stroke-width="${s.width}" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
      .join('')
  );
}

export const MOUTH_INK = INK;
