/**
 * The full-figure Warlord's body parts, one set per suit (index 0: the plain tunic of a Warlord
 * without a suit): the torso with its belt and tabard, an arm with its pauldron and fist, a leg
 * with its boot. They are drawn from the same SuitSpec as the suit's bust layer (colours, trim,
 * the chest's own decoration squeezed onto the narrower torso), with the bust's ink weight and
 * shading, and they grow finer with the suit's rarity: Common plain cloth and leather, Rare trim
 * and rivets, Epic gold and a gem, Legendary gold, glowing runes and sparkles.
 * The skeleton is src/client/scenes/warlord/warlord-anatomy.ts.
 */
import type { Rarity } from '../../../src/rules/catalog/rarity.ts';
import { traitById } from '../../../src/rules/catalog/traits.ts';
import {
  ARM_FRAME,
  FIGURE,
  FIST,
  LEG_FRAME,
  TORSO_FRAME,
} from '../../../src/client/scenes/warlord/warlord-anatomy.ts';
import { blur, dark, flat, inked, light, line, linear, radial, sparkle, star, INK } from '../svg.ts';
import { COLLAR, EYES } from '../portrait/anatomy.ts';
import { FACE_SKIN } from '../portrait/faces.ts';
import { SUIT_SPECS, type SuitSpec } from '../portrait/suits.ts';

const GOLD = '#f5c542';
const LEATHER = '#5a3a22';

interface Look {
  spec: SuitSpec;
  rarity: Rarity;
  /** Plate or cloth. */
  cloth: boolean;
  base: string;
  trim: string;
  plate: string;
  /** Trousers (under the greaves) and gloves. */
  legs: string;
  glove: string;
  /** Metal of fittings: brass, silver, gold. */
  metal: string;
}

const TUNIC: SuitSpec = { id: 's0', base: '#7a5f44', trim: '#a8865a', cloth: true };

function lookOf(index: number): Look {
  const spec = index === 0 ? TUNIC : SUIT_SPECS[index];
  if (!spec) throw new Error(`No suit ${index}`);
  const rarity = index === 0 ? 0 : (traitById(300 + index)?.rarity ?? 0);
  const cloth = spec.cloth === true;
  return {
    spec,
    rarity,
    cloth,
    base: spec.base,
    trim: spec.trim,
    plate: spec.shoulderFill ?? spec.base,
    legs: cloth ? dark(spec.base, 0.28) : dark(spec.base, 0.55),
    glove: cloth ? LEATHER : dark(spec.shoulderFill ?? spec.base, 0.1),
    metal: rarity >= 2 ? GOLD : rarity === 1 ? '#c9d0d8' : '#b08a3e',
  };
}

/** A gem on a gold setting; Legendary gems glow. */
function gem(id: string, x: number, y: number, r: number, color: string, glow: boolean): string {
  return (
    (glow
      ? `<defs>${blur(`${id}-gg`, r * 0.8)}</defs><circle cx="${x}" cy="${y}" r="${r * 2}" fill="${color}" opacity="0.75" filter="url(#${id}-gg)"/>`
      : '') +
    `<circle cx="${x}" cy="${y}" r="${r + 3}" fill="${GOLD}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#ffffff" opacity="0.8"/>`
  );
}

/** A rivet. */
const rivet = (x: number, y: number, color: string) =>
  `<circle cx="${x}" cy="${y}" r="4" fill="${color}" stroke="${INK}" stroke-width="2"/>`;

/** The gem colour of a suit: its trim, or its glow. */
const gemColor = (l: Look) => (l.rarity >= 3 ? '#bff0ff' : l.trim === GOLD ? '#e11d48' : l.trim);

// ---------------------------------------------------------------- torso

/** The torso's outline, in rig units (shoulders, chest, waist, a flare at the hips). */
const TORSO =
  'M204,326 Q256,302 308,326 L360,344 C386,352 398,368 398,392 C398,424 388,454 378,482 ' +
  'C372,500 368,512 366,524 L374,566 Q256,584 138,566 L146,524 C144,512 140,500 134,482 ' +
  'C124,454 114,424 114,392 C114,368 126,352 152,344Z';
