/**
 * Hair layers, drawn over the face. Long styles fall outside the face outline onto the shoulders,
 * so they read as behind the head. Rarer styles get sheen, beads, gold and sparkle.
 */
import { blur, dark, flat, inked, light, line, linear, sparkle, INK } from '../svg.ts';
import { both } from './faces.ts';

/** A vertical gloss gradient for a hair colour. */
const gloss = (id: string, c: string) =>
  `<defs>${linear(id, [
    [0, light(c, 0.25)],
    [0.55, c],
    [1, dark(c, 0.35)],
  ])}</defs>`;

/** Thin strand lines that give a mass its direction. */
const strands = (d: string, c: string, w = 3) => line(d, c, w, 'opacity="0.7"');

/** A ring of spikes around the top of the head. */
function spikes(tips: readonly (readonly [number, number])[]): string {
  const base: [number, number][] = [];
  const n = tips.length;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI + (Math.PI * i) / n;
    base.push([256 + 80 * Math.cos(a), 186 + 86 * Math.sin(a) * 1.0]);
  }
  let d = `M176,200 L${base[0]![0].toFixed(0)},${base[0]![1].toFixed(0)}`;
  tips.forEach(([x, y], i) => {
    const b = base[i + 1]!;
    d += ` L${x},${y} L${b[0].toFixed(0)},${b[1].toFixed(0)}`;
  });
  return `${d} L336,200 C320,170 300,160 256,162 C212,160 192,170 176,200Z`;
}

const CAP =
  'M178,200 C168,118 206,94 256,94 C306,94 344,118 334,200 C324,172 312,158 296,152 C272,160 240,160 216,152 C200,158 188,172 178,200Z';

