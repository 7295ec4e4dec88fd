/**
 * Face layers: neck, ears, head and the expression (brows and mouth). Skin tone, paint and
 * jewellery grow with rarity: Common plain, Rare war paint, Epic gold jewellery, Legendary glowing runes.
 */
import { blur, dark, flat, inked, light, line, linear, radial, INK } from '../svg.ts';
import { FACE_SKIN } from '../../../src/client/scenes/warlord/warlord-anatomy.ts';
import { CX, EYES, HEAD, NECK } from './anatomy.ts';

const ARITY: Record<string, number> = { m: 2, l: 2, t: 2, c: 6, s: 4, q: 4, h: 1, v: 1, a: 7, z: 0 };

/**
 * Mirrors a path across the portrait's vertical axis: absolute x becomes 2*CX - x, relative x
 * changes sign, and arcs flip their sweep.
 */
export function mirror(d: string): string {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let cmd = '';
  let args: number[] = [];
  const flush = () => {
    const lower = cmd.toLowerCase();
    const abs = cmd !== lower;
    const n = ARITY[lower] ?? 0;
    args.forEach((v, i) => {
      const k = n === 0 ? 0 : i % n;
      let r = v;
      if (lower === 'a') {
        if (k === 4) r = 1 - v;
        if (k === 5) r = abs ? 2 * CX - v : -v;
      } else if (lower !== 'v' && k % 2 === 0) r = abs ? 2 * CX - v : -v;
      args[i] = r;
    });
    if (cmd) out.push(cmd + args.join(' '));
  };
  for (const t of tokens) {
    if (/[a-zA-Z]/.test(t)) {
      flush();
      cmd = t;
      args = [];
    } else args.push(Number(t));
  }
  flush();
  return out.join('');
}

/** A path and its mirror image. */
export function both(d: string): string {
  return `${d} ${mirror(d)}`;
}

interface FaceSpec {
  id: string;
  skin: string;
  ears?: 'round' | 'pointed';
  /** The left brow; the right one is its mirror unless given. */
  brow: string;
  browRight?: string;
  mouth: string;
  /** Drawn over the head, under the brows. */
  marks?: string;
  /** Drawn last (jewellery, glows). */
  extras?: string;
}

function face(s: FaceSpec): string {
  const shade = dark(s.skin, 0.22);
  const ear =
    s.ears === 'pointed'
      ? 'M186,196 C168,178 150,160 146,150 C160,166 170,176 172,206 C172,226 178,238 190,240Z'
      : 'M186,198 C166,188 160,206 164,220 C168,236 178,244 190,242Z';
  const defs =
    `<defs>${radial(`${s.id}-skin`, [
      [0, light(s.skin, 0.18)],
      [0.7, s.skin],
      [1, shade],
    ])}` +
    `${linear(`${s.id}-neck`, [
      [0, dark(s.skin, 0.35)],
      [0.5, shade],
      [1, s.skin],
    ])}${blur(`${s.id}-soft`, 6)}</defs>`;
  const sockets = EYES.map(
    (e) =>
      `<ellipse cx="${e.x}" cy="${e.y}" rx="24" ry="15" fill="${dark(s.skin, 0.3)}" opacity="0.5" filter="url(#${s.id}-soft)"/>`,
  ).join('');
  const nose = line('M258,220 Q248,242 252,250 Q258,254 266,249', dark(s.skin, 0.45), 4);
  const jawShade = flat(
    'M331,200 C331,252 303,292 256,298 C290,282 314,250 318,200 C318,160 306,136 296,124 C320,138 331,160 331,200Z',
    shade,
    'opacity="0.55"',
  );
  const cheeks = `<ellipse cx="206" cy="246" rx="16" ry="9" fill="#e0605a" opacity="0.18"/><ellipse cx="306" cy="246" rx="16" ry="9" fill="#e0605a" opacity="0.18"/>`;
  return (
    defs +
    inked(NECK, `url(#${s.id}-neck)`) +
    inked(ear, s.skin) +
    inked(mirror(ear), shade) +
    inked(HEAD, `url(#${s.id}-skin)`, 5) +
    jawShade +
    sockets +
    cheeks +
    nose +
    (s.marks ?? '') +
    line(s.brow, INK, 8) +
    line(s.browRight ?? mirror(s.brow), INK, 8) +
    s.mouth +
    (s.extras ?? '')
  );
}

