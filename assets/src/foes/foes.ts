/**
 * The stage run's foes (420 x 440, feet at 210, 430, about 400 tall, facing left toward the
 * Warlord): one design a biome family, in the map's style, bold ink outlines over soft gradients,
 * glowing eyes. Two families come in two colours (the golems of ice and storm, the knights of the
 * citadel and the throne).
 */
import { FOE_CANVAS, type FoeKind } from '../../../src/client/scenes/stage-run/stage-foes.ts';
import { blur, dark, flat, inked, light, line, linear, radial, sparkle, star, INK } from '../svg.ts';

export const FOE_SIZE = FOE_CANVAS;

/** A vertical gradient from a lit top to a shaded foot of `color`, under the id `id`. */
const shade = (id: string, color: string) =>
  linear(id, [
    [0, light(color, 0.28)],
    [0.55, color],
    [1, dark(color, 0.32)],
  ]);

/** A round gradient lit from the upper left. */
const orb = (id: string, color: string) =>
  radial(
    id,
    [
      [0, light(color, 0.35)],
      [0.7, color],
      [1, dark(color, 0.3)],
    ],
    0.38,
    0.32,
    0.7,
  );

/** Glowing eyes: a soft halo and a bright core. */
function eyes(points: readonly [number, number][], color: string, r = 9): string {
  return points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${r * 2.2}" fill="${color}" opacity="0.35" filter="url(#glow)"/>` +
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${light(color, 0.55)}" stroke="${INK}" stroke-width="3"/>`,
    )
    .join('');
}

/** The soft shadow-free ground contact and shared filters. */
const defs = (body: string) => `<defs>${blur('glow', 6)}${body}</defs>`;

