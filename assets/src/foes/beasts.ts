/**
 * The foes that fight with their own bodies: the Dune Scorpion (its sting), the Hollow Wolf (its
 * jaws) and the Rift Horror (its tentacles and maw). Each in three poses (parts.ts).
 */
import { dark, flat, inked, light, line, radial, INK } from '../svg.ts';
import {
  carry,
  crown,
  defs,
  EMBER,
  eyesIn,
  GOLD,
  MAW,
  orb,
  scar,
  shade,
  spike,
  turn,
  type ByPose,
  type Pose,
} from './parts.ts';

type Point = readonly [number, number];

/** A point `t` (0-1) along the cubic from `a` to `d` through `b` and `c`. */
function cubic(a: Point, b: Point, c: Point, d: Point, t: number): Point {
  const u = 1 - t;
  const at = (i: 0 | 1) => u * u * u * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t * t * t * d[i];
  return [at(0), at(1)];
}

/**
 * The scorpion's tail in `pose`: from its root (300, 370) in two curves to the sting, arched over
 * the back (idle), thrust over its head at the Warlord (strike), flung up (hurt); the sting's tip
 * turned `sting` degrees from the still one's.
 */
const TAILS: ByPose<{ curve: readonly Point[]; sting: number }> = {
  idle: {
    curve: [
      [300, 370],
      [390, 330],
      [400, 210],
      [340, 150],
      [300, 112],
      [240, 120],
      [222, 160],
    ],
    sting: 0,
  },
  strike: {
    curve: [
      [300, 370],
      [390, 320],
      [392, 160],
      [318, 106],
      [250, 60],
      [170, 84],
      [146, 156],
    ],
    sting: 24,
  },
  hurt: {
    curve: [
      [300, 370],
      [370, 330],
      [384, 210],
      [354, 140],
      [334, 96],
      [290, 80],
      [262, 104],
    ],
    sting: 34,
  },
};

/** Four ridges along the tail: where the still one always had them, along the curve in a pose. */
function tailRidges(pose: Pose, curve: readonly Point[]): Point[] {
  const [a, b, c, d, e, f, g] = curve as [Point, Point, Point, Point, Point, Point, Point];
  return [0.2, 0.4, 0.6, 0.8].map((t) => {
    if (pose !== 'idle') return t < 0.5 ? cubic(a, b, c, d, t * 2) : cubic(d, e, f, g, t * 2 - 1);
    return [
      300 + (222 - 300) * t + Math.sin(t * Math.PI) * 110,
      370 + (160 - 370) * t - Math.sin(t * Math.PI) * 70,
    ];
  });
}

/**
 * The scorpion's tail from its root, the sting at its tip; the Matriarch's ridged with gold thorns
 * (pointing out from the arch) and its sting larger, glowing ember.
 */
function scorpionTail(shell: string, pose: Pose, chief: boolean): string {
  const { curve, sting } = TAILS[pose];
  const [a, b, c, d, e, f, g] = curve.map(([x, y]) => `${x},${y}`);
  const tail = `M${a} C${b} ${c} ${d} C${e} ${f} ${g}`;
  const [tx, ty] = curve[6]!;
  const ridges = tailRidges(pose, curve);
  const stud = ([x, y]: Point, r: number, fill: string) =>
    `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="${fill}"${chief ? ` stroke="${INK}" stroke-width="2"` : ''}/>`;
  // Her thorns stand out from the arch's middle, their roots under the tail.
  const thorns = ridges.map(([x, y]) =>
    spike(x, y, (Math.atan2(y - 280, x - 290) * 180) / Math.PI, 62, 24, GOLD),
  );
  const barb =
    (chief ? `<circle cx="200" cy="196" r="30" fill="${EMBER}" opacity="0.55" filter="url(#glow)"/>` : '') +
    inked('M222,160 C196,170 180,196 170,226 C196,210 214,196 238,184Z', chief ? EMBER : '#e8d7a6', 6);
  return (
    (chief ? thorns.join('') : '') +
    line(tail, INK, 58) +
    line(tail, 'url(#sc)', 44) +
    ridges.map((p) => (chief ? stud(p, 7, GOLD) : stud(p, 6, dark(shell, 0.35)))).join('') +
    carry(barb, 222, 160, { x: tx, y: ty, deg: sting, scale: chief ? 1.35 : 1 })
  );
}

