/**
 * Every trait's portrait layer by trait id, and a compositor that stacks layers in PORTRAIT_LAYERS order.
 */
import { PORTRAIT_LAYERS, TRAITS, traitById, type TraitCategory } from '../../../src/rules/catalog/traits.ts';
import { BACKGROUNDS, finishScene } from './backgrounds.ts';
import { EYE_LAYERS } from './eyes.ts';
import { FACES } from './faces.ts';
import { HAIR } from './hair.ts';
import { SPECIALS } from './specials.ts';
import { SUITS } from './suits.ts';

export { CANVAS } from './anatomy.ts';

const BY_CATEGORY: Record<TraitCategory, Record<number, () => string>> = {
  Face: FACES,
  Hair: HAIR,
  Eyes: EYE_LAYERS,
  Suit: SUITS,
  Background: BACKGROUNDS,
  Special: SPECIALS,
};

/** The SVG body of one trait's layer; throws for a trait without a drawing. */
export function traitLayer(id: number): string {
  const trait = traitById(id);
  const draw = trait && BY_CATEGORY[trait.category][id % 100];
  if (!draw) throw new Error(`No drawing for trait ${id}`);
  return trait.category === 'Background' ? draw() + finishScene(trait.rarity) : draw();
}

/** The SVG body of a whole Warlord: the given trait ids stacked back to front. */
export function composite(ids: readonly number[]): string {
  const byCategory = new Map(ids.map((id) => [traitById(id)?.category, id]));
  return PORTRAIT_LAYERS.map((cat) => byCategory.get(cat))
    .filter((id): id is number => id !== undefined)
    .map((id) => `<g>${traitLayer(id)}</g>`)
    .join('');
}

/** Every trait that has a layer (all of them: a missing drawing throws above). */
export const TRAIT_IDS: readonly number[] = TRAITS.map((t) => t.id);
