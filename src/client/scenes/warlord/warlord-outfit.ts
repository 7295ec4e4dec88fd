import {
  ELEMENTS,
  heldImage,
  isPotion,
  isWeapon,
  itemById,
  type Element,
} from '../../../rules/catalog/items.ts';
import {
  PORTRAIT_LAYERS,
  traitById,
  traitCategoryOf,
  type TraitCategory,
} from '../../../rules/catalog/traits.ts';
import { BARE_FACE, beltImage, bodyImage, lidsImage } from './warlord-anatomy.ts';

/** What the Warlord holds in its hand: a blade (or axe, spear…) or a spell of some element. */
export interface HeldWeapon {
  id: number;
  img: string;
  kind: 'Melee' | 'Spell';
  element: Element | null;
}

/** What one Warlord wears, as the server says: a picture per trait layer, and its first weapon. */
export interface Outfit {
  layers: Record<TraitCategory, string | null>;
  weapon: HeldWeapon | null;
  /** A second weapon, held in the other hand (a pair of blades, a sword and a spell). */
  offhand: HeldWeapon | null;
  /** The full figure's pictures: the face (the bare one without a Face trait), its eyelids, the suit's body. */
  face: string;
  /** The Face trait's index (0 for the bare face): its skin, under a move's mouth. */
  faceIndex: number;
  lids: string;
  body: { torso: string; arm: string; leg: string };
  /** The potions hung on the belt (the two consumable slots). */
  potions: string[];
}

/** Each element's colour in the scenes (the same hues as the item art). */
export const ELEMENT_COLOR: Record<Element | 'steel', number> = {
  Fire: 0xff5a1f,
  Frost: 0x7dd3fc,
  Toxic: 0x4ade80,
  Electric: 0xfacc15,
  Demonic: 0xa855f7,
  steel: 0xf4f7fb,
};

function held(id: number | undefined): HeldWeapon | null {
  const item = id !== undefined && id >= 0 ? itemById(id) : undefined;
  if (!item || !isWeapon(item)) return null;
  const element = item.keywords.find((k): k is Element => (ELEMENTS as readonly string[]).includes(k));
  return { id: item.id, img: heldImage(item.id), kind: item.typeName, element: element ?? null };
}

/** The outfit of applied traits and items (two weapon slots first, then two potion slots). */
export function outfitOf(appliedTraits: readonly number[], appliedItems: readonly number[] = []): Outfit {
  const layers = Object.fromEntries(
    PORTRAIT_LAYERS.map((category) => {
      const id = appliedTraits.find((t) => traitCategoryOf(t) === category);
      return [category, id === undefined ? null : (traitById(id)?.img ?? null)];
    }),
  ) as Record<TraitCategory, string | null>;
  const [first, second] = appliedItems.slice(0, 2).map(held);
  const index = (category: TraitCategory) => {
    const id = appliedTraits.find((t) => traitCategoryOf(t) === category);
    return id === undefined ? 0 : id % 100;
  };
  const suit = index('Suit');
  const potions = appliedItems.slice(2, 4).flatMap((id) => {
    const item = id >= 0 ? itemById(id) : undefined;
    return item && isPotion(item) ? [beltImage(item.id)] : [];
  });
  return {
    layers,
    weapon: first ?? second ?? null,
    offhand: first ? (second ?? null) : null,
    face: layers.Face ?? BARE_FACE,
    faceIndex: index('Face'),
    lids: lidsImage(index('Face')),
    body: { torso: bodyImage(suit, 'torso'), arm: bodyImage(suit, 'arm'), leg: bodyImage(suit, 'leg') },
    potions,
  };
}

/**
 * Every picture the figure needs, for the texture loader: all in the `warlord` atlas, so they
 * load together. The Background and Suit trait layers are not on the figure (the scene draws the
 * background behind it; the suit is drawn as the body's own parts).
 */
export function outfitImages(outfit: Outfit): string[] {
  const { Eyes, Hair, Special } = outfit.layers;
  return [
    outfit.face,
    outfit.lids,
    ...[Eyes, Hair, Special].filter((img): img is string => img !== null),
    outfit.body.torso,
    outfit.body.arm,
    outfit.body.leg,
    ...outfit.potions,
    ...[outfit.weapon, outfit.offhand].flatMap((w) => (w ? [w.img] : [])),
  ];
}