/** The near pincer, from its root at the body (145, 335). */
const pincer = () =>
  inked('M140,340 C100,320 76,300 60,270 C56,258 70,250 82,258 C96,280 120,300 150,318Z', 'url(#sc)', 6) +
  inked(
    'M60,270 C30,262 14,236 26,212 C40,226 52,232 70,232 C60,214 62,196 76,184 C96,210 96,246 82,262Z',
    'url(#sb)',
    6,
  );

/** The Matriarch's near pincer: thorned along its arm, its claw tipped with gold. */
const matriarchPincer = () =>
  pincer() +
  spike(112, 312, -110, 26, 12, GOLD) +
  spike(88, 290, -130, 24, 12, GOLD) +
  inked('M26,212 C40,226 52,232 70,232 L64,242 C46,240 32,230 26,212Z', GOLD, 4);

/**
 * The Dune Scorpion: the sting strikes over its head; hurt, it rears up, tail and pincers flung.
 * Its chief, the Matriarch: a blood-red shell, crowned, gold thorns down her back and tail, a
 * glowing sting and a scar across her carapace.
 */
export function scorpion(pose: Pose, chief = false): string {
  const shell = chief ? '#92281e' : '#b0702e';
  const lean = ({ idle: 0, strike: -4, hurt: 6 } satisfies ByPose<number>)[pose];
  const claw = ({ idle: 0, strike: 4, hurt: 34 } satisfies ByPose<number>)[pose];
  const low = ({ idle: 0, strike: -6, hurt: 22 } satisfies ByPose<number>)[pose];
  const legs = [0, 1, 2, 3]
    .map(
      (i) =>
        line(`M${250 - i * 34},368 L${232 - i * 40},398 L${214 - i * 40},430`, INK, 12) +
        line(`M${250 - i * 34},368 L${232 - i * 40},398 L${214 - i * 40},430`, dark(shell, 0.15), 6),
    )
    .join('');
  const body =
    inked(
      'M120,352 C130,300 200,290 270,300 C330,310 350,350 330,382 C300,410 160,410 120,390Z',
      'url(#sb)',
      7,
    ) +
    line('M160,330 C200,320 260,322 310,340 M150,360 C200,352 270,354 325,366', dark(shell, 0.3), 4) +
    (chief ? scar([220, 310], [262, 372], shell) : '') +
    turn(claw, 145, 335, chief ? matriarchPincer() : pincer()) +
    turn(
      low,
      150,
      362,
      inked('M150,372 C110,376 84,380 64,364 C56,352 66,342 78,348 C96,360 120,356 146,350Z', 'url(#sc)', 6),
    ) +
    // Its mandibles open as it strikes or cries out.
    (pose === 'idle'
      ? ''
      : inked('M108,334 C96,344 94,358 102,366 C106,356 112,348 122,342Z', dark(shell, 0.2), 4) +
        inked('M126,344 C122,356 126,368 136,372 C134,362 136,352 140,346Z', dark(shell, 0.2), 4)) +
    inked('M112,338 C104,316 122,300 146,304 C160,310 164,330 150,346Z', dark(shell, 0.1), 6) +
    eyesIn(
      pose,
      [
        [124, 318],
        [142, 314],
      ],
      '#ffd23f',
      6,
    ) +
    (chief ? crown(104, 304, 62, 44) : '');
  // Gold thorns along her back, behind the shell.
  const thorns = chief
    ? [
        [170, 308, -120],
        [210, 298, -100],
        [250, 298, -80],
        [290, 308, -60],
      ]
        .map(([x, y, deg]) => spike(x!, y!, deg!, 34, 20, GOLD))
        .join('')
    : '';
  return (
    defs(shade('sc', shell) + orb('sb', shell)) +
    turn(lean, 330, 396, scorpionTail(shell, pose, chief)) +
    legs +
    turn(lean, 330, 396, thorns + body)
  );
}

