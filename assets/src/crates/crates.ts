/**
 * Crate art (256 x 256), one per crate kind. Shop chests rise with tier: plain wood, steel-bound,
 * violet with gold, solid gold. Expedition crates are strapped travel trunks with a compass and their
 * numeral; Item crates carry a sword, MegaItem crossed swords, the Energy crate a bolt.
 */
import type { CrateKind } from '../../../src/rules/catalog/crate-kinds.ts';
import { RARITY_COLORS } from '../../../src/rules/catalog/rarity.ts';
import { dark, flat, inked, light, line, linear, radial, sparkle, star, text, INK } from '../svg.ts';

export const CRATE_SIZE = { width: 256, height: 256 } as const;

interface Look {
  wood: string;
  band: string;
  glow?: string;
  trunk?: boolean;
  emblem?: string;
  numeral?: string;
  sparkles?: number;
  big?: boolean;
}

const sword = (x: number, y: number, s: number, angle: number) =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})">${inked('M-5,-34 L0,-44 L5,-34 L5,8 L-5,8Z', '#e5e7eb', 3)}${inked('M-16,8 h32 v6 h-32Z', '#f5c542', 2.5)}${inked('M-3,14 h6 v16 h-6Z', '#6b3f22', 2)}</g>`;
const bolt = inked('M136,128 L110,164 L126,164 L116,196 L146,154 L130,154 L140,128Z', '#fde047', 3);
const compass =
  `<circle cx="128" cy="148" r="22" fill="#f6ecd2" stroke="${INK}" stroke-width="3"/>` +
  inked('M128,130 L134,148 L128,166 L122,148Z', '#c0392b', 2) +
  flat('M128,148 L134,148 L128,166 L122,148Z', '#334155');

const LOOKS: Record<CrateKind, Look> = {
  0: { wood: '#a0703e', band: '#6b7280' },
  1: { wood: '#8a5a30', band: '#3d8bfd', sparkles: 1 },
  2: { wood: '#6d28d9', band: '#f5c542', glow: '#a855f7', sparkles: 3 },
  3: { wood: '#e0a82e', band: '#fff1a8', glow: '#f59e0b', sparkles: 6 },
  4: { wood: '#7a5a3a', band: RARITY_COLORS[0], trunk: true, numeral: 'I' },
  5: { wood: '#6a4a2e', band: RARITY_COLORS[1], trunk: true, numeral: 'II', sparkles: 1 },
  6: { wood: '#4a2e5a', band: RARITY_COLORS[2], trunk: true, numeral: 'III', glow: '#a855f7', sparkles: 3 },
  7: { wood: '#5a1e1e', band: RARITY_COLORS[3], trunk: true, numeral: 'IV', glow: '#f59e0b', sparkles: 5 },
  8: { wood: '#4b5563', band: '#9ca3af', emblem: sword(128, 150, 1, 0), glow: '#3d8bfd' },
  9: { wood: '#155e75', band: '#67e8f9', emblem: bolt, glow: '#22d3ee', sparkles: 2 },
  10: {
    wood: '#374151',
    band: '#f5c542',
    emblem: sword(118, 150, 1, -35) + sword(138, 150, 1, 35),
    glow: '#f59e0b',
    sparkles: 4,
    big: true,
  },
};

/** The SVG body of a crate kind's art. */
export function crateArt(kind: CrateKind): string {
  const l = LOOKS[kind];
  const id = `c${kind}`;
  const lid = l.trunk
    ? 'M44,122 L44,92 Q44,70 66,70 L190,70 Q212,70 212,92 L212,122Z'
    : 'M40,122 L40,96 C40,56 216,56 216,96 L216,122Z';
  const body = 'M40,122 H216 V206 Q216,214 208,214 H48 Q40,214 40,206Z';
  let out =
    `<defs>${linear(`${id}-w`, [
      [0, light(l.wood, 0.2)],
      [1, dark(l.wood, 0.3)],
    ])}</defs>` + `<ellipse cx="128" cy="222" rx="96" ry="14" fill="${INK}" opacity="0.35"/>`;
  if (l.glow)
    out +=
      `<defs>${radial(`${id}-g`, [
        [0, l.glow, 0.7],
        [0.6, l.glow, 0.4],
        [1, l.glow, 0],
      ])}</defs>` + `<ellipse cx="128" cy="140" rx="126" ry="112" fill="url(#${id}-g)"/>`;
  out += inked(body, `url(#${id}-w)`, 5) + inked(lid, `url(#${id}-w)`, 5);
  out += line(
    'M48,150 H208 M48,180 H208 M52,86 C90,70 166,70 204,86',
    dark(l.wood, 0.35),
    2,
    'opacity="0.6"',
  );
  if (l.trunk) {
    out += inked('M72,70 h18 v144 h-18Z M166,70 h18 v144 h-18Z', '#5a3b22', 3);
    out += line('M76,110 h10 M170,110 h10', '#d6c7a0', 4);
    out += inked('M44,118 H212 V128 H44Z', l.band, 3);
    out += compass;
    // The tier's numeral on a wide plaque, large enough to read at the shop's 56 px.
    out += inked('M86,171 h84 v38 h-84Z', l.band, 3) + text(128, 201, 32, l.numeral ?? '', INK);
  } else {
    out += inked('M64,62 h20 v152 h-20Z M172,62 h20 v152 h-20Z', l.band, 3);
    out += inked('M40,116 H216 V128 H40Z', l.band, 3);
    const rivets = [70, 74, 178, 182]
      .map((x, i) => `<circle cx="${x + (i % 2) * 0}" cy="${i % 2 ? 190 : 150}" r="3" fill="${INK}"/>`)
      .join('');
    out += rivets;
    if (l.emblem)
      out +=
        `<circle cx="128" cy="162" r="30" fill="${dark(l.wood, 0.4)}" stroke="${l.band}" stroke-width="4"/>` +
        l.emblem;
    else
      out +=
        inked('M112,112 h32 v34 l-16,10 l-16,-10Z', l.band, 3) +
        `<circle cx="128" cy="128" r="6" fill="${INK}"/>` +
        flat('M125,130 h6 l2,12 h-10Z', INK);
    if (kind === 2 || kind === 3)
      out += inked(star(128, 186, 12, 5, 4), kind === 3 ? '#e11d48' : '#f0abfc', 2);
  }
  if (l.big) out += inked('M30,100 h16 v40 h-16Z M210,100 h16 v40 h-16Z', l.band, 3);
  for (let i = 0; i < (l.sparkles ?? 0); i++)
    out += sparkle(40 + ((i * 71) % 180), 40 + ((i * 53) % 60), 8 + (i % 3) * 3);
  return out;
}