/** Hair drawings by trait index. */
export const HAIR: Record<number, () => string> = {
  2: () =>
    gloss('h2', '#4a2c17') +
    flat(
      both('M181,204 C176,170 180,140 194,126 L214,150 C200,160 190,178 186,206Z'),
      '#3a2414',
      'opacity="0.55"',
    ) +
    `<g opacity="0.5">${both('M186,150 l2,6 M192,168 l2,6 M186,184 l2,6 M196,140 l2,6')
      .split('M')
      .filter(Boolean)
      .map((seg) => line('M' + seg, '#1b120b', 2))
      .join('')}</g>` +
    inked(
      'M190,164 C178,112 214,74 266,72 C318,70 356,96 350,140 C348,166 338,184 322,196 C322,176 314,160 300,152 C288,166 262,170 240,164 C222,160 204,160 190,164Z',
      'url(#h2)',
      5,
    ) +
    strands(
      'M206,150 C226,110 270,92 330,108 M226,158 C250,128 290,122 334,140 M300,152 C318,142 334,150 340,170',
      '#2a170b',
    ),
  3: () =>
    gloss('h3', '#2e2a3a') +
    inked(
      spikes([
        [150, 120],
        [178, 64],
        [222, 40],
        [262, 26],
        [304, 40],
        [340, 66],
        [366, 122],
      ]),
      'url(#h3)',
      5,
    ) +
    strands('M212,150 L222,70 M256,150 L262,44 M300,150 L304,60', light('#2e2a3a', 0.3)),
  4: () =>
    gloss('h4', '#8a4420') +
    inked(
      'M166,276 C146,186 166,92 256,90 C346,92 366,186 346,276 C338,284 326,284 318,272 L324,202 C322,172 312,164 296,162 L216,162 C200,164 190,172 188,202 L194,272 C186,284 174,284 166,276Z',
      'url(#h4)',
      5,
    ) +
    strands(
      'M200,150 C196,120 220,104 250,102 M300,110 C330,120 340,160 338,220 M176,200 C176,230 180,250 184,268',
      '#5a2a12',
    ),
  5: () => {
    const ropes = [
      [190, 170, 150, 360],
      [182, 190, 130, 320],
      [200, 150, 176, 390],
      [186, 210, 164, 410],
    ];
    const d = ropes
      .map(
        ([x1, y1, x2, y2]) =>
          `M${x1},${y1} C${x1! - 20},${(y1! + y2!) / 2} ${x2! + 10},${y2! - 40} ${x2},${y2}`,
      )
      .join(' ');
    const beads = [
      [160, 300],
      [176, 340],
      [140, 280],
    ]
      .flatMap(([x, y]) => [x!, 512 - x!].map((bx) => [bx, y!]))
      .map(
        ([x, y]) =>
          `<rect x="${x! - 7}" y="${y! - 5}" width="14" height="10" rx="3" fill="#e0b040" stroke="${INK}" stroke-width="2"/>`,
      )
      .join('');
    return (
      line(both(d), INK, 20) +
      line(both(d), '#3d2616', 14) +
      line(both(d), '#5a3a22', 4, 'stroke-dasharray="6 8"') +
      inked(CAP, '#3d2616', 5) +
      strands('M206,150 C220,120 240,108 256,104 M306,150 C292,120 272,108 256,104', '#5a3a22', 6) +
      beads
    );
  },
  6: () =>
    gloss('h6', '#1f2233') +
    inked(both('M180,200 C176,170 180,146 194,134 L204,160 C194,172 186,186 184,200Z'), '#1f2233', 4) +
    inked(
      'M188,168 C170,112 196,50 272,44 C334,40 362,82 344,122 C356,140 350,170 334,186 C326,160 306,148 276,148 C244,148 212,152 188,168Z',
      'url(#h6)',
      5,
    ) +
    line('M214,120 C230,80 280,62 326,80', '#8fb4ff', 6, 'opacity="0.6"') +
    strands('M200,150 C200,100 250,70 300,76 M230,146 C236,110 280,96 330,110', '#3b4266'),
  7: () =>
    `<defs>${linear('h7', [
      [0, '#4a4160'],
      [1, '#16121f'],
    ])}${linear('h7s', [
      [0, '#0b0812', 0.85],
      [1, '#0b0812', 0],
    ])}${blur('h7b', 6)}</defs>` +
    flat('M204,150 C230,140 282,140 308,150 L320,214 L192,214Z', 'url(#h7s)') +
    inked(
      'M140,352 C122,210 150,64 256,60 C362,64 390,210 372,352 C360,356 346,354 336,346 C344,250 334,180 304,150 C282,138 230,138 208,150 C178,180 168,250 176,346 C166,354 152,356 140,352Z',
      'url(#h7)',
      5,
    ) +
    line('M172,110 C200,76 312,76 340,110', '#7a6c9a', 3, 'opacity="0.6"') +
    `<g filter="url(#h7b)" opacity="0.6">${line('M130,300 q-30,-30 0,-60 q30,-30 0,-60 M382,300 q30,-30 0,-60 q-30,-30 0,-60', '#9b8ac4', 10)}</g>`,
  8: () =>
    gloss('h8', '#f3ecd6') +
    inked(
      spikes([
        [160, 140],
        [184, 92],
        [214, 70],
        [246, 62],
        [280, 66],
        [314, 80],
        [344, 108],
        [358, 150],
      ]),
      'url(#h8)',
      5,
    ) +
    flat('M196,168 C220,158 292,158 318,168 L314,178 C290,168 222,168 200,178Z', '#8a7550', 'opacity="0.7"') +
    strands('M220,150 L214,90 M256,150 L250,70 M292,150 L300,78', '#c9bb8f') +
    sparkle(190, 98, 12) +
    sparkle(330, 84, 9),
  9: () =>
    gloss('h9', '#e9b949') +
    inked(
      both(
        'M256,96 C200,96 170,130 168,200 C166,270 150,330 120,400 C150,420 180,414 198,396 C186,330 190,250 196,190 C200,160 226,150 256,150Z',
      ),
      'url(#h9)',
      5,
    ) +
    inked(
      'M256,94 C216,94 190,120 186,170 C214,150 240,146 256,124 C272,146 298,150 326,170 C322,120 296,94 256,94Z',
      'url(#h9)',
      5,
    ) +
    strands(both('M178,220 C172,290 160,340 140,394 M190,240 C186,300 184,350 178,398'), '#b98a24') +
    sparkle(150, 250, 12) +
    sparkle(360, 180, 10),
  10: () =>
    gloss('h10', '#202231') +
    `<defs>${blur('h10g', 8)}</defs>` +
    inked(
      both(
        'M256,96 C196,96 164,134 164,210 C164,300 140,380 108,450 C150,470 190,450 204,420 C190,330 190,250 196,190 C202,164 226,154 256,154Z',
      ),
      'url(#h10)',
      5,
    ) +
    inked(
      'M256,94 C212,94 188,124 186,172 C212,156 238,150 256,128 C274,150 300,156 326,172 C324,124 300,94 256,94Z',
      'url(#h10)',
      5,
    ) +
    inked('M226,96 C220,60 236,40 256,40 C276,40 292,60 286,96Z', '#202231', 5) +
    `<circle cx="256" cy="92" r="22" fill="#ffd24a" opacity="0.8" filter="url(#h10g)"/>` +
    inked('M214,94 L298,82 L300,92 L216,104Z', '#f5c542', 3) +
    `<circle cx="256" cy="93" r="7" fill="#e11d48" stroke="${INK}" stroke-width="2"/>` +
    line(both('M180,200 C174,300 150,380 124,440'), '#6d8cff', 4, 'opacity="0.55"') +
    sparkle(300, 60, 12) +
    sparkle(140, 330, 9),
  11: () =>
    inked(
      'M180,196 C172,120 206,100 256,100 C306,100 340,120 332,196 C322,170 312,156 298,150 C272,154 240,154 214,150 C200,156 190,170 180,196Z',
      '#4a3526',
      4,
      'opacity="0.92"',
    ) +
    `<g opacity="0.5">${Array.from({ length: 40 }, (_, i) => {
      const x = 196 + ((i * 37) % 120);
      const y = 112 + ((i * 53) % 40);
      return `<circle cx="${x}" cy="${y}" r="1.6" fill="#1b120b"/>`;
    }).join('')}</g>`,
};