/** The Alpha's antlers of bare hollow-wood, rising from behind its ear. */
const antlers = () =>
  line('M136,206 C130,170 112,150 92,140 M120,168 C126,150 124,136 116,124 M108,152 L90,160', INK, 12) +
  line('M136,206 C130,170 112,150 92,140 M120,168 C126,150 124,136 116,124 M108,152 L90,160', '#e9dcc0', 6) +
  line('M150,210 C160,170 176,150 196,142 M166,170 C160,152 162,138 170,126', INK, 12) +
  line('M150,210 C160,170 176,150 196,142 M166,170 C160,152 162,138 170,126', '#e9dcc0', 6);

/** The wolf's head, snarling forward (idle), its neck at (150, 250); the Alpha's antlered and scarred. */
function wolfHead(fur: string, pose: Pose, chief: boolean): string {
  const eye = chief ? EMBER : '#9cff57';
  if (pose === 'idle')
    return (
      (chief ? antlers() : '') +
      inked('M140,230 C110,200 70,200 40,214 C20,224 18,246 40,256 C70,270 110,268 150,268Z', 'url(#wo)', 7) +
      inked('M120,206 L134,168 L148,212Z', dark(fur, 0.3), 5) +
      inked('M40,250 L74,256 L68,266 L56,256 L50,266Z', '#f3ead2', 3) +
      line('M32,248 C60,256 90,258 118,252', INK, 4) +
      eyesIn(pose, [[92, 224]], eye, 7) +
      (chief ? scar([110, 204], [124, 242], fur) : '')
    );
  // Jaws apart: wide as it bites (strike), a yelp as it is hurt.
  const gape = pose === 'strike' ? 1 : 0.55;
  const upper = turn(
    12 * gape,
    146,
    250,
    inked('M150,252 C120,200 70,198 38,210 C18,218 16,238 30,244 C70,248 110,250 150,252Z', 'url(#wo)', 7) +
      inked('M40,242 L48,256 L56,244 L66,258 L74,246Z', '#f3ead2', 3),
  );
  const lower = turn(
    -16 * gape,
    146,
    258,
    inked('M150,256 C110,258 74,256 44,256 C36,266 48,276 68,276 C104,278 132,274 152,268Z', 'url(#wo)', 6) +
      inked('M48,258 L56,246 L62,258 L72,246 L78,258Z', '#f3ead2', 3),
  );
  // The dark between the jaws, from their hinge to their open front.
  const mouth = flat(`M150,254 L40,${244 - 22 * gape} L48,${262 + 30 * gape}Z`, MAW);
  return (
    (chief ? antlers() : '') +
    mouth +
    lower +
    upper +
    inked('M120,206 L150,184 L148,216Z', dark(fur, 0.3), 5) +
    eyesIn(pose, [[96, 222]], eye, 7) +
    (chief ? scar([114, 204], [128, 240], fur) : '')
  );
}

/** The Alpha's shaggy mane down its neck and shoulders, swept back; the body covers its root. */
const mane = (fur: string) =>
  inked(
    'M120,236 L96,190 L132,204 L124,150 L160,190 L168,130 L192,184 L214,136 L222,188 L252,156 L246,208 L282,196 L256,240 L220,270 L160,286Z',
    light(fur, 0.22),
    6,
  );

