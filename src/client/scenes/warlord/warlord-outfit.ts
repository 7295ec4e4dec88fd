import { ELEMENTS, heldImage, isWeapon, itemById, type Element } from '../../../rules/catalog/items.ts';
import {
  PORTRAIT_LAYERS,
  traitById,
  traitCategoryOf,
  type TraitCategory,
} from '../../../rules/catalog/traits.ts';

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
  return { layers, weapon: first ?? second ?? null, offhand: first ? (second ?? null) : null };
}

/** Every picture an outfit needs, for the texture loader. */
export function outfitImages(outfit: Outfit): string[] {
  return [
    ...Object.values(outfit.layers).filter((img): img is string => img !== null),
    ...[outfit.weapon, outfit.offhand].flatMap((w) => (w ? [w.img] : [])),
  ];
}
