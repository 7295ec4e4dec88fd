/**
 * The whole Warlord as one SVG, stood up exactly as the Pixi rig stands its pictures
 * (src/client/scenes/warlord/warlord-rig.ts, on the skeleton of warlord-anatomy.ts), in a pose:
 * what the reference sheet (scripts/warlord-sheet.ts) draws, and a way to look at the art
 * without a browser.
 */
import { isPotion, isWeapon, itemById, type PotionInfo } from '../../../src/rules/catalog/items.ts';
import { traitById, traitCategoryOf } from '../../../src/rules/catalog/traits.ts';
import {
  ARM_FRAME,
  FIGURE,
  FIST,
  GRIP,
  LEG_FRAME,
  FACE_SKIN,
  POTION_SCALE,
  TORSO_FRAME,
} from '../../../src/client/scenes/warlord/warlord-anatomy.ts';
import { mouthSvg, type Mouth } from '../../../src/client/scenes/warlord/warlord-mouths.ts';
import { HELD_SCALE, HELD_TILT } from '../../../src/client/scenes/warlord/warlord-pose.ts';
import { potionFlask } from '../items/potions.ts';
import { meleeHeld } from '../items/melee.ts';
import { spellHeld } from '../items/spells.ts';
import { bareFace } from '../portrait/faces.ts';
import { traitLayer } from '../portrait/layers.ts';
import { armArt, legArt, lidsArt, torsoArt } from './body.ts';

/** A pose: the parts' turns (radians) and offsets, as the moves set them on the rig. */
export interface Pose {
  wrist?: number;
  armL?: number;
  armR?: number;
  legL?: number;
  legR?: number;
  /** Breath: the body's scale-y about the waist. */
  breath?: number;
  headY?: number;
  /** 0 open, 1 shut. */
  lids?: number;
  /** The whole figure's turn about its feet, and how far it lifts (negative) or crouches. */
  rotation?: number;
  lift?: number;
  alpha?: number;
  /** The mouth a move paints over the face's own (warlord-mouths.ts). */
  mouth?: Mouth;
}

const deg = (r: number) => ((r * 180) / Math.PI).toFixed(2);

function held(id: number | undefined, wrist = HELD_TILT): string {
  const item = id !== undefined && id >= 0 ? itemById(id) : undefined;
  if (!item || !isWeapon(item)) return '';
  const art = item.typeName === 'Spell' ? spellHeld(item) : meleeHeld(item);
  return `<g transform="translate(${FIST.x} ${FIST.y}) rotate(${deg(wrist)}) scale(${HELD_SCALE}) translate(${-GRIP.x} ${-GRIP.y})">${art}</g>`;
}

/** The Warlord wearing `traits`, holding the first two `items` and the next two on its belt. */
export function figureSvg(traits: readonly number[], items: readonly number[] = [], pose: Pose = {}): string {
  const of = (cat: string) => traits.find((t) => traitCategoryOf(t) === cat);
  const layer = (cat: string) => {
    const id = of(cat);
    return id === undefined ? '' : traitLayer(id);
  };
  const suit = (of('Suit') ?? 300) % 100;
  const faceId = of('Face');
  const face = faceId === undefined ? bareFace() : traitLayer(faceId);
  const [w1, w2] = items.slice(0, 2);
  const potions = items.slice(2, 4).map((id) => {
    const item = itemById(id);
    return item && isPotion(item) ? item : undefined;
  });

  const arm = (side: 'L' | 'R', turn: number, weapon: string) => {
    const at = side === 'L' ? FIGURE.shoulderL : FIGURE.shoulderR;
    const flip = side === 'L' ? -1 : 1;
    return `<g transform="translate(${at.x} ${at.y}) scale(${flip} 1) rotate(${deg(-turn)})">${weapon}<g transform="translate(${-ARM_FRAME.pivot.x} ${-ARM_FRAME.pivot.y})">${armArt(suit)}</g></g>`;
  };
  const leg = (side: 'L' | 'R', turn: number) => {
    const at = side === 'L' ? FIGURE.hipL : FIGURE.hipR;
    const flip = side === 'L' ? -1 : 1;
    return `<g transform="translate(${at.x} ${at.y}) scale(${flip} 1) rotate(${deg(-turn)}) translate(${-LEG_FRAME.pivot.x} ${-LEG_FRAME.pivot.y})">${legArt(suit)}</g>`;
  };
  const potion = (i: 0 | 1) => {
    const p = potions[i];
    if (!p) return '';
    const at = i === 0 ? FIGURE.potionL : FIGURE.potionR;
    return `<g transform="translate(${at.x} ${at.y}) scale(${POTION_SCALE}) translate(-128 -40)">${potionFlask(p, `b${i}`)}</g>`;
  };
  const lids = pose.lids ?? 0;
  const hips = FIGURE.hips;
  const body =
    `<g transform="translate(${hips.x} ${hips.y}) scale(1 ${pose.breath ?? 1}) translate(${-hips.x} ${-hips.y})">` +
    `<g transform="translate(0 ${hips.y - TORSO_FRAME.pivot.y})">${torsoArt(suit)}</g>` +
    potion(0) +
    potion(1) +
    `</g>`;
  const head =
    `<g transform="translate(0 ${pose.headY ?? 0})">${face}` +
    (pose.mouth ? mouthSvg(pose.mouth, FACE_SKIN[(faceId ?? 0) % 100] ?? FACE_SKIN[0]!) : '') +
    layer('Eyes') +
    (lids > 0
      ? `<g transform="translate(0 ${FIGURE.eyes.y - 16}) scale(1 ${lids}) translate(0 ${-(FIGURE.eyes.y - 16)})">${lidsArt((faceId ?? 0) % 100)}</g>`
      : '') +
    `${layer('Hair')}${layer('Special')}</g>`;
  const figure =
    leg('L', pose.legL ?? 0) +
    leg('R', pose.legR ?? 0) +
    body +
    arm('L', pose.armL ?? 0, held(w2)) +
    head +
    arm('R', pose.armR ?? 0, held(w1, pose.wrist));
  const feet = FIGURE.feet;
  return `<g opacity="${pose.alpha ?? 1}" transform="translate(${feet.x} ${feet.y + (pose.lift ?? 0)}) rotate(${deg(pose.rotation ?? 0)}) translate(${-feet.x} ${-feet.y})">${figure}</g>`;
}

/** A potion as it hangs on the belt (its flask on a 256 canvas, hung by the neck at 128, 40). */
export function beltArt(p: PotionInfo): string {
  return potionFlask(p, 'b');
}

/** The Background trait behind a figure, if it wears one (512 x 512 scene). */
export function backgroundSvg(traits: readonly number[]): string {
  const id = traits.find((t) => traitById(t)?.category === 'Background');
  return id === undefined ? '' : traitLayer(id);
}
