/**
 * The armed and armoured: the Drowned Sentinel (its trident) and the knights of the citadel and
 * the throne (a sword). Each in three poses (parts.ts); their eyes glow behind a visor.
 */
import { dark, inked, light, line, linear, sparkle, INK } from '../svg.ts';
import { carry, defs, eyesIn, orb, shade, swoosh, turn, type ByPose, type Hold, type Pose } from './parts.ts';

/** The sentinel's trident, its grip on the shaft at (79, 255). */
const trident = () =>
  line('M70,420 L86,110', INK, 16) +
  line('M70,420 L86,110', '#b9c4c0', 8) +
  inked('M58,130 L62,70 L74,110 L86,50 L98,112 L112,72 L114,132Z', '#d7dfdc', 5);

/** The Drowned Sentinel: its trident thrust level at the Warlord; hurt, helm knocked back, trident flung up. */
export function sentinel(pose: Pose): string {
  const stone = '#6f9c96';
  const lean = ({ idle: 0, strike: -6, hurt: 8 } satisfies ByPose<number>)[pose];
  const nod = ({ idle: 0, strike: -4, hurt: 14 } satisfies ByPose<number>)[pose];
  const grip = (
    {
      idle: { x: 79, y: 255, deg: 0 },
      strike: { x: 220, y: 244, deg: -84 },
      hurt: { x: 96, y: 232, deg: 14 },
    } satisfies ByPose<Hold>
  )[pose];
  const helm =
    inked('M166,80 C166,46 250,46 250,80 L250,156 L166,156Z', 'url(#ss)', 8) +
    inked('M196,50 C200,20 224,10 240,18 C226,26 222,40 222,52Z', '#2f6b3a', 5) +
    inked('M172,100 L244,100 L244,116 L172,116Z', '#0d1a1c', 4) +
    eyesIn(
      pose,
      [
        [190, 108],
        [224, 108],
      ],
      '#7cf0e0',
      6,
      true,
    );
  const shield = inked('M260,150 C330,150 350,220 340,280 C330,330 290,350 260,350Z', dark(stone, 0.2), 8);
  const legs =
    inked('M160,320 L152,428 L200,428 L200,320Z', 'url(#ss)', 7) +
    inked('M222,320 L222,428 L270,428 L262,320Z', 'url(#ss)', 7);
  const upper =
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
    turn(nod, 208, 156, helm) +
    carry(trident(), 79, 255, grip) +
    carry(inked('M120,240 C100,236 88,244 80,256 C90,270 112,270 140,262Z', 'url(#so)', 6), 79, 255, {
      ...grip,
      deg: 0,
    });
  return (
    defs(shade('ss', stone) + orb('so', stone)) +
    turn(lean, 210, 320, shield) +
    legs +
    turn(lean, 210, 320, upper)
  );
}

/** A knight's sword, its grip in the gauntlet at (122, 244). */
const sword = (metal: string, trim: string) =>
  inked('M132,236 L28,184 L22,198 L124,252Z', light(metal, 0.4), 5) +
  inked('M126,222 L144,262 L152,256 L136,216Z', trim, 4) +
  inked('M118,226 C100,226 94,246 104,258 C118,268 138,258 140,244Z', 'url(#ko)', 6);

/**
 * The knights of the citadel and the throne: the sword chops down at the Warlord in a swoosh;
 * hurt, helm knocked back, the sword flung up.
 */
export function knight(metal: string, trim: string, glow: string, crowned: boolean, pose: Pose): string {
  const lean = ({ idle: 0, strike: -7, hurt: 8 } satisfies ByPose<number>)[pose];
  const nod = ({ idle: 0, strike: -4, hurt: 14 } satisfies ByPose<number>)[pose];
  const grip = (
    {
      idle: { x: 122, y: 244, deg: 0 },
      strike: { x: 128, y: 236, deg: -48 },
      hurt: { x: 100, y: 170, deg: 77 },
    } satisfies ByPose<Hold>
  )[pose];
  const helm =
    inked('M164,70 C164,30 258,30 258,70 L258,146 L164,146Z', 'url(#km)', 8) +
    inked('M164,96 L236,96 L236,110 L164,110Z', '#0b0a10', 4) +
    eyesIn(
      pose,
      [
        [180, 103],
        [208, 103],
      ],
      glow,
      5,
      true,
    ) +
    (crowned
      ? inked('M168,54 L178,22 L194,44 L211,14 L228,44 L244,22 L254,54Z', '#f5c542', 5) + sparkle(211, 20, 10)
      : inked('M206,40 C210,16 236,6 262,14 C240,20 228,32 224,46Z', trim, 5));
  const upper =
    inked('M138,150 C150,130 270,130 284,150 L276,300 L146,300Z', 'url(#ko)', 8) +
    line('M211,150 L211,296', dark(metal, 0.35), 4) +
    inked('M140,290 L284,290 L292,332 L132,332Z', dark(metal, 0.15), 6) +
    line('M142,158 C180,150 240,150 280,158', trim, 6) +
    inked('M110,170 C110,130 160,120 178,150 L170,190 C150,196 120,192 110,170Z', 'url(#km)', 7) +
    inked('M250,150 C270,120 318,130 316,170 C306,192 276,196 256,190Z', 'url(#km)', 7) +
    turn(nod, 211, 146, helm) +
    // The chop's swoosh: the path its point swept down through, from overhead.
    (pose === 'strike' ? swoosh(grip.x, grip.y, 112, 34, 262, 166) : '') +
    carry(sword(metal, trim), 122, 244, grip);
  return (
    defs(
      shade('km', metal) +
        orb('ko', metal) +
        linear('kc', [
          [0, light('#7a1f2e', 0.2)],
          [1, dark('#7a1f2e', 0.3)],
        ]),
    ) +
    inked(
      pose === 'idle'
        ? 'M150,150 L300,150 L340,420 L120,420Z'
        : 'M150,150 L300,150 L372,410 L330,424 L120,420Z',
      'url(#kc)',
      7,
    ) +
    inked('M164,300 L156,428 L204,428 L204,300Z', 'url(#km)', 7) +
    inked('M222,300 L224,428 L272,428 L264,300Z', 'url(#km)', 7) +
    line('M156,400 L204,400 M224,400 L272,400', trim, 5) +
    turn(lean, 211, 310, upper)
  );
}
