/**
 * The armed and armoured: the Drowned Sentinel (its trident) and the knights of the citadel and
 * the throne (a sword). Each in three poses (parts.ts); their eyes glow behind a visor.
 */
import { dark, inked, light, line, linear, sparkle, INK } from '../svg.ts';
import {
  carry,
  crown,
  defs,
  eyesIn,
  GOLD,
  orb,
  shade,
  spike,
  swoosh,
  turn,
  type ByPose,
  type Hold,
  type Pose,
} from './parts.ts';

/** The sentinel's trident, its grip on the shaft at (79, 255). */
const trident = () =>
  line('M70,420 L86,110', INK, 16) +
  line('M70,420 L86,110', '#b9c4c0', 8) +
  inked('M58,130 L62,70 L74,110 L86,50 L98,112 L112,72 L114,132Z', '#d7dfdc', 5);

/**
 * The Drowned Captain's anchor in place of the trident, held by its shank at the same grip: its
 * flukes are the head it swings, its ring the pommel.
 */
const anchor = () =>
  line('M75,392 L84,112', INK, 22) +
  line('M75,392 L84,112', '#6c7a7e', 12) +
  `<circle cx="74" cy="404" r="12" fill="none" stroke="${INK}" stroke-width="12"/>` +
  `<circle cx="74" cy="404" r="12" fill="none" stroke="${GOLD}" stroke-width="6"/>` +
  inked('M48,170 L120,176 L118,190 L46,184Z', GOLD, 5) +
  inked(
    'M84,90 C50,96 30,120 28,150 L14,136 L22,176 L56,160 L40,154 C46,130 62,116 84,112 C106,116 122,130 128,154 L112,160 L146,176 L154,136 L140,150 C138,120 118,96 84,90Z',
    '#7f8f92',
    6,
  );

/** The Captain's tricorne over the helm, edged in gold. */
const tricorne = () =>
  inked('M146,66 C170,40 250,40 272,66 C250,58 232,20 208,18 C184,20 166,58 146,66Z', '#1d2a3a', 6) +
  inked('M146,66 C180,80 240,80 272,66 C244,70 176,70 146,66Z', GOLD, 4) +
  line('M168,48 C190,30 228,30 250,48', GOLD, 4);

/** The Captain's tattered sea cape, its hem torn. */
const seaCape = (pose: Pose) =>
  inked(
    pose === 'idle'
      ? 'M150,160 L270,160 L322,400 L300,384 L284,408 L262,388 L240,410 L222,390 L200,412 L182,392 L168,410 L130,400Z'
      : 'M150,160 L270,160 L352,380 L326,372 L318,398 L292,380 L272,404 L250,386 L228,410 L204,392 L180,410 L130,400Z',
    '#2c4f57',
    7,
  );

/**
 * The Drowned Sentinel: its trident thrust level at the Warlord; hurt, helm knocked back, trident
 * flung up. Its chief, the Drowned Captain: a tricorne over the helm, gold epaulettes on a torn sea
 * cape, barnacled armour and an anchor swung for a trident.
 */
