/**
 * The heavy hitters: the Bog Troll (its club), the golems of ice and storm (a stone fist) and the
 * Ember Fiend (a ball of fire). Each in three poses (parts.ts).
 */
import { dark, flat, inked, light, line, radial, star, INK } from '../svg.ts';
import {
  carry,
  defs,
  eyesIn,
  MAW,
  orb,
  shade,
  shift,
  swoosh,
  turn,
  type ByPose,
  type Hold,
  type Pose,
} from './parts.ts';

/** The troll's club, its grip at (113, 298), the fist round it. */
const trollClub = () =>
  inked('M96,300 L40,120 C34,96 58,80 76,96 L130,290Z', 'url(#tc)', 7) +
  [
    [58, 130],
    [74, 164],
    [66, 104],
  ]
    .map(([x, y]) => inked(`M${x},${y} l-18,-6 l10,16Z`, '#cfd6c4', 3))
    .join('');
const trollFist = () => inked('M96,318 C80,300 92,276 116,278 C134,282 138,306 124,320Z', 'url(#th)', 6);

/** An arm from `shoulder` to `hand`, a thick stroke in `color` under the shared ink. */
const arm = (shoulder: [number, number], hand: [number, number], color: string, width: number) => {
  const d = `M${shoulder[0]},${shoulder[1]} L${hand[0]},${hand[1]}`;
  return line(d, INK, width + 12) + line(d, color, width);
};

/** The Bog Troll: its club sweeps down level at the Warlord; hurt, head thrown back, club flung up. */
export function troll(pose: Pose): string {
  const skin = '#6f8f4a';
  const lean = ({ idle: 0, strike: -9, hurt: 8 } satisfies ByPose<number>)[pose];
  const nod = ({ idle: 0, strike: -6, hurt: 16 } satisfies ByPose<number>)[pose];
  const club = (
    {
      idle: { x: 113, y: 298, deg: 0 },
      strike: { x: 214, y: 296, deg: -77, scale: 0.9 },
      hurt: { x: 66, y: 222, deg: 30, scale: 0.9 },
    } satisfies ByPose<Hold>
  )[pose];
  // The near arm shows only flung up, from under the head; the fist otherwise stands before the body.
  const shoulder: [number, number] | null = pose === 'hurt' ? [140, 300] : null;
  const mouth = {
    idle: '',
    strike: inked('M98,226 C104,262 150,268 170,232 C150,246 118,244 98,226Z', MAW, 5),
    hurt: inked('M106,250 C112,226 148,226 158,250 C146,244 118,244 106,250Z', MAW, 5),
  }[pose];
  const head =
    inked(
      'M88,220 C80,180 110,156 150,160 C186,166 196,206 180,236 C166,262 104,262 88,220Z',
      'url(#th)',
      7,
    ) +
    mouth +
    inked('M104,238 L98,214 L114,232Z', '#f3ead2', 3) +
    inked('M150,244 L148,220 L162,238Z', '#f3ead2', 3) +
    flat('M86,196 C100,186 130,184 160,190', 'none') +
    line('M92,196 C110,188 140,188 166,196', dark(skin, 0.45), 5) +
    eyesIn(
      pose,
      [
        [112, 206],
        [146, 206],
      ],
      '#ffe14d',
      7,
    );
  const upper =
    inked(
      'M110,330 C96,240 130,150 220,140 C300,134 340,200 330,290 C322,340 290,356 220,356 C160,356 118,350 110,330Z',
      'url(#tk)',
      8,
    ) +
    flat('M230,150 C290,150 320,190 326,240 C300,214 270,190 232,180Z', '#3f5f2a', 'opacity="0.7"') +
    inked('M120,318 C150,330 220,334 300,320 L296,352 C230,366 160,364 122,350Z', '#5a3c26', 6) +
    // The club came down from overhead, over the head, to level.
    (pose === 'strike' ? swoosh(club.x, club.y, 196, 44, 258, 184) : '') +
    turn(nod, 150, 250, head) +
    (shoulder ? arm(shoulder, [club.x + 4, club.y + 2], skin, 30) : '') +
    carry(trollClub(), 113, 298, club) +
    carry(trollFist(), 113, 298, { ...club, deg: 0, scale: 1 });
  return (
    defs(shade('tk', skin) + orb('th', skin) + shade('tc', '#6b4a2e')) +
    inked('M230,330 L222,420 L268,428 L272,330Z', dark(skin, 0.15), 7) +
    inked('M150,330 L140,420 L188,428 L196,330Z', dark(skin, 0.2), 7) +
    turn(lean, 215, 345, upper)
  );
}

