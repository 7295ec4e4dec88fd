/**
 * The full-figure Warlord's skeleton, shared by the art generator (which draws the body parts
 * against it, assets/src/figure/) and every place that stands the parts up (the Pixi rig, the DOM
 * figure). Units are the portrait's: the head layers (Face, Eyes, Hair, Special) are 512 x 512
 * at the origin, and the body continues below them down to the soles at y 800.
 */
import { ITEMS, isPotion } from '../../../rules/catalog/items.ts';
import { TRAITS, traitCategoryOf } from '../../../rules/catalog/traits.ts';

/** A body part's picture: its canvas size and where its joint (the pivot) is on that canvas. */
export interface PartFrame {
  width: number;
  height: number;
  pivot: { x: number; y: number };
}

export const FIGURE = {
  /** Where the soles meet the ground, between the feet: the whole figure's pivot. */
  feet: { x: 256, y: 800 },
  /** The body's pivot for breathing (the waist). */
  hips: { x: 256, y: 560 },
  /** The head's pivot. */
  neck: { x: 256, y: 316 },
  /** The eye line, where the lids close. */
  eyes: { x: 256, y: 212 },
  /** Shoulder joints: the Warlord's left arm is on the viewer's left here (the rig faces the foe at +x). */
  shoulderL: { x: 150, y: 372 },
  shoulderR: { x: 362, y: 372 },
  /** Hip joints. */
  hipL: { x: 214, y: 572 },
  hipR: { x: 298, y: 572 },
  /** Belt hooks for the two potions. */
  potionL: { x: 186, y: 548 },
  potionR: { x: 326, y: 548 },
  /** The top of the tallest hair to the soles. */
  height: 760,
  /** The top of the figure's box (for a bust crop or a DOM figure's box). */
  top: 40,
} as const;

/** The torso (with belt and tabard) picture: rig x 0..512, y 290..650. */
export const TORSO_FRAME: PartFrame = { width: 512, height: 360, pivot: { x: 256, y: FIGURE.hips.y - 290 } };
/** An arm, hanging from its shoulder down to the fist (the right arm; the left is its mirror). */
export const ARM_FRAME: PartFrame = { width: 170, height: 290, pivot: { x: 85, y: 50 } };
/** A leg from its hip joint to the sole (the right leg; the left is its mirror). */
export const LEG_FRAME: PartFrame = { width: 150, height: 270, pivot: { x: 60, y: 30 } };
/** Where the fist is, from the shoulder joint (arm space). */
export const FIST = { x: 4, y: 206 } as const;
/** The held weapon's grip on its 256 canvas (melee and spells alike). */
export const GRIP = { x: 128, y: 159 } as const;
/** A belt potion's canvas (the flask drawn on 256, hung by its neck). */
export const POTION_SCALE = 0.3;

/** The body parts drawn for each suit (index 0 is the plain tunic of a Warlord without a suit). */
export const BODY_PARTS = ['torso', 'arm', 'leg'] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

/** The picture of a suit's body part (suit trait index, 0 for none). */
export function bodyImage(suitIndex: number, part: BodyPart): string {
  return `/images/figure/suit-${suitIndex}-${part}.png`;
}

/** The picture of a potion hung on the belt. */
export function beltImage(potionId: number): string {
  return `/images/figure/belt-${potionId}.png`;
}

/** The closed eyelids of a face (face trait index, 0 for the bare face), on the head's 512 canvas. */
export function lidsImage(faceIndex: number): string {
  return `/images/figure/lids-${faceIndex}.png`;
}

/** Each face's skin by Face trait index (0: the bare face), as the art draws it (assets/src/portrait/faces.ts). */
export const FACE_SKIN: Record<number, string> = {
  0: '#d9a57c',
  2: '#e8b48a',
  3: '#c68642',
  4: '#e6c9a0',
  5: '#f0c9a8',
  6: '#8d5524',
};

/** The face a Warlord without a Face trait wears (plain, calm). */
export const BARE_FACE = '/images/figure/face-0.png';

/** Every picture of the full figure that is not a trait layer or a held weapon: the atlas holds them. */
export function figureImages(): string[] {
  const index = (cat: string) => TRAITS.filter((t) => traitCategoryOf(t.id) === cat).map((t) => t.id % 100);
  return [
    ...[0, ...index('Suit')].flatMap((i) => BODY_PARTS.map((part) => bodyImage(i, part))),
    ...[0, ...index('Face')].map(lidsImage),
    BARE_FACE,
    ...ITEMS.filter(isPotion).map((item) => beltImage(item.id)),
  ];
}