function scorpion(): string {
  const shell = '#b0702e';
  return (
    defs(shade('sc', shell) + orb('sb', shell)) +
    // The tail, arching over the back, its sting pointing forward over the head.
    line('M300,370 C390,330 400,210 340,150 C300,112 240,120 222,160', INK, 58) +
    line('M300,370 C390,330 400,210 340,150 C300,112 240,120 222,160', 'url(#sc)', 44) +
    [0.2, 0.4, 0.6, 0.8]
      .map((t) => {
        const x = 300 + (222 - 300) * t + Math.sin(t * Math.PI) * 110;
        const y = 370 + (160 - 370) * t - Math.sin(t * Math.PI) * 70;
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="6" fill="${dark(shell, 0.35)}"/>`;
      })
      .join('') +
    inked('M222,160 C196,170 180,196 170,226 C196,210 214,196 238,184Z', '#e8d7a6', 6) +
    // Legs.
    [0, 1, 2, 3]
      .map(
        (i) =>
          line(`M${250 - i * 34},368 L${232 - i * 40},398 L${214 - i * 40},430`, INK, 12) +
          line(`M${250 - i * 34},368 L${232 - i * 40},398 L${214 - i * 40},430`, dark(shell, 0.15), 6),
      )
      .join('') +
    // The body, low and wide.
    inked(
      'M120,352 C130,300 200,290 270,300 C330,310 350,350 330,382 C300,410 160,410 120,390Z',
      'url(#sb)',
      7,
    ) +
    line('M160,330 C200,320 260,322 310,340 M150,360 C200,352 270,354 325,366', dark(shell, 0.3), 4) +
    // Pincers reaching at the Warlord.
    inked('M140,340 C100,320 76,300 60,270 C56,258 70,250 82,258 C96,280 120,300 150,318Z', 'url(#sc)', 6) +
    inked(
      'M60,270 C30,262 14,236 26,212 C40,226 52,232 70,232 C60,214 62,196 76,184 C96,210 96,246 82,262Z',
      'url(#sb)',
      6,
    ) +
    inked('M150,372 C110,376 84,380 64,364 C56,352 66,342 78,348 C96,360 120,356 146,350Z', 'url(#sc)', 6) +
    // Head and eyes.
    inked('M112,338 C104,316 122,300 146,304 C160,310 164,330 150,346Z', dark(shell, 0.1), 6) +
    eyes(
      [
        [124, 318],
        [142, 314],
      ],
      '#ffd23f',
      6,
    )
  );
}

function troll(): string {
  const skin = '#6f8f4a';
  return (
    defs(shade('tk', skin) + orb('th', skin) + shade('tc', '#6b4a2e')) +
    // Legs, short and heavy.
    inked('M230,330 L222,420 L268,428 L272,330Z', dark(skin, 0.15), 7) +
    inked('M150,330 L140,420 L188,428 L196,330Z', dark(skin, 0.2), 7) +
    // The hunched body and the moss on its back.
    inked(
      'M110,330 C96,240 130,150 220,140 C300,134 340,200 330,290 C322,340 290,356 220,356 C160,356 118,350 110,330Z',
      'url(#tk)',
      8,
    ) +
    flat('M230,150 C290,150 320,190 326,240 C300,214 270,190 232,180Z', '#3f5f2a', 'opacity="0.7"') +
    inked('M120,318 C150,330 220,334 300,320 L296,352 C230,366 160,364 122,350Z', '#5a3c26', 6) +
    // The head, low between the shoulders, tusks and eyes.
    inked(
      'M88,220 C80,180 110,156 150,160 C186,166 196,206 180,236 C166,262 104,262 88,220Z',
      'url(#th)',
      7,
    ) +
    inked('M104,238 L98,214 L114,232Z', '#f3ead2', 3) +
    inked('M150,244 L148,220 L162,238Z', '#f3ead2', 3) +
    flat('M86,196 C100,186 130,184 160,190', 'none') +
    line('M92,196 C110,188 140,188 166,196', dark(skin, 0.45), 5) +
    eyes(
      [
        [112, 206],
        [146, 206],
      ],
      '#ffe14d',
      7,
    ) +
    // The club, raised in the near arm.
    inked('M96,300 L40,120 C34,96 58,80 76,96 L130,290Z', 'url(#tc)', 7) +
    [
      [58, 130],
      [74, 164],
      [66, 104],
    ]
      .map(([x, y]) => inked(`M${x},${y} l-18,-6 l10,16Z`, '#cfd6c4', 3))
      .join('') +
    inked('M96,318 C80,300 92,276 116,278 C134,282 138,306 124,320Z', 'url(#th)', 6)
  );
}

function golem(stone: string, glow: string, frost: boolean): string {
  return (
    defs(shade('gs', stone) + orb('go', stone)) +
    // Legs of stacked blocks.
    inked('M150,320 L132,428 L196,428 L200,320Z', 'url(#gs)', 8) +
    inked('M236,320 L232,428 L296,428 L284,320Z', 'url(#gs)', 8) +
    // The far arm behind.
    inked('M300,170 L350,190 L362,310 L318,320Z', dark(stone, 0.2), 8) +
    // The chest, a great cracked block, with its glowing heart.
    inked('M116,160 L304,150 L320,300 L110,320Z', 'url(#go)', 9) +
    line('M170,170 L190,220 L172,260 M262,168 L250,210 L274,250', dark(stone, 0.4), 5) +
    `<circle cx="214" cy="236" r="34" fill="${glow}" opacity="0.45" filter="url(#glow)"/>` +
    inked(star(214, 236, 24, 10, frost ? 6 : 5), light(glow, 0.3), 5) +
    // The head, small, sunk between the shoulders.
    inked('M168,86 L256,82 L262,152 L162,156Z', 'url(#gs)', 8) +
    eyes(
      [
        [188, 118],
        [226, 116],
      ],
      glow,
      7,
    ) +
    // Crystals or lightning on the shoulders.
    (frost
      ? inked('M120,166 L106,104 L140,150 L150,96 L166,160Z', light(glow, 0.45), 5) +
        inked('M280,156 L296,92 L306,146 L330,110 L318,166Z', light(glow, 0.45), 5)
      : inked('M134,158 L120,120 L146,140 L150,100 L170,156Z', dark(stone, 0.2), 5) +
        inked('M286,100 L262,140 L282,140 L266,176 L306,128 L286,128 L300,100Z', glow, 4)) +
    // The near arm, a fist raised toward the Warlord.
    inked('M130,170 L76,190 L58,290 L106,304Z', 'url(#gs)', 8) +
    inked('M36,280 L110,272 L116,336 L40,342Z', 'url(#go)', 8) +
    line('M60,300 L100,296 M60,318 L102,314', dark(stone, 0.4), 4)
  );
}

function fiend(): string {
  const skin = '#c2410c';
  return (
    defs(
      shade('fs', skin) +
        orb('fo', skin) +
        radial('ff', [
          [0, '#fff3b0'],
          [0.5, '#ffb020'],
          [1, '#ff5a1f', 0],
        ]),
    ) +
    // Wings of bat-like leather behind.
    inked(
      'M250,150 C320,70 400,80 410,150 C380,140 370,170 390,200 C350,190 330,220 340,250 C300,220 270,210 250,200Z',
      dark('#7a1f0e', 0.1),
      7,
    ) +
    // Legs, bent like a goat's.
    inked('M230,300 C260,340 230,370 252,428 L288,428 C270,380 300,330 262,292Z', dark(skin, 0.2), 7) +
    inked('M170,300 C150,350 190,370 160,428 L196,428 C222,376 196,340 206,300Z', dark(skin, 0.1), 7) +
    // The body.
    inked(
      'M150,180 C150,140 200,124 238,134 C280,146 288,200 270,250 C258,290 230,312 200,312 C166,312 146,270 150,180Z',
      'url(#fs)',
      8,
    ) +
    line('M180,200 C200,208 230,208 250,198 M178,236 C200,244 230,244 252,234', dark(skin, 0.35), 4) +
    // The head with its horns.
    inked('M170,120 C150,70 190,40 226,52 C262,64 264,110 240,134 C220,150 182,146 170,120Z', 'url(#fo)', 7) +
    inked('M178,66 C150,40 146,14 160,0 C164,26 182,40 196,52Z', '#2b1d18', 5) +
    inked('M236,60 C250,28 274,16 296,20 C276,32 262,50 250,72Z', '#2b1d18', 5) +
    eyes(
      [
        [184, 94],
        [216, 90],
      ],
      '#ffe066',
      7,
    ) +
    line('M178,120 C190,128 210,128 222,118', INK, 4) +
    // A ball of fire held out in the near hand.
    inked('M160,190 C120,200 96,214 80,230', 'none', 16) +
    line('M160,190 C120,200 96,214 80,230', skin, 8) +
    `<circle cx="66" cy="228" r="50" fill="url(#ff)" filter="url(#glow)"/>` +
    inked(
      'M66,196 C84,212 92,232 80,250 C70,262 50,262 44,246 C38,228 56,220 56,206 C62,214 66,208 66,196Z',
      '#ffb020',
      4,
    ) +
    flat('M64,222 C72,232 72,244 64,250 C56,246 56,234 64,222Z', '#fff3b0')
  );
}

function wolf(): string {
  const fur = '#5d5a6e';
  return (
    defs(shade('wf', fur) + orb('wo', fur)) +
    // The tail, raised.
    inked('M330,250 C380,220 400,170 392,130 C410,170 406,240 350,286Z', dark(fur, 0.2), 7) +
    // Far legs.
    inked('M300,300 L318,428 L346,428 L330,300Z', dark(fur, 0.35), 6) +
    inked('M150,300 L136,428 L164,428 L180,300Z', dark(fur, 0.35), 6) +
    // The body, low and long, hackles up.
    inked(
      'M110,250 C120,200 180,186 250,196 C320,204 350,240 340,290 C330,330 290,330 220,326 C160,322 106,300 110,250Z',
      'url(#wf)',
      8,
    ) +
    inked(
      'M150,210 L160,180 L174,206 L186,172 L200,202 L214,170 L226,200 L240,176 L250,204Z',
      dark(fur, 0.25),
      5,
    ) +
    line('M170,290 C200,300 250,302 300,294', light(fur, 0.3), 4) +
    // Near legs.
    inked('M270,300 L262,428 L300,428 L302,300Z', 'url(#wf)', 7) +
    inked('M126,290 L104,428 L142,428 L164,300Z', 'url(#wf)', 7) +
    // The head, snarling forward, ears flat.
    inked('M140,230 C110,200 70,200 40,214 C20,224 18,246 40,256 C70,270 110,268 150,268Z', 'url(#wo)', 7) +
    inked('M120,206 L134,168 L148,212Z', dark(fur, 0.3), 5) +
    inked('M40,250 L74,256 L68,266 L56,256 L50,266Z', '#f3ead2', 3) +
    line('M32,248 C60,256 90,258 118,252', INK, 4) +
    eyes([[92, 224]], '#9cff57', 7) +
    // Bare branches of the hollow wood caught on its back.
    line('M240,196 L250,160 M250,172 L266,150', '#3a2a1c', 5)
  );
}

function sentinel(): string {
  const stone = '#6f9c96';
  return (
    defs(shade('ss', stone) + orb('so', stone)) +
    // A shield behind, round and barnacled.
    inked('M260,150 C330,150 350,220 340,280 C330,330 290,350 260,350Z', dark(stone, 0.2), 8) +
    // Legs as columns.
    inked('M160,320 L152,428 L200,428 L200,320Z', 'url(#ss)', 7) +
    inked('M222,320 L222,428 L270,428 L262,320Z', 'url(#ss)', 7) +
    // The body, armour of the drowned city, weed hanging from it.
    inked('M140,160 L280,160 L276,320 L146,330Z', 'url(#so)', 8) +
    line('M150,200 L270,200 M150,250 L272,250', dark(stone, 0.35), 5) +
    line('M170,160 C166,190 176,210 168,240 M250,160 C256,190 246,220 254,260', '#2f6b3a', 6) +
    [
      [172, 226],
      [246, 280],
      [200, 300],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="6" fill="${light(stone, 0.5)}" stroke="${INK}" stroke-width="2"/>`,
      )
      .join('') +
    // The helm, a crested statue's head.
    inked('M166,80 C166,46 250,46 250,80 L250,156 L166,156Z', 'url(#ss)', 8) +
    inked('M196,50 C200,20 224,10 240,18 C226,26 222,40 222,52Z', '#2f6b3a', 5) +
    inked('M172,100 L244,100 L244,116 L172,116Z', '#0d1a1c', 4) +
    eyes(
      [
        [190, 108],
        [224, 108],
      ],
      '#7cf0e0',
      6,
    ) +
    // The trident, held forward.
    line('M70,420 L86,110', INK, 16) +
    line('M70,420 L86,110', '#b9c4c0', 8) +
    inked('M58,130 L62,70 L74,110 L86,50 L98,112 L112,72 L114,132Z', '#d7dfdc', 5) +
    inked('M120,240 C100,236 88,244 80,256 C90,270 112,270 140,262Z', 'url(#so)', 6)
  );
}

function knight(metal: string, trim: string, glow: string, crowned: boolean): string {
  return (
    defs(
      shade('km', metal) +
        orb('ko', metal) +
        linear('kc', [
          [0, light('#7a1f2e', 0.2)],
          [1, dark('#7a1f2e', 0.3)],
        ]),
    ) +
    // The cloak behind.
    inked('M150,150 L300,150 L340,420 L120,420Z', 'url(#kc)', 7) +
    // Legs in greaves.
    inked('M164,300 L156,428 L204,428 L204,300Z', 'url(#km)', 7) +
    inked('M222,300 L224,428 L272,428 L264,300Z', 'url(#km)', 7) +
    line('M156,400 L204,400 M224,400 L272,400', trim, 5) +
    // The breastplate with its trim and tasset.
    inked('M138,150 C150,130 270,130 284,150 L276,300 L146,300Z', 'url(#ko)', 8) +
    line('M211,150 L211,296', dark(metal, 0.35), 4) +
    inked('M140,290 L284,290 L292,332 L132,332Z', dark(metal, 0.15), 6) +
    line('M142,158 C180,150 240,150 280,158', trim, 6) +
    // Pauldrons.
    inked('M110,170 C110,130 160,120 178,150 L170,190 C150,196 120,192 110,170Z', 'url(#km)', 7) +
    inked('M250,150 C270,120 318,130 316,170 C306,192 276,196 256,190Z', 'url(#km)', 7) +
    // The great helm, facing left, a slit glowing.
    inked('M164,70 C164,30 258,30 258,70 L258,146 L164,146Z', 'url(#km)', 8) +
    inked('M164,96 L236,96 L236,110 L164,110Z', '#0b0a10', 4) +
    eyes(
      [
        [180, 103],
        [208, 103],
      ],
      glow,
      5,
    ) +
    (crowned
      ? inked('M168,54 L178,22 L194,44 L211,14 L228,44 L244,22 L254,54Z', '#f5c542', 5) + sparkle(211, 20, 10)
      : inked('M206,40 C210,16 236,6 262,14 C240,20 228,32 224,46Z', trim, 5)) +
    // The sword held forward, point toward the Warlord.
    inked('M132,236 L28,184 L22,198 L124,252Z', light(metal, 0.4), 5) +
    inked('M126,222 L144,262 L152,256 L136,216Z', trim, 4) +
    inked('M118,226 C100,226 94,246 104,258 C118,268 138,258 140,244Z', 'url(#ko)', 6)
  );
}

function horror(): string {
  const flesh = '#5b2f8a';
  return (
    defs(
      orb('ho', flesh) +
        radial('he', [
          [0, '#fff0ff'],
          [0.4, '#e0a8ff'],
          [1, '#7b4fd6'],
        ]),
    ) +
    // Tentacles on the ground.
    [
      'M150,330 C110,360 120,400 70,426',
      'M190,340 C180,380 200,410 170,430',
      'M240,340 C260,380 240,410 280,430',
      'M280,320 C330,350 330,400 370,420',
      'M130,300 C80,300 60,330 30,320',
    ]
      .map((d) => line(d, INK, 30) + line(d, dark(flesh, 0.1), 20))
      .join('') +
    // Crystals growing from its back.
    inked('M260,130 L290,40 L300,140Z', '#c48bff', 5) +
    inked('M300,160 L350,90 L330,180Z', '#a78bfa', 5) +
    inked('M220,120 L226,50 L246,126Z', '#e0c4ff', 5) +
    // The body: a great swollen mass with one eye.
    inked(
      'M110,250 C100,160 170,110 240,120 C320,130 350,200 330,280 C316,330 250,350 200,346 C140,340 116,300 110,250Z',
      'url(#ho)',
      8,
    ) +
    `<circle cx="190" cy="220" r="62" fill="#c48bff" opacity="0.45" filter="url(#glow)"/>` +
    inked('M130,220 C150,180 230,176 250,220 C230,262 150,262 130,220Z', 'url(#he)', 6) +
    `<circle cx="180" cy="220" r="20" fill="#1a0f2a"/>` +
    `<circle cx="174" cy="212" r="6" fill="#ffffff"/>` +
    // The maw beneath.
    inked('M150,290 C170,310 230,312 260,286 C240,300 170,302 150,290Z', '#1a0f2a', 5) +
    [160, 180, 200, 220, 240].map((x) => inked(`M${x},294 l6,14 l6,-14Z`, '#f3ead2', 2)).join('')
  );
}

/** The SVG body of a foe's picture. */
export function foeArt(kind: FoeKind): string {
  switch (kind) {
    case 'scorpion':
      return scorpion();
    case 'troll':
      return troll();
    case 'frost-golem':
      return golem('#8fb6d2', '#7cc4dd', true);
    case 'storm-golem':
      return golem('#6d7488', '#ffe14d', false);
    case 'fiend':
      return fiend();
    case 'wolf':
      return wolf();
    case 'sentinel':
      return sentinel();
    case 'knight':
      return knight('#3f3950', '#b04a3a', '#ff6a3d', false);
    case 'champion':
      return knight('#d4a017', '#fff2c0', '#9fe6ff', true);
    case 'horror':
      return horror();
  }
}
