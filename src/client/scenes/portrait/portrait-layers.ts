import { itemById } from '../../../rules/catalog/items.ts';
import { RARITY_COLORS } from '../../../rules/catalog/rarity.ts';
import { PORTRAIT_LAYERS, traitById, traitCategoryOf } from '../../../rules/catalog/traits.ts';

export const SILHOUETTE = '/images/warlord-silhouette.png';

/** The image of each portrait layer, back to front; null where no trait of it is applied. */
export function layerImages(appliedTraits: readonly number[]): { category: string; img: string | null }[] {
  return PORTRAIT_LAYERS.map((category) => {
    const id = appliedTraits.find((t) => traitCategoryOf(t) === category);
    return { category, img: id === undefined ? null : (traitById(id)?.img ?? null) };
  });
}

/** The applied weapons and potions, as icon and rarity colour (empty slots left out). */
export function itemIcons(appliedItems: readonly number[]): { img: string; color: number }[] {
  return appliedItems.flatMap((id) => {
    const item = id >= 0 ? itemById(id) : undefined;
    return item ? [{ img: item.img, color: parseInt(RARITY_COLORS[item.rarity].slice(1), 16) }] : [];
  });
}