const LIPS = '#7a2432';
const teeth = (id: string, mouth: string, band: string) =>
  `<clipPath id="${id}-m"><path d="${mouth}"/></clipPath>` +
  flat(mouth, LIPS) +
  `<g clip-path="url(#${id}-m)">${flat(band, '#fbf6ea')}</g>` +
  inked(mouth, 'none', 4);

const goldEarring = (x: number) =>
  `<circle cx="${x}" cy="250" r="9" fill="none" stroke="#f5c542" stroke-width="4"/><circle cx="${x}" cy="259" r="4" fill="#ffe08a"/>`;

/** Each face's skin by trait index (shared with the rig's expressions: warlord-anatomy.ts). */
export { FACE_SKIN };

/** The plain, calm face of a Warlord without a Face trait (the full figure's stand-in). */
export const bareFace = (): string =>
  face({
    id: 'f0',
    skin: FACE_SKIN[0]!,
    brow: 'M206,188 Q226,182 246,188',
    mouth: line('M236,272 Q256,280 276,272', INK, 5),
  });

/** Face drawings by trait index. */
export const FACES: Record<number, () => string> = {
  2: () =>
    face({
      id: 'f2',
      skin: FACE_SKIN[2]!,
      brow: 'M206,186 Q226,178 246,186',
      mouth:
        teeth(
          'f2',
          'M218,260 Q256,304 294,260 Q256,272 218,260Z',
          'M210,250 L302,250 L302,276 Q256,286 210,276Z',
        ) + line(both('M212,254 Q216,262 222,262'), INK, 3),
    }),
  3: () =>
    face({
      id: 'f3',
      skin: FACE_SKIN[3]!,
      brow: 'M204,190 Q226,180 248,190',
      marks: flat(
        both('M196,232 L238,226 L236,234 L198,242Z M200,250 L236,244 L234,251 L202,258Z'),
        '#2f6fdb',
        'opacity="0.85"',
      ),
      mouth: line('M232,272 Q256,266 280,268', INK, 5) + line('M280,268 Q286,266 289,260', INK, 4),
      extras:
        line('M296,168 L312,196', '#f3d2b0', 3) + line('M300,166 L316,194', dark(FACE_SKIN[3]!, 0.4), 2),
    }),
  4: () =>
    face({
      id: 'f4',
      skin: FACE_SKIN[4]!,
      ears: 'pointed',
      brow: 'M206,186 Q226,178 246,188',
      browRight: 'M264,178 Q286,164 308,176',
      marks: flat('M240,140 L256,124 L272,140 L256,156Z', '#7c3aed', 'opacity="0.55"'),
      mouth:
        line('M234,272 Q262,280 286,262', INK, 5) +
        line('M286,262 L292,258', INK, 4) +
        line('M282,276 Q288,276 290,270', INK, 3),
      extras: goldEarring(170) + goldEarring(342),
    }),
  5: () =>
    face({
      id: 'f5',
      skin: FACE_SKIN[5]!,
      // Wistful rather than weeping: brows up in the middle, the mouth turned down a little, no tears
      // (a starter face a new player may wear into every fight, cheering as well as beaten).
      brow: 'M208,186 Q228,186 246,176',
      mouth: line('M236,278 Q256,268 276,278', INK, 5),
    }),
  6: () =>
    face({
      id: 'f6',
      skin: FACE_SKIN[6]!,
      brow: 'M202,178 L248,198',
      marks:
        flat(both('M196,228 L236,238 L232,246 L198,240Z'), '#c0262d', 'opacity="0.9"') +
        line('M232,150 L240,176 M296,160 L286,188', '#e8c49a', 3) +
        `<g filter="url(#f6-glow)">${line('M256,128 L256,160 M242,138 L270,138 M246,154 L266,154', '#ffd24a', 5)}</g>` +
        line('M256,128 L256,160 M242,138 L270,138 M246,154 L266,154', '#fff3b0', 2),
      mouth:
        teeth(
          'f6',
          'M224,264 Q256,252 288,264 Q286,294 256,296 Q226,294 224,264Z',
          'M210,250 L302,250 L302,270 L210,270Z',
        ) +
        flat(
          'M234,264 L238,280 L243,265Z M278,264 L274,280 L269,265Z',
          '#fbf6ea',
          `stroke="${INK}" stroke-width="2"`,
        ),
      extras: `<defs>${blur('f6-glow', 5)}</defs>` + goldEarring(168) + goldEarring(344),
    }),
};
