/**
 * Suit layers: the armour or clothing of torso and shoulders. Commons are cloth and leather,
 * Rares plate with trim, Epics glow, the Legendary Winter suit is fur, ice and gold.
 */
import { blur, dark, flat, inked, light, line, linear, radial, sparkle, star, INK } from '../svg.ts';
import { COLLAR, TORSO } from './anatomy.ts';
import { both, mirror } from './faces.ts';

export interface SuitSpec {
  id: string;
  base: string;
  trim: string;
  /** Drawn inside the torso (clipped to it). */
  inside?: string;
  /** Shoulder pieces, left side (mirrored). */
  shoulder?: string;
  shoulderFill?: string;
  /** Drawn over everything. */
  over?: string;
  /** Cloth instead of plate: seams and folds, no shoulder pieces. */
  cloth?: boolean;
}

/** The lower plate under each shoulder piece. */
const LAME = 'M66,432 C92,404 148,398 198,404 L194,424 C148,418 104,424 72,446Z';
const PAULDRON = 'M70,420 C64,372 110,342 168,350 C196,356 204,380 196,404 C170,398 120,404 70,420Z';

function suit(s: SuitSpec): string {
  const defs =
    `<defs>${linear(`${s.id}-b`, [
      [0, light(s.base, 0.12)],
      [1, dark(s.base, 0.35)],
    ])}${radial(
      `${s.id}-p`,
      [
        [0, light(s.shoulderFill ?? s.base, 0.3)],
        [1, dark(s.shoulderFill ?? s.base, 0.25)],
      ],
      0.4,
      0.3,
      0.7,
    )}` + `<clipPath id="${s.id}-c"><path d="${TORSO}"/></clipPath></defs>`;
  const shoulder = s.shoulder ?? PAULDRON;
  return (
    defs +
    inked(TORSO, `url(#${s.id}-b)`, 5) +
    `<g clip-path="url(#${s.id}-c)">` +
    (s.inside ?? '') +
    flat('M380,360 C440,380 480,420 484,512 L400,512 C400,450 390,400 380,360Z', INK, 'opacity="0.18"') +
    `</g>` +
    line(COLLAR, s.trim, 14) +
    line(COLLAR, INK, 3, 'transform="translate(0,7)"') +
    (s.cloth ? clothShoulders(s) : plateShoulders(s, shoulder)) +
    (s.over ?? '')
  );
}

function plateShoulders(s: SuitSpec, shoulder: string): string {
  const fill = s.shoulderFill ?? s.base;
  return (
    inked(LAME, dark(fill, 0.15)) +
    inked(mirror(LAME), dark(fill, 0.15)) +
    inked(shoulder, `url(#${s.id}-p)`) +
    inked(mirror(shoulder), `url(#${s.id}-p)`) +
    line(both('M92,392 C110,370 140,362 168,364'), light(fill, 0.45), 5, 'opacity="0.7"') +
    line(both('M74,414 C110,400 150,396 194,402'), s.trim, 4, 'opacity="0.9"')
  );
}

/** Cloth shoulders: a seam from the neck to the arm and a few soft folds. */
function clothShoulders(s: SuitSpec): string {
  return (
    line(both('M150,356 C136,384 120,420 112,470'), dark(s.base, 0.35), 4, 'stroke-dasharray="7 6"') +
    line(both('M196,380 Q206,410 200,440 M90,440 Q84,470 88,500'), dark(s.base, 0.25), 4, 'opacity="0.6"') +
    line(both('M120,362 C100,372 76,390 64,420'), light(s.base, 0.3), 5, 'opacity="0.6"')
  );
}

/** Trim lines down the chest and over the shoulder pieces. */
const trimLines = (color: string, width = 6) =>
  line(both('M82,404 C120,392 160,388 192,398'), color, width) + line('M256,350 L256,512', color, width);