/** A golem's near arm and fist, hanging from its shoulder (118, 180). */
const golemArm = (stone: string) =>
  inked('M130,170 L76,190 L58,290 L106,304Z', 'url(#gs)', 8) +
  inked('M36,280 L110,272 L116,336 L40,342Z', 'url(#go)', 8) +
  line('M60,300 L100,296 M60,318 L102,314', dark(stone, 0.4), 4);

/** The golems of ice and storm: a stone fist swung at the Warlord; hurt, head knocked back, arm flung up. */
export function golem(stone: string, glow: string, frost: boolean, pose: Pose): string {
  const lean = ({ idle: 0, strike: -6, hurt: 8 } satisfies ByPose<number>)[pose];
  const nod = ({ idle: 0, strike: -4, hurt: 14 } satisfies ByPose<number>)[pose];
  const fist = (
    {
      idle: { x: 118, y: 180, deg: 0 },
      strike: { x: 168, y: 172, deg: 34 },
      hurt: { x: 126, y: 200, deg: 146 },
    } satisfies ByPose<Hold>
  )[pose];
  // A jagged mouth glowing open as it strikes; turned down as it is hurt.
  const mouth = {
    idle: '',
    strike: inked('M178,134 L194,146 L208,136 L222,148 L240,134 L244,152 L176,152Z', light(glow, 0.3), 4),
    hurt: inked('M192,150 C198,134 222,134 228,150 C218,146 202,146 192,150Z', dark(stone, 0.5), 4),
  }[pose];
  const head =
    inked('M168,86 L256,82 L262,152 L162,156Z', 'url(#gs)', 8) +
    mouth +
    eyesIn(
      pose,
      [
        [188, 118],
        [226, 116],
      ],
      glow,
      7,
    );
  const body =
    inked('M300,170 L350,190 L362,310 L318,320Z', dark(stone, 0.2), 8) +
    inked('M116,160 L304,150 L320,300 L110,320Z', 'url(#go)', 9) +
    line('M170,170 L190,220 L172,260 M262,168 L250,210 L274,250', dark(stone, 0.4), 5) +
    (pose === 'hurt'
      ? line('M190,220 L214,236 M250,210 L230,232 M172,260 L150,290', dark(stone, 0.4), 4)
      : '') +
    `<circle cx="214" cy="236" r="34" fill="${glow}" opacity="${pose === 'strike' ? 0.7 : 0.45}" filter="url(#glow)"/>` +
    inked(star(214, 236, 24, 10, frost ? 6 : 5), light(glow, 0.3), 5) +
    turn(nod, 212, 156, head) +
    (frost
      ? inked('M120,166 L106,104 L140,150 L150,96 L166,160Z', light(glow, 0.45), 5) +
        inked('M280,156 L296,92 L306,146 L330,110 L318,166Z', light(glow, 0.45), 5)
      : inked('M134,158 L120,120 L146,140 L150,100 L170,156Z', dark(stone, 0.2), 5) +
        inked('M286,100 L262,140 L282,140 L266,176 L306,128 L286,128 L300,100Z', glow, 4)) +
    carry(golemArm(stone), 118, 180, fist);
  return (
    defs(shade('gs', stone) + orb('go', stone)) +
    inked('M150,320 L132,428 L196,428 L200,320Z', 'url(#gs)', 8) +
    inked('M236,320 L232,428 L296,428 L284,320Z', 'url(#gs)', 8) +
    turn(lean, 215, 320, body)
  );
}