const TABARD = 'M170,548 L342,548 L350,628 Q256,646 162,628Z';
const TASSET = 'M140,548 C160,546 176,548 186,552 L182,602 C166,606 148,604 134,598Z';

/** The bust layer's decoration, squeezed onto the figure's narrower chest. */
const squeeze = (svg: string) => `<g transform="translate(256 0) scale(0.58 1) translate(-256 0)">${svg}</g>`;

function belt(l: Look): string {
  const id = `${l.spec.id}t`;
  const band = 'M144,524 Q256,540 368,524 L370,550 Q256,566 142,550Z';
  let out =
    inked(band, LEATHER, 4) + line('M150,530 Q256,546 362,530', dark(LEATHER, 0.3), 2, 'opacity="0.8"');
  if (l.rarity >= 1) out += [168, 206, 306, 344].map((x) => rivet(x, 540, l.metal)).join('');
  out += inked('M236,524 h40 v34 h-40Z', l.metal, 4) + inked('M244,531 h24 v20 h-24Z', dark(LEATHER, 0.2), 2);
  if (l.rarity >= 2) out += gem(id, 256, 541, 7, gemColor(l), l.rarity >= 3);
  return out;
}

function tabard(l: Look): string {
  const id = `${l.spec.id}t`;
  const cloth = l.cloth ? l.base : dark(l.base, 0.15);
  let out = '';
  if (!l.cloth)
    out +=
      inked(TASSET, `url(#${id}-p)`, 4) +
      inked(mirrorX(TASSET), `url(#${id}-p)`, 4) +
      line('M140,574 L184,576 M372,574 L328,576', INK, 2, 'opacity="0.5"');
  out +=
    inked(TABARD, cloth, 4) + flat('M256,552 L346,552 L350,628 Q300,640 256,642Z', INK, 'opacity="0.16"');
  if (l.rarity >= 1) out += line('M178,560 L172,624 Q256,640 340,624 L334,560', l.trim, 5);
  if (l.rarity >= 2) out += inked(star(256, 594, 16, 7, 4), GOLD, 3);
  if (l.rarity >= 3)
    out +=
      `<defs>${blur(`${id}-rg`, 4)}</defs>` +
      `<g filter="url(#${id}-rg)">${line('M216,616 l8,-12 l8,12 M280,616 l8,-12 l8,12', '#bff0ff', 4)}</g>` +
      line('M216,616 l8,-12 l8,12 M280,616 l8,-12 l8,12', '#ffffff', 2);
  return out;
}

/** Mirrors a path about x = 256 (for simple absolute M/L/C/Q/Z paths). */
function mirrorX(d: string): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${512 - Number(x)},${y}`,
  );
}

/** The torso picture: rig units, shifted up to the frame's top (y 290). */
export function torsoArt(index: number): string {
  const l = lookOf(index);
  const id = `${l.spec.id}t`;
  const defs = `<defs>${linear(
    `${id}-b`,
    [
      [0, light(l.base, 0.14)],
      [1, dark(l.base, 0.32)],
    ],
    0,
    0,
    1,
    1,
  )}${radial(
    `${id}-p`,
    [
      [0, light(l.plate, 0.3)],
      [1, dark(l.plate, 0.25)],
    ],
    0.4,
    0.3,
    0.7,
  )}<clipPath id="${id}-c"><path d="${TORSO}"/></clipPath></defs>`;
  const body =
    defs +
    tabard(l) +
    inked(TORSO, `url(#${id}-b)`, 5) +
    `<g clip-path="url(#${id}-c)">` +
    squeeze(l.spec.inside ?? '') +
    // Light from the upper left: a lit chest, a shaded right flank.
    flat(
      'M330,340 C380,356 400,400 392,450 C386,490 372,520 366,560 L320,560 C340,500 346,420 330,340Z',
      INK,
      'opacity="0.2"',
    ) +
    flat('M160,360 C190,352 220,360 230,380 C210,394 180,400 156,396Z', '#ffffff', 'opacity="0.12"') +
    (l.cloth
      ? line('M150,470 Q256,490 362,470', dark(l.base, 0.3), 3, 'opacity="0.5"')
      : line('M148,470 Q256,494 364,470', dark(l.base, 0.4), 4) +
        line('M150,476 Q256,500 362,476', light(l.base, 0.35), 2, 'opacity="0.6"')) +
    `</g>` +
    line(COLLAR, l.trim, 14) +
    line(COLLAR, INK, 3, 'transform="translate(0,7)"') +
    squeeze(l.spec.over ?? '') +
    belt(l) +
    (l.rarity >= 3 ? sparkle(170, 400, 10) + sparkle(340, 470, 8) : '');
  return `<g transform="translate(0 ${-(FIGURE.hips.y - TORSO_FRAME.pivot.y)})">${body}</g>`;
}

