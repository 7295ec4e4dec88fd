import { CRATE_KINDS, CRATE_NAMES, type CrateKind } from '../../../rules/catalog/crate-kinds.ts';
import {
  dropTable,
  potionPool,
  traitPool,
  weaponPool,
  type DropEntry,
} from '../../../rules/catalog/drop-tables.ts';
import { ITEMS, isPotion, type ItemInfo } from '../../../rules/catalog/items.ts';
import {
  TRAIT_CATEGORIES,
  TRAITS,
  type TraitCategory,
  type TraitInfo,
} from '../../../rules/catalog/traits.ts';

/** One page of the collection book: a trait category, the weapons and spells, or the potions. */
export type BookPage = TraitCategory | 'Weapons' | 'Potions';
export const BOOK_PAGES: readonly BookPage[] = [...TRAIT_CATEGORIES.map((c) => c.key), 'Weapons', 'Potions'];

/** Whether one outcome of a table can give this trait or item. */
function gives(entry: DropEntry, good: { trait: TraitInfo } | { item: ItemInfo }): boolean {
  const r = entry.reward;
  if ('trait' in good)
    return r.kind === 'traitCards' && traitPool(r.rarity, r.category).some((t) => t.id === good.trait.id);
  if (r.kind === 'itemCards') return weaponPool(r.rarity).some((i) => i.id === good.item.id);
  if (r.kind === 'potion')
    return r.itemId !== undefined
      ? r.itemId === good.item.id
      : potionPool(r.rarity).some((i) => i.id === good.item.id);
  return false;
}

/**
 * Where a trait or an item can be found, from the published drop tables: the crates (in the shop's
 * order) and the gumball whose outcomes can give it. Every good is also traded on the market.
 */
export function foundIn(good: { trait: TraitInfo } | { item: ItemInfo }): string[] {
  const sources: (CrateKind | 'gumball')[] = [...CRATE_KINDS, 'gumball'];
  return sources
    .filter((s) => {
      const t = dropTable(s);
      return [...t.guaranteed, ...t.entries].some((e) => gives(e, good));
    })
    .map((s) => (s === 'gumball' ? 'the gumball' : `${CRATE_NAMES[s]} crates`));
}

/** The goods of a page of the book, rarest last (as the catalog lists them within a rarity). */
export function pageGoods(page: BookPage): ({ trait: TraitInfo } | { item: ItemInfo })[] {
  const byRarity = <T extends { rarity: number }>(a: T, b: T) => a.rarity - b.rarity;
  if (page === 'Weapons')
    return ITEMS.filter((i) => !isPotion(i))
      .sort(byRarity)
      .map((item) => ({ item }));
  if (page === 'Potions')
    return ITEMS.filter(isPotion)
      .sort(byRarity)
      .map((item) => ({ item }));
  return TRAITS.filter((t) => t.category === page)
    .sort(byRarity)
    .map((trait) => ({ trait }));
}