/** The fiend's ball of fire, held at (66, 228). */
const fireball = () =>
  `<circle cx="66" cy="228" r="50" fill="url(#ff)" filter="url(#glow)"/>` +
  inked(
    'M66,196 C84,212 92,232 80,250 C70,262 50,262 44,246 C38,228 56,220 56,206 C62,214 66,208 66,196Z',
    '#ffb020',
    4,
  ) +
  flat('M64,222 C72,232 72,244 64,250 C56,246 56,234 64,222Z', '#fff3b0');

/** The Ember Fiend: it hurls its fire with a fanged roar; hurt, head thrown back, the fire flung up. */
export function fiend(pose: Pose): string {
  const skin = '#c2410c';
  const lean = ({ idle: 0, strike: -8, hurt: 6 } satisfies ByPose<number>)[pose];
  const nod = ({ idle: 0, strike: -6, hurt: 16 } satisfies ByPose<number>)[pose];
  const wings = ({ idle: 0, strike: -14, hurt: -20 } satisfies ByPose<number>)[pose];
  // The fire flares as it is hurled, and gutters as the fiend is struck.
  const hand = (
    {
      idle: { x: 66, y: 228, deg: 0 },
      strike: { x: 88, y: 196, deg: -20, scale: 1.2 },
      hurt: { x: 132, y: 84, deg: 30, scale: 0.6 },
    } satisfies ByPose<Hold>
  )[pose];
  const reach = {
    idle: 'M160,190 C120,200 96,214 80,230',
    strike: 'M160,190 C130,190 110,194 92,198',
    hurt: 'M160,190 C150,160 144,130 138,104',
  }[pose];
  const mouth = {
    idle: line('M178,120 C190,128 210,128 222,118', INK, 4),
    strike:
      inked('M174,114 C182,140 214,140 226,112 C212,122 190,124 174,114Z', MAW, 4) +
      inked('M182,118 l4,10 l4,-9Z M212,116 l-2,10 l6,-8Z', '#f3ead2', 2),
    hurt: inked('M186,128 C192,112 212,112 218,126 C208,122 196,122 186,128Z', MAW, 4),
  }[pose];
  const head =
    inked('M170,120 C150,70 190,40 226,52 C262,64 264,110 240,134 C220,150 182,146 170,120Z', 'url(#fo)', 7) +
    inked('M178,66 C150,40 146,14 160,0 C164,26 182,40 196,52Z', '#2b1d18', 5) +
    inked('M236,60 C250,28 274,16 296,20 C276,32 262,50 250,72Z', '#2b1d18', 5) +
    eyesIn(
      pose,
      [
        [184, 94],
        [216, 90],
      ],
      '#ffe066',
      7,
    ) +
    mouth;
  const fire = carry(fireball(), 66, 228, hand);
  const wing = turn(
    wings,
    250,
    170,
    inked(
      'M250,150 C320,70 400,80 410,150 C380,140 370,170 390,200 C350,190 330,220 340,250 C300,220 270,210 250,200Z',
      dark('#7a1f0e', 0.1),
      7,
    ),
  );
  const legs =
    inked('M230,300 C260,340 230,370 252,428 L288,428 C270,380 300,330 262,292Z', dark(skin, 0.2), 7) +
    inked('M170,300 C150,350 190,370 160,428 L196,428 C222,376 196,340 206,300Z', dark(skin, 0.1), 7);
  const body =
    inked(
      'M150,180 C150,140 200,124 238,134 C280,146 288,200 270,250 C258,290 230,312 200,312 C166,312 146,270 150,180Z',
      'url(#fs)',
      8,
    ) +
    line('M180,200 C200,208 230,208 250,198 M178,236 C200,244 230,244 252,234', dark(skin, 0.35), 4) +
    // Hurt, the head tips back and sinks between the shoulders.
    turn(nod, 205, 140, pose === 'hurt' ? shift(0, 14, head) : head) +
    inked(reach, 'none', 16) +
    line(reach, skin, 8) +
    fire;
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
    turn(lean, 215, 300, wing) +
    legs +
    turn(lean, 215, 300, body)
  );
}