// ---------------------------------------------------------------- arm

/** The right arm, in arm space (the shoulder joint at 0,0, hanging down to the fist). */
export function armArt(index: number): string {
  const l = lookOf(index);
  const id = `${l.spec.id}a`;
  const defs = `<defs>${linear(
    `${id}-s`,
    [
      [0, light(l.base, 0.15)],
      [1, dark(l.base, 0.35)],
    ],
    0,
    0,
    1,
    0,
  )}${radial(
    `${id}-p`,
    [
      [0, light(l.plate, 0.35)],
      [1, dark(l.plate, 0.28)],
    ],
    0.35,
    0.3,
    0.75,
  )}</defs>`;
  const sleeve = 'M-27,0 C-31,50 -25,92 -21,120 L23,120 C28,92 32,50 28,0 C28,-24 -27,-24 -27,0Z';
  const forearm = 'M-22,112 C-24,140 -22,164 -19,186 L25,186 C28,164 28,140 24,112Z';
  const cuff = 'M-22,164 L26,164 L28,190 L-21,190Z';
  const { x: fx, y: fy } = FIST;
  const fist =
    inked(
      `M${fx - 22},${fy - 14} C${fx - 26},${fy + 14} ${fx - 16},${fy + 28} ${fx + 2},${fy + 28} C${fx + 22},${fy + 28} ${fx + 28},${fy + 10} ${fx + 24},${fy - 14} C${fx + 18},${fy - 24} ${fx - 16},${fy - 24} ${fx - 22},${fy - 14}Z`,
      l.glove,
      4,
    ) +
    line(`M${fx - 14},${fy + 2} h28 M${fx - 14},${fy + 12} h26`, dark(l.glove, 0.4), 2.5) +
    inked(
      `M${fx - 26},${fy - 8} C${fx - 34},${fy + 4} ${fx - 26},${fy + 16} ${fx - 14},${fy + 10}`,
      l.glove,
      4,
    );
  let out =
    defs +
    inked(sleeve, `url(#${id}-s)`, 5) +
    flat('M8,10 C14,50 12,90 12,118 L22,118 C28,90 30,50 26,6Z', INK, 'opacity="0.18"') +
    inked(forearm, l.cloth ? `url(#${id}-s)` : `url(#${id}-p)`, 5) +
    inked(cuff, l.cloth ? LEATHER : l.plate, 4) +
    (l.rarity >= 1 ? line('M-21,170 L26,170', l.trim, 4) : '') +
    fist;
  if (l.cloth) {
    out += line('M-4,-6 C-6,40 -4,80 -2,116', dark(l.base, 0.35), 3, 'stroke-dasharray="7 6"');
    out += line('M-18,60 Q2,68 22,60 M-16,100 Q2,108 22,100', dark(l.base, 0.3), 3, 'opacity="0.6"');
  } else {
    // The elbow's couter and a pauldron over the shoulder (two lames under a dome).
    out +=
      inked('M-20,104 Q2,94 26,104 L22,128 Q2,136 -18,128Z', `url(#${id}-p)`, 4) +
      inked('M-38,20 C-16,12 22,12 42,22 L40,38 C20,28 -14,28 -36,36Z', dark(l.plate, 0.15), 4) +
      inked('M-42,10 C-46,-30 -10,-46 18,-42 C42,-38 50,-12 44,14 C20,4 -18,4 -42,10Z', `url(#${id}-p)`, 5) +
      line('M-30,-14 C-20,-30 0,-34 16,-32', light(l.plate, 0.5), 5, 'opacity="0.7"') +
      (l.rarity >= 1 ? line('M-40,8 C-18,0 20,0 44,12', l.trim, 4) : '') +
      (l.rarity >= 1 ? rivet(-24, 2, l.metal) + rivet(26, 4, l.metal) : '');
  }
  if (l.rarity >= 2) out += gem(id, 2, l.cloth ? 40 : -12, 7, gemColor(l), l.rarity >= 3);
  if (l.rarity >= 3) out += sparkle(34, -30, 9) + sparkle(-30, 150, 7);
  return `<g transform="translate(${ARM_FRAME.pivot.x} ${ARM_FRAME.pivot.y})">${out}</g>`;
}

