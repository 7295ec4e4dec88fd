/**
 * The heavy hitters: the Bog Troll (its club), the golems of ice and storm (a stone fist) and the
 * Ember Fiend (a ball of fire). Each in three poses (parts.ts).
 */
import { dark, flat, inked, light, line, radial, star, INK } from '../svg.ts';
import {
  carry,
  crown,
  defs,
  EMBER,
  GOLD,
  scar,
  spike,
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
/** The Chieftain's maul in place of the club: a boulder bound to its haft in gold, spiked. */
const chieftainMaul = () =>
  inked('M100,300 L62,130 L86,124 L126,292Z', 'url(#tc)', 7) +
  inked('M22,108 L44,64 L110,76 L118,132 L60,150Z', '#8d8a80', 7) +
  line('M40,86 L112,104 M34,118 L114,124', GOLD, 7) +
  spike(30, 100, -160, 30, 18, '#cfd6c4') +
  spike(70, 70, -100, 28, 18, '#cfd6c4') +
  spike(54, 146, 120, 24, 16, '#cfd6c4');
const trollFist = () => inked('M96,318 C80,300 92,276 116,278 C134,282 138,306 124,320Z', 'url(#th)', 6);

/** An arm from `shoulder` to `hand`, a thick stroke in `color` under the shared ink. */
const arm = (shoulder: [number, number], hand: [number, number], color: string, width: number) => {
  const d = `M${shoulder[0]},${shoulder[1]} L${hand[0]},${hand[1]}`;
  return line(d, INK, width + 12) + line(d, color, width);
};

/**
 * The Bog Troll: its club sweeps down level at the Warlord; hurt, head thrown back, club flung up.
 * Its chief: darker, in a bone-horned gold circlet, a scar over the eye, a fur mantle clasped in
 * gold, and a spiked maul for a club.
 */
export function troll(pose: Pose, chief = false): string {
  const skin = chief ? '#55773a' : '#6f8f4a';
  const lean = ({ idle: 0, strike: -9, hurt: 8 } satisfies ByPose<number>)[pose];
  const nod = ({ idle: 0, strike: -6, hurt: 16 } satisfies ByPose<number>)[pose];
  const club = (
    {
      idle: { x: 113, y: 298, deg: 0 },
      strike: { x: 214, y: 296, deg: -77, scale: 0.9 },
      // The maul's head is the larger: held lower, so it stays on the canvas.
      hurt: chief ? { x: 70, y: 262, deg: 26, scale: 0.85 } : { x: 66, y: 222, deg: 30, scale: 0.9 },
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
    ) +
    (chief ? chieftainHead(skin) : '');
  const upper =
    inked(
      'M110,330 C96,240 130,150 220,140 C300,134 340,200 330,290 C322,340 290,356 220,356 C160,356 118,350 110,330Z',
      'url(#tk)',
      8,
    ) +
    flat('M230,150 C290,150 320,190 326,240 C300,214 270,190 232,180Z', '#3f5f2a', 'opacity="0.7"') +
    inked('M120,318 C150,330 220,334 300,320 L296,352 C230,366 160,364 122,350Z', '#5a3c26', 6) +
    (chief ? chieftainMantle() : '') +
    // The club came down from overhead, over the head, to level.
    (pose === 'strike' ? swoosh(club.x, club.y, 196, 44, 258, 184) : '') +
    turn(nod, 150, 250, head) +
    (shoulder ? arm(shoulder, [club.x + 4, club.y + 2], skin, 30) : '') +
    carry(chief ? chieftainMaul() : trollClub(), 113, 298, club) +
    carry(trollFist(), 113, 298, { ...club, deg: 0, scale: 1 });
  return (
    defs(shade('tk', skin) + orb('th', skin) + shade('tc', '#6b4a2e')) +
    inked('M230,330 L222,420 L268,428 L272,330Z', dark(skin, 0.15), 7) +
    inked('M150,330 L140,420 L188,428 L196,330Z', dark(skin, 0.2), 7) +
    turn(lean, 215, 345, upper)
  );
}

/** The Chieftain's head dress: bone horns through a gold circlet, and a scar down the brow. */
const chieftainHead = (skin: string) =>
  inked('M100,184 C74,170 62,140 72,108 C82,132 96,150 114,166Z', '#efe3c4', 5) +
  inked('M170,180 C194,160 198,128 186,100 C182,126 172,146 156,164Z', '#efe3c4', 5) +
  inked('M92,186 C110,168 156,166 178,182 L176,194 C150,182 114,182 94,198Z', GOLD, 5) +
  `<circle cx="134" cy="180" r="7" fill="${EMBER}" stroke="${INK}" stroke-width="3"/>` +
  scar([142, 192], [158, 228], skin);

/** The Chieftain's fur mantle over the shoulders, its gold clasp at the front. */
const chieftainMantle = () =>
  inked(
    'M150,176 C190,136 280,130 322,180 L330,226 L310,212 L296,236 L278,214 L258,238 L240,212 L220,234 L204,210 L186,230 L170,206 L152,222Z',
    '#6b4a2e',
    7,
  ) +
  line('M176,176 C210,152 270,150 306,180', dark('#6b4a2e', 0.35), 4) +
  `<circle cx="178" cy="196" r="11" fill="${GOLD}" stroke="${INK}" stroke-width="4"/>`;

/** A golem's near arm and fist, hanging from its shoulder (118, 180). */
const golemArm = (stone: string) =>
  inked('M130,170 L76,190 L58,290 L106,304Z', 'url(#gs)', 8) +
  inked('M36,280 L110,272 L116,336 L40,342Z', 'url(#go)', 8) +
  line('M60,300 L100,296 M60,318 L102,314', dark(stone, 0.4), 4);

/**
 * The chief of the golems: a crown (of ice crystals, or of lightning in gold), glowing cracks for
 * the dark ones, crags of its element on both shoulders. Drawn over the body, under the fist.
 */
function colossus(glow: string, frost: boolean, nod: number): string {
  const crag = frost ? light(glow, 0.45) : GOLD;
  const shoulders =
    spike(122, 168, -150, 62, 30, crag) +
    spike(134, 160, -118, 72, 30, crag) +
    spike(296, 156, -62, 72, 30, crag) +
    spike(312, 166, -30, 62, 30, crag);
  const head = frost
    ? spike(182, 84, -104, 52, 24, light(glow, 0.5)) +
      spike(212, 82, -90, 72, 28, light(glow, 0.5)) +
      spike(242, 84, -76, 52, 24, light(glow, 0.5)) +
      line('M168,90 L258,86', GOLD, 8)
    : crown(168, 80, 90, 58, 5);
  return shoulders + turn(nod, 212, 156, head);
}

/** The golems' dark cracks, or the glowing ones of their chief. */
const cracks = (stone: string, glow: string, chief: boolean, d: string, width: number) =>
  chief
    ? line(d, glow, width * 3, 'opacity="0.6" filter="url(#glow)"') + line(d, light(glow, 0.4), width)
    : line(d, dark(stone, 0.4), width);

/**
 * The golems of ice and storm: a stone fist swung at the Warlord; hurt, head knocked back, arm
 * flung up. Their chiefs, the Glacier Colossus and the Storm Titan: darker stone split by
 * glowing cracks, crowned in their element, crags on both shoulders, a gold band on the fist.
 */
export function golem(hue: string, glow: string, frost: boolean, pose: Pose, chief = false): string {
  const stone = chief ? dark(hue, 0.22) : hue;
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
    cracks(stone, glow, chief, 'M170,170 L190,220 L172,260 M262,168 L250,210 L274,250', 5) +
    (pose === 'hurt'
      ? cracks(stone, glow, chief, 'M190,220 L214,236 M250,210 L230,232 M172,260 L150,290', 4)
      : '') +
    `<circle cx="214" cy="236" r="${chief ? 46 : 34}" fill="${glow}" opacity="${pose === 'strike' ? 0.7 : 0.45}" filter="url(#glow)"/>` +
    (chief ? inked(star(214, 236, 36, 26, 10), GOLD, 5) : '') +
    inked(star(214, 236, 24, 10, frost ? 6 : 5), light(glow, 0.3), 5) +
    turn(nod, 212, 156, head) +
    (chief ? colossus(glow, frost, nod) : '') +
    (frost
      ? inked('M120,166 L106,104 L140,150 L150,96 L166,160Z', light(glow, 0.45), 5) +
        inked('M280,156 L296,92 L306,146 L330,110 L318,166Z', light(glow, 0.45), 5)
      : inked('M134,158 L120,120 L146,140 L150,100 L170,156Z', dark(stone, 0.2), 5) +
        inked('M286,100 L262,140 L282,140 L266,176 L306,128 L286,128 L300,100Z', glow, 4)) +
    carry(
      golemArm(stone) +
        (chief
          ? line('M52,282 L112,276', GOLD, 10) +
            spike(54, 280, -100, 28, 18, light(glow, 0.4)) +
            spike(84, 277, -90, 28, 18, light(glow, 0.4))
          : ''),
      118,
      180,
      fist,
    );
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

/** The Fiend Lord's head dress: ram's horns ringed in gold, a crown of flame between them. */
const fiendLordHead = () =>
  `<circle cx="212" cy="40" r="34" fill="${EMBER}" opacity="0.55" filter="url(#glow)"/>` +
  inked('M188,52 C192,22 204,10 212,0 C216,18 226,26 232,50 C222,40 200,40 188,52Z', '#ffb020', 4) +
  inked('M200,48 C204,30 210,22 212,14 C216,28 220,36 222,48Z', '#fff3b0', 3) +
  inked(
    'M176,70 C136,70 118,40 136,18 C150,4 176,10 178,30 C166,22 150,26 152,40 C154,56 170,58 184,54Z',
    '#2b1d18',
    5,
  ) +
  inked(
    'M238,62 C270,52 292,30 282,8 C274,-6 252,0 250,18 C262,12 270,20 266,32 C260,46 246,48 234,48Z',
    '#2b1d18',
    5,
  ) +
  line('M148,28 L160,38 M262,22 L272,30', GOLD, 7);

/** The Fiend Lord's spade-tipped tail, lashing behind its legs. */
const fiendTail = (skin: string) =>
  line('M240,290 C310,330 350,300 356,250 C360,220 380,210 392,222', INK, 18) +
  line('M240,290 C310,330 350,300 356,250 C360,220 380,210 392,222', dark(skin, 0.15), 10) +
  inked('M392,222 L410,196 L414,236 L396,246Z', GOLD, 4);

/**
 * The Ember Fiend: it hurls its fire with a fanged roar; hurt, head thrown back, the fire flung
 * up. Its chief, the Fiend Lord: deeper crimson, ram's horns ringed in gold under a crown of
 * flame, a gold collar and girdle, wings veined in ember, a spaded tail and a fire twice the size.
 */
export function fiend(pose: Pose, chief = false): string {
  const skin = chief ? '#9c2a0e' : '#c2410c';
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
    (chief ? fiendLordHead() : '') +
    inked('M170,120 C150,70 190,40 226,52 C262,64 264,110 240,134 C220,150 182,146 170,120Z', 'url(#fo)', 7) +
    (chief
      ? ''
      : inked('M178,66 C150,40 146,14 160,0 C164,26 182,40 196,52Z', '#2b1d18', 5) +
        inked('M236,60 C250,28 274,16 296,20 C276,32 262,50 250,72Z', '#2b1d18', 5)) +
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
  const fire = carry(fireball(), 66, 228, chief ? { ...hand, scale: (hand.scale ?? 1) * 1.45 } : hand);
  const wing = turn(
    wings,
    250,
    170,
    inked(
      'M250,150 C320,70 400,80 410,150 C380,140 370,170 390,200 C350,190 330,220 340,250 C300,220 270,210 250,200Z',
      dark(chief ? '#4a0f08' : '#7a1f0e', 0.1),
      7,
    ) +
      (chief
        ? line(
            'M262,160 C300,120 350,100 404,146 M262,172 C310,160 350,170 386,196 M260,186 C290,200 320,220 336,244',
            EMBER,
            4,
          ) +
          spike(404, 146, -40, 22, 12, GOLD) +
          spike(388, 198, 10, 20, 12, GOLD) +
          spike(340, 248, 60, 20, 12, GOLD)
        : ''),
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
    (chief
      ? inked('M160,150 C190,170 240,172 276,150 L280,170 C240,192 190,192 156,172Z', GOLD, 5) +
        inked('M160,270 C190,286 240,286 266,266 L262,286 C236,304 190,304 164,290Z', GOLD, 5) +
        `<circle cx="214" cy="286" r="9" fill="${EMBER}" stroke="${INK}" stroke-width="3"/>` +
        scar([232, 200], [256, 240], skin)
      : '') +
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
    (chief ? fiendTail(skin) : '') +
    legs +
    turn(lean, 215, 300, body)
  );
}