const rivets = (color: string) =>
  [100, 150, 362, 412]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="${i % 3 === 0 ? 396 : 384}" r="5" fill="${color}" stroke="${INK}" stroke-width="2"/>`,
    )
    .join('');

const camoBlobs = [
  [90, 430, 34, 18, '#4a5a2a'],
  [180, 470, 40, 20, '#6b5a3a'],
  [300, 420, 36, 16, '#3a4a22'],
  [400, 470, 42, 20, '#6b5a3a'],
  [240, 500, 30, 14, '#2f3a1c'],
  [360, 380, 26, 12, '#2f3a1c'],
  [140, 380, 30, 12, '#6b5a3a'],
] as const;

/** What each suit is made of, by trait index: the bust layer below and the full figure (assets/src/figure) read it. */
export const SUIT_SPECS: Record<number, SuitSpec> = {
  2: {
    id: 's2',
    base: '#5f7a3a',
    trim: '#3d4a26',
    inside:
      camoBlobs
        .map(
          ([x, y, rx, ry, c], i) =>
            `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${c}" transform="rotate(${i * 37} ${x} ${y})"/>`,
        )
        .join('') + line('M150,360 L330,512', '#3b2a1a', 14),
    shoulderFill: '#55703a',
    cloth: true,
  },
  3: {
    id: 's3',
    base: '#b8402a',
    trim: '#ffb15a',
    shoulderFill: '#d0522f',
    inside:
      flat('M256,380 L300,420 L256,470 L212,420Z', '#2a0f0a', `stroke="${INK}" stroke-width="4"`) +
      `<defs>${blur('s3-g', 8)}</defs><circle cx="256" cy="424" r="24" fill="#7dffb0" filter="url(#s3-g)"/>` +
      `<circle cx="256" cy="424" r="12" fill="#d9ffe9"/>` +
      line(both('M120,460 L200,440 L210,512'), '#ffb15a', 5),
    over:
      line(both('M112,356 L96,318'), INK, 5) +
      `<circle cx="96" cy="314" r="9" fill="#7dffb0" stroke="${INK}" stroke-width="3"/><circle cx="416" cy="314" r="9" fill="#7dffb0" stroke="${INK}" stroke-width="3"/>`,
  },
  4: {
    id: 's4',
    base: '#4d6b86',
    trim: '#d7e3ec',
    shoulderFill: '#5f7f9c',
    inside:
      flat('M150,400 Q256,460 362,400 L362,512 L150,512Z', '#e9eef2', 'opacity="0.85"') +
      trimLines('#2e455a', 4),
    over:
      inked(both('M110,362 L128,300 L160,352Z'), '#5f7f9c') +
      flat(
        both('M160,404 L170,420 L180,404 L190,420 L200,404'),
        '#ffffff',
        `stroke="${INK}" stroke-width="2"`,
      ),
  },
  5: {
    id: 's5',
    base: '#b59a6a',
    trim: '#c0392b',
    shoulderFill: '#a88d5e',
    cloth: true,
    inside:
      line('M136,360 L370,512', '#5a3b1f', 16) +
      inked('M160,430 h50 v40 h-50Z M310,430 h50 v40 h-50Z', '#a08455', 3) +
      line('M160,442 h50 M310,442 h50', INK, 2),
    over: flat(
      'M204,330 Q256,372 308,330 L300,356 Q256,386 212,356Z',
      '#c0392b',
      `stroke="${INK}" stroke-width="3"`,
    ),
  },
  6: {
    id: 's6',
    base: '#3f6b2a',
    trim: '#b6ff3c',
    shoulderFill: '#4f8a2e',
    inside:
      `<defs>${blur('s6-g', 6)}</defs><circle cx="256" cy="430" r="38" fill="#b6ff3c" opacity="0.7" filter="url(#s6-g)"/>` +
      inked(star(256, 430, 30, 12, 3), '#d8ff7a', 3) +
      `<circle cx="256" cy="430" r="8" fill="${INK}"/>` +
      trimLines('#243d18', 5),
    over: flat(
      both('M150,398 q6,18 0,26 q-6,-8 0,-26Z M186,400 q5,14 0,22 q-5,-8 0,-22Z'),
      '#b6ff3c',
      `stroke="${INK}" stroke-width="2"`,
    ),
  },
  7: { id: 's7', base: '#2f5fb3', trim: '#9cc3ff', inside: trimLines('#1e3f7a', 5) },
  8: {
    id: 's8',
    base: '#e8ecf2',
    trim: '#d4a72c',
    shoulderFill: '#f4f6fa',
    inside:
      trimLines('#d4a72c', 7) +
      inked(star(256, 430, 30, 12, 8), '#f5c542', 3) +
      `<circle cx="256" cy="430" r="9" fill="#fff3c4" stroke="${INK}" stroke-width="2"/>`,
    over: rivets('#d4a72c'),
  },
  9: {
    id: 's9',
    base: '#355e3b',
    trim: '#8a6a3a',
    shoulderFill: '#7a5a32',
    inside:
      line('M380,352 L150,512', '#6b4a2a', 18) +
      flat(both('M212,340 L236,400 L256,470 L276,400 L300,340Z'), '#2a4a2e', 'opacity="0.7"'),
    shoulder: 'M60,424 C58,370 100,336 170,340 C200,344 214,364 206,392 C180,380 120,392 60,424Z',
    over:
      line(both('M78,396 q10,-12 20,-2 q10,-12 20,-2 q10,-12 20,-2 q10,-12 20,-2'), '#d8c8a0', 5) +
      `<defs>${blur('s9-g', 5)}</defs><circle cx="256" cy="392" r="18" fill="#9dff9a" opacity="0.6" filter="url(#s9-g)"/>` +
      inked('M256,376 C272,384 272,400 256,410 C240,400 240,384 256,376Z', '#7ddc6a', 3),
  },
  10: {
    id: 's10',
    base: '#5d8fc4',
    trim: '#f5c542',
    shoulderFill: '#c7e6ff',
    inside:
      trimLines('#f5c542', 7) +
      `<defs>${blur('s10-g', 7)}</defs><circle cx="256" cy="430" r="30" fill="#bff0ff" filter="url(#s10-g)"/>` +
      inked(star(256, 430, 26, 8, 6), '#e8fbff', 3),
    shoulder: 'M58,424 C56,366 104,332 172,340 C206,346 214,372 204,400 C176,390 120,398 58,424Z',
    over:
      flat(
        both('M70,410 q12,-16 24,-4 q12,-18 26,-4 q12,-18 28,-2 q14,-14 30,0 q10,-10 20,4'),
        '#f4f8ff',
        `stroke="${INK}" stroke-width="3"`,
      ) +
      inked(both('M120,360 L132,318 L144,362Z M156,352 L166,322 L176,356Z'), '#bff0ff', 3) +
      sparkle(132, 330, 10) +
      sparkle(372, 326, 12) +
      sparkle(300, 470, 8),
  },
  11: {
    id: 's11',
    base: '#d8c3a0',
    trim: '#a88e66',
    cloth: true,
    inside:
      line('M256,340 L256,512', '#b8a07a', 4) + line('M246,380 h20 M246,420 h20 M246,460 h20', '#7a6244', 4),
  },
};

/** Suit drawings by trait index. */
export const SUITS: Record<number, () => string> = Object.fromEntries(
  Object.entries(SUIT_SPECS).map(([i, spec]) => [i, () => suit(spec)]),
);