// ---------------------------------------------------------------- leg

/** The right leg, in leg space (the hip joint at 0,0, the sole at y 228, the toe outwards). */
export function legArt(index: number): string {
  const l = lookOf(index);
  const id = `${l.spec.id}l`;
  const defs = `<defs>${linear(
    `${id}-t`,
    [
      [0, light(l.legs, 0.15)],
      [1, dark(l.legs, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )}${radial(
    `${id}-p`,
    [
      [0, light(l.plate, 0.35)],
      [1, dark(l.plate, 0.28)],
    ],
    0.35,
    0.3,
    0.75,
  )}</defs>`;
  const sole = FIGURE.feet.y - FIGURE.hipR.y;
  const thigh = 'M-30,-24 L32,-24 C34,30 30,80 26,122 L-24,122 C-28,80 -32,30 -30,-24Z';
  const boot = `M-25,112 L25,112 L27,${sole - 24} C44,${sole - 24} 60,${sole - 18} 62,${sole - 6} L62,${sole} L-28,${sole} L-28,${sole - 20}Z`;
  const bootColor = l.cloth ? '#4a3020' : dark(l.plate, 0.2);
  let out =
    defs +
    inked(thigh, `url(#${id}-t)`, 5) +
    flat('M10,-20 C16,30 16,80 14,120 L24,120 C28,80 32,30 30,-20Z', INK, 'opacity="0.18"') +
    inked(boot, bootColor, 5) +
    flat(`M-28,${sole - 8} L62,${sole - 8} L62,${sole} L-28,${sole}Z`, INK, 'opacity="0.55"') +
    line(`M-20,${sole - 60} Q0,${sole - 52} 22,${sole - 60}`, light(bootColor, 0.3), 3, 'opacity="0.6"') +
    inked('M-28,108 L28,108 L30,132 L-30,132Z', l.cloth ? dark(LEATHER, 0.1) : l.plate, 4);
  if (!l.cloth)
    out +=
      inked('M-20,96 Q2,84 24,96 L20,124 Q2,132 -16,124Z', `url(#${id}-p)`, 4) +
      line('M-12,102 Q2,96 16,102', light(l.plate, 0.5), 3, 'opacity="0.7"');
  if (l.rarity >= 1)
    out += line('M-28,120 L30,120', l.trim, 4) + rivet(-16, 152, l.metal) + rivet(16, 152, l.metal);
  if (l.rarity >= 2) out += gem(id, 2, 110, 6, gemColor(l), l.rarity >= 3);
  if (l.rarity >= 3) out += sparkle(40, 60, 8);
  return `<g transform="translate(${LEG_FRAME.pivot.x} ${LEG_FRAME.pivot.y})">${out}</g>`;
}

// ---------------------------------------------------------------- eyelids

/** The closed lids of a face (its skin, a lash line), drawn over the eyes while they blink. */
export function lidsArt(faceIndex: number): string {
  const skin = FACE_SKIN[faceIndex] ?? FACE_SKIN[0]!;
  return EYES.map(
    (e) =>
      inked(
        `M${e.x - 23},${e.y + 1} Q${e.x},${e.y - 20} ${e.x + 23},${e.y + 1} Q${e.x},${e.y + 16} ${e.x - 23},${e.y + 1}Z`,
        light(skin, 0.05),
        3,
      ) + line(`M${e.x - 22},${e.y + 2} Q${e.x},${e.y + 12} ${e.x + 22},${e.y + 2}`, INK, 5),
  ).join('');
}
