/**
 * Special layers, drawn over everything: the Legendary Crown of Ages sits on the hair, the Epic War
 * Banner flies from a pole over the Warlord's shoulder.
 */
import { blur, flat, inked, line, linear, sparkle, star, INK } from '../svg.ts';

/** Special drawings by trait index. */
export const SPECIALS: Record<number, () => string> = {
  2: () =>
    `<defs>${linear('x2', [
      [0, '#fff1a8'],
      [0.5, '#f5c542'],
      [1, '#b07a12'],
    ])}${blur('x2g', 10)}</defs>` +
    `<ellipse cx="256" cy="84" rx="110" ry="50" fill="#ffd24a" opacity="0.55" filter="url(#x2g)"/>` +
    inked(
      'M176,118 L168,48 L206,84 L230,30 L256,74 L282,30 L306,84 L344,48 L336,118 Q256,100 176,118Z',
      'url(#x2)',
      5,
    ) +
    inked('M172,108 Q256,90 340,108 L338,130 Q256,112 174,130Z', '#d9a21e', 4) +
    [168, 230, 282, 344]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${i % 3 === 0 ? 46 : 30}" r="7" fill="#fff3c4" stroke="${INK}" stroke-width="3"/>`,
      )
      .join('') +
    `<circle cx="256" cy="112" r="10" fill="#e11d48" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="210" cy="118" r="7" fill="#2563eb" stroke="${INK}" stroke-width="3"/><circle cx="302" cy="118" r="7" fill="#16a34a" stroke="${INK}" stroke-width="3"/>` +
    sparkle(196, 40, 14) +
    sparkle(330, 70, 10) +
    sparkle(256, 20, 9),
  3: () =>
    '<g transform="translate(28,-14)">' +
    line('M452,512 L420,40', INK, 14) +
    line('M452,512 L420,40', '#8a5a2a', 8) +
    flat(star(419, 32, 14, 5, 4), '#f5c542', `stroke="${INK}" stroke-width="3"`) +
    inked('M424,60 L300,70 Q320,110 296,150 Q340,140 428,150Z', '#b0202c', 4) +
    inked('M300,70 L276,60 L288,110 L296,150', '#8a1620', 3) +
    line('M424,60 L300,70 M296,150 L428,150', '#f5c542', 4) +
    inked('M362,86 L372,110 L362,134 L352,110Z', '#f5c542', 3) +
    line('M344,96 L380,124 M380,96 L344,124', '#f5c542', 5) +
    '</g>',
};