export function sentinel(pose: Pose, chief = false): string {
  const stone = chief ? '#4f8580' : '#6f9c96';
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
    ) +
    (chief ? tricorne() : '');
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
    (chief
      ? inked('M132,150 C150,136 180,140 184,162 L176,176 C160,168 144,168 130,176Z', GOLD, 5) +
        inked('M236,162 C240,140 270,136 288,150 L290,176 C276,168 260,168 244,176Z', GOLD, 5) +
        line(
          'M140,178 L138,192 M152,176 L152,192 M164,176 L166,192 M256,176 L254,192 M268,176 L268,192 M280,176 L282,192',
          GOLD,
          3,
        ) +
        [
          [190, 280, 9],
          [206, 292, 6],
          [252, 232, 8],
          [160, 296, 7],
        ]
          .map(
            ([x, y, r]) =>
              `<circle cx="${x}" cy="${y}" r="${r}" fill="#d9d0bc" stroke="${INK}" stroke-width="3"/>`,
          )
          .join('')
      : '') +
    turn(nod, 208, 156, helm) +
    carry(chief ? anchor() : trident(), 79, 255, grip) +
    carry(inked('M120,240 C100,236 88,244 80,256 C90,270 112,270 140,262Z', 'url(#so)', 6), 79, 255, {
      ...grip,
      deg: 0,
    });
  return (
    defs(shade('ss', stone) + orb('so', stone)) +
    (chief ? turn(lean, 210, 320, seaCape(pose)) : '') +
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

/** A chief knight's greatsword: a longer, broader blade with a glowing edge, a gold guard. */
const greatsword = (metal: string, glow: string) =>
  `<path d="M132,232 L6,168 L2,190 L124,254Z" fill="${glow}" opacity="0.55" filter="url(#glow)"/>` +
  inked('M132,232 L10,170 L4,196 L124,254Z', light(metal, 0.45), 5) +
  line('M120,240 L22,186', glow, 4) +
  inked('M122,214 L146,268 L158,260 L134,206Z', GOLD, 4) +
  inked('M118,226 C100,226 94,246 104,258 C118,268 138,258 140,244Z', 'url(#ko)', 6);

/** The Obsidian Commander's helm: two great horns, swept forward. */
const hornedHelm = () =>
  inked('M168,76 C126,74 104,60 106,36 C120,52 146,58 172,58Z', '#e9dcc0', 5) +
  inked('M254,76 C296,74 318,60 316,36 C302,52 276,58 250,58Z', '#e9dcc0', 5) +
  line('M164,60 L258,60', GOLD, 6);

/** The Ascendant's wings, spread behind it, gold feathers edged in white. */
const ascendantWings = () =>
  [1, -1]
    .map((side) => {
      const x = (v: number) => 211 + side * v;
      return (
        inked(
          `M${x(40)},170 C${x(100)},90 ${x(170)},40 ${x(205)},30 C${x(190)},80 ${x(200)},100 ${x(190)},140 C${x(200)},160 ${x(196)},190 ${x(180)},220 C${x(180)},240 ${x(170)},270 ${x(150)},290 C${x(120)},260 ${x(80)},230 ${x(40)},220Z`,
          '#fff2c0',
          6,
        ) +
        line(
          `M${x(60)},180 C${x(110)},150 ${x(150)},110 ${x(190)},60 M${x(60)},200 C${x(120)},190 ${x(160)},170 ${x(186)},150 M${x(60)},214 C${x(110)},220 ${x(140)},240 ${x(160)},270`,
          GOLD,
          4,
        )
      );
    })
    .join('');

/**
 * The knights of the citadel and the throne: the sword chops down at the Warlord in a swoosh;
 * hurt, helm knocked back, the sword flung up. Their chiefs carry a greatsword with a glowing
 * edge, spiked gold-trimmed pauldrons and a heavier breastplate: the Obsidian Commander under a
 * horned helm and an ember cape, the Throne Champion Ascendant winged, haloed, a taller crown.
 */
export function knight(
  metal: string,
  trim: string,
  glow: string,
  crowned: boolean,
  pose: Pose,
  chief = false,
): string {
  const lean = ({ idle: 0, strike: -7, hurt: 8 } satisfies ByPose<number>)[pose];
  const nod = ({ idle: 0, strike: -4, hurt: 14 } satisfies ByPose<number>)[pose];
  // The chiefs' capes: the Commander's ember, the Ascendant's royal blue.
  const cape = chief ? (crowned ? '#2a3f8f' : '#a3360f') : '#7a1f2e';
  const grip = (
    {
      idle: { x: 122, y: 244, deg: 0 },
      strike: { x: 128, y: 236, deg: -48 },
      // A chief's greatsword is the longer: held lower, so it stays on the canvas.
      hurt: { x: 100, y: chief ? 196 : 170, deg: 77 },
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
      ? chief
        ? `<ellipse cx="211" cy="20" rx="62" ry="14" fill="none" stroke="${glow}" stroke-width="10" opacity="0.6" filter="url(#glow)"/>` +
          `<ellipse cx="211" cy="20" rx="62" ry="14" fill="none" stroke="#fffbe6" stroke-width="4"/>` +
          crown(166, 52, 90, 46, 7, '#f5c542') +
          sparkle(211, 6, 12)
        : inked('M168,54 L178,22 L194,44 L211,14 L228,44 L244,22 L254,54Z', '#f5c542', 5) +
          sparkle(211, 20, 10)
      : chief
        ? hornedHelm()
        : inked('M206,40 C210,16 236,6 262,14 C240,20 228,32 224,46Z', trim, 5));
  const upper =
    inked('M138,150 C150,130 270,130 284,150 L276,300 L146,300Z', 'url(#ko)', 8) +
    line('M211,150 L211,296', dark(metal, 0.35), 4) +
    inked('M140,290 L284,290 L292,332 L132,332Z', dark(metal, 0.15), 6) +
    line('M142,158 C180,150 240,150 280,158', trim, 6) +
    (chief
      ? inked('M170,170 L211,236 L252,170 L252,210 L211,262 L170,210Z', GOLD, 5) +
        spike(126, 140, -140, 40, 22, GOLD) +
        spike(150, 130, -110, 40, 22, GOLD) +
        spike(276, 130, -70, 40, 22, GOLD) +
        spike(300, 140, -40, 40, 22, GOLD)
      : '') +
    inked('M110,170 C110,130 160,120 178,150 L170,190 C150,196 120,192 110,170Z', 'url(#km)', 7) +
    inked('M250,150 C270,120 318,130 316,170 C306,192 276,196 256,190Z', 'url(#km)', 7) +
    (chief ? line('M114,170 C126,186 154,190 170,184 M258,184 C278,190 304,184 312,170', GOLD, 5) : '') +
    turn(nod, 211, 146, helm) +
    // The chop's swoosh: the path its point swept down through, from overhead.
    (pose === 'strike' ? swoosh(grip.x, grip.y, 112, 34, 262, 166) : '') +
    carry(chief ? greatsword(metal, glow) : sword(metal, trim), 122, 244, grip);
  return (
    defs(
      shade('km', metal) +
        orb('ko', metal) +
        linear('kc', [
          [0, light(cape, 0.2)],
          [1, dark(cape, 0.3)],
        ]),
    ) +
    (chief && crowned ? ascendantWings() : '') +
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