/** The Alpha's collar, studded in gold, round the root of its neck. */
const collar = () =>
  line('M146,214 C132,240 138,268 158,288', INK, 18) +
  line('M146,214 C132,240 138,268 158,288', '#6b4a2e', 10) +
  [
    [140, 226],
    [137, 250],
    [146, 272],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>`)
    .join('');

/**
 * The Hollow Wolf: it lunges jaws first; hurt, it yelps, head thrown up, tail tucked. Its chief,
 * the Alpha of the Hollow: near black, antlered in bare wood, a shaggy mane, a gold-studded
 * collar, ember eyes, a scar across its muzzle and a spinier back.
 */
export function wolf(pose: Pose, chief = false): string {
  const fur = chief ? '#3b3848' : '#5d5a6e';
  const lean = ({ idle: 0, strike: -5, hurt: 4 } satisfies ByPose<number>)[pose];
  const head = ({ idle: 0, strike: -4, hurt: 20 } satisfies ByPose<number>)[pose];
  const tail = ({ idle: 0, strike: -10, hurt: -150 } satisfies ByPose<number>)[pose];
  const body =
    (chief ? mane(fur) : '') +
    inked(
      'M110,250 C120,200 180,186 250,196 C320,204 350,240 340,290 C330,330 290,330 220,326 C160,322 106,300 110,250Z',
      'url(#wf)',
      8,
    ) +
    inked(
      pose === 'strike'
        ? 'M150,210 L152,170 L174,206 L180,158 L200,202 L210,154 L226,200 L240,164 L250,204Z'
        : 'M150,210 L160,180 L174,206 L186,172 L200,202 L214,170 L226,200 L240,176 L250,204Z',
      dark(fur, 0.25),
      5,
    ) +
    (chief
      ? [
          [250, 200, -80],
          [276, 204, -70],
          [302, 212, -55],
        ]
          .map(([x, y, deg]) => spike(x!, y!, deg!, 44, 20, '#e9dcc0'))
          .join('')
      : '') +
    line('M170,290 C200,300 250,302 300,294', light(fur, 0.3), 4);
  return (
    defs(shade('wf', fur) + orb('wo', fur)) +
    turn(
      lean,
      320,
      300,
      turn(
        tail,
        340,
        270,
        inked('M330,250 C380,220 400,170 392,130 C410,170 406,240 350,286Z', dark(fur, 0.2), 7),
      ),
    ) +
    inked('M300,300 L318,428 L346,428 L330,300Z', dark(fur, 0.35), 6) +
    inked('M150,300 L136,428 L164,428 L180,300Z', dark(fur, 0.35), 6) +
    turn(lean, 320, 300, body) +
    inked('M270,300 L262,428 L300,428 L302,300Z', 'url(#wf)', 7) +
    inked('M126,290 L104,428 L142,428 L164,300Z', 'url(#wf)', 7) +
    turn(lean, 320, 300, turn(head, 150, 252, wolfHead(fur, pose, chief))) +
    (chief ? turn(lean, 320, 300, collar()) : '') +
    // Bare branches of the hollow wood caught on its back.
    turn(lean, 320, 300, line('M240,196 L250,160 M250,172 L266,150', '#3a2a1c', 5))
  );
}

/** The Rift Horror's eye in `pose`: open, glaring under a lowered lid, or squeezed shut. */
function horrorEye(pose: Pose, flesh: string): string {
  const eye = 'M130,220 C150,180 230,176 250,220 C230,262 150,262 130,220Z';
  if (pose === 'hurt')
    return (
      inked(eye, 'url(#ho)', 6) +
      line('M134,222 C160,236 220,236 246,222', INK, 7) +
      line('M150,232 L142,248 M178,238 L176,256 M206,238 L210,256 M232,232 L242,246', INK, 4)
    );
  const look = pose === 'strike' ? -10 : 0;
  return (
    `<circle cx="190" cy="220" r="62" fill="#c48bff" opacity="${pose === 'strike' ? 0.65 : 0.45}" filter="url(#glow)"/>` +
    inked(eye, 'url(#he)', 6) +
    `<circle cx="${180 + look}" cy="220" r="20" fill="#1a0f2a"/>` +
    `<circle cx="${174 + look}" cy="212" r="6" fill="#ffffff"/>` +
    (pose === 'strike'
      ? inked('M128,222 C148,178 232,174 252,222 C230,206 150,204 128,222Z', dark(flesh, 0.05), 6)
      : '')
  );
}

/** The maw beneath the eye: a grin, wide open as it strikes, turned down in a shriek as it is hurt. */
function horrorMaw(pose: Pose): string {
  if (pose === 'idle')
    return (
      inked('M150,290 C170,310 230,312 260,286 C240,300 170,302 150,290Z', '#1a0f2a', 5) +
      [160, 180, 200, 220, 240].map((x) => inked(`M${x},294 l6,14 l6,-14Z`, '#f3ead2', 2)).join('')
    );
  if (pose === 'hurt')
    return (
      inked('M152,306 C164,272 244,270 262,304 C240,292 172,292 152,306Z', '#1a0f2a', 5) +
      [176, 198, 220].map((x) => inked(`M${x},288 l6,12 l6,-12Z`, '#f3ead2', 2)).join('')
    );
  return (
    inked('M146,282 C160,330 240,332 266,280 C240,290 170,292 146,282Z', '#1a0f2a', 5) +
    [160, 182, 204, 226, 248].map((x) => inked(`M${x},286 l6,14 l6,-14Z`, '#f3ead2', 2)).join('') +
    [172, 196, 220, 242].map((x) => inked(`M${x},317 l6,-12 l6,12Z`, '#f3ead2', 2)).join('')
  );
}

/** The Elder Horror's lesser eyes round its great one: open, glaring ember as it strikes, shut as it is hurt. */
function elderEyes(pose: Pose): string {
  const spots: [number, number, number][] = [
    [140, 170, 13],
    [262, 166, 12],
    [296, 220, 11],
    [122, 260, 10],
    [300, 272, 9],
  ];
  return spots
    .map(([x, y, r]) =>
      pose === 'hurt'
        ? inked(
            `M${x - r},${y} C${x - r / 2},${y + r / 2} ${x + r / 2},${y + r / 2} ${x + r},${y}`,
            'none',
            4,
          )
        : `<circle cx="${x}" cy="${y}" r="${r + 3}" fill="#f3ead2" stroke="${INK}" stroke-width="4"/>` +
          `<circle cx="${x - 2}" cy="${y}" r="${r * 0.55}" fill="${pose === 'strike' ? EMBER : '#1a0f2a'}"/>`,
    )
    .join('');
}

/**
 * The Rift Horror: a tentacle lashes out, its maw gapes; hurt, its eye shuts, tentacles flung up.
 * Its chief, the Elder Horror: a deeper violet, a ring of lesser eyes round its great one, a
 * crown of tall crystals banded in gold and two more tentacles.
 */
export function horror(pose: Pose, chief = false): string {
  const flesh = chief ? '#45206e' : '#5b2f8a';
  const lean = ({ idle: 0, strike: -6, hurt: 7 } satisfies ByPose<number>)[pose];
  const tentacles = [
    ...(chief ? ['M130,300 C80,330 60,380 20,400', 'M310,300 C360,320 390,360 404,410'] : []),
    'M150,330 C110,360 120,400 70,426',
    'M190,340 C180,380 200,410 170,430',
    'M240,340 C260,380 240,410 280,430',
    'M280,320 C330,350 330,400 370,420',
  ];
  // The front one reaches for the Warlord: along the ground, lashing up at it, or flung up in pain.
  const reach = {
    idle: 'M130,300 C80,300 60,330 30,320',
    strike: 'M140,286 C90,270 56,240 42,190 C36,170 48,156 64,162',
    hurt: 'M140,276 C110,250 100,200 120,160 C130,144 148,146 150,160',
  }[pose];
  const flung = pose === 'hurt' ? ['M300,290 C340,260 360,220 350,180 C346,166 332,166 330,178'] : [];
  const limb = (d: string) => line(d, INK, 30) + line(d, dark(flesh, 0.1), 20);
  const body =
    [...flung, reach].map(limb).join('') +
    (chief
      ? `<circle cx="240" cy="70" r="70" fill="#c48bff" opacity="0.35" filter="url(#glow)"/>` +
        inked('M150,150 L112,70 L176,132Z', '#a78bfa', 5) +
        inked('M186,126 L170,24 L214,118Z', '#e0c4ff', 5) +
        inked('M248,126 L280,4 L286,136Z', '#c48bff', 5) +
        inked('M294,150 L370,60 L322,176Z', '#a78bfa', 5) +
        line('M164,122 C200,108 260,110 312,144', GOLD, 10)
      : '') +
    inked('M260,130 L290,40 L300,140Z', '#c48bff', 5) +
    inked('M300,160 L350,90 L330,180Z', '#a78bfa', 5) +
    inked('M220,120 L226,50 L246,126Z', '#e0c4ff', 5) +
    inked(
      'M110,250 C100,160 170,110 240,120 C320,130 350,200 330,280 C316,330 250,350 200,346 C140,340 116,300 110,250Z',
      'url(#ho)',
      8,
    ) +
    horrorEye(pose, flesh) +
    (chief ? elderEyes(pose) : '') +
    horrorMaw(pose);
  return (
    defs(
      orb('ho', flesh) +
        radial('he', [
          [0, '#fff0ff'],
          [0.4, '#e0a8ff'],
          [1, '#7b4fd6'],
        ]),
    ) +
    tentacles.map(limb).join('') +
    turn(lean, 220, 340, body)
  );
}
