import { CRATE_KINDS } from '../../../rules/catalog/crate-kinds.ts';
import { goodInfo, type GoodInfo } from '../../../rules/catalog/market.ts';
import { listableIfUnapplied, listableQuantity } from '../../../rules/formulas/market.ts';
import { traitCategoryOf } from '../../../rules/catalog/traits.ts';
import { isPotion, itemById } from '../../../rules/catalog/items.ts';
import type { Good, PlayerState } from '../../../rules/state.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';

/** The part of the player's state that decides what can be listed, rebuilt from the pocket. */
function goodsState(pocket: PocketView): PlayerState {
  const applied = pocket.ownedItems.filter((i) => i.applied).map((i) => i.id);
  return {
    traits: Object.fromEntries(pocket.ownedTraits.map((t) => [t.id, { level: t.level, cards: t.cards }])),
    appliedTraits: pocket.ownedTraits.filter((t) => t.applied).map((t) => t.id),
    items: Object.fromEntries(
      pocket.ownedItems.map((i) => [i.id, { level: i.level, cards: i.cards, usagesLeft: i.usagesLeft }]),
    ),
    appliedItems: [...applied, -1, -1, -1, -1].slice(0, 4) as PlayerState['appliedItems'],
    crates: Object.fromEntries(pocket.ownedCrates.map((c) => [c.kind, c.count])),
  } as PlayerState;
}

/** Units of a good the player can list now (the rules' own count). */
export function listableFromPocket(pocket: PocketView, good: Good): number {
  return listableQuantity(goodsState(pocket), good);
}

export interface SellableGood {
  good: Good;
  info: GoodInfo;
  listable: number;
  /** Why nothing of it can be listed, when so. */
  note?: string;
}

/** Every good of the pocket, with how many units can be listed now. */
export function sellableGoods(pocket: PocketView): SellableGood[] {
  const goods: Good[] = [
    ...pocket.ownedTraits.map((t): Good => ({ kind: 'trait', id: t.id })),
    ...pocket.ownedItems.map((i): Good => ({ kind: 'item', id: i.id })),
    ...pocket.ownedCrates
      .filter((c) => c.count > 0 && (CRATE_KINDS as readonly number[]).includes(c.kind))
      .map((c): Good => ({ kind: 'crate', id: c.kind })),
  ];
  const appliedIds = new Set([
    ...pocket.ownedTraits.filter((t) => t.applied).map((t) => `trait:${t.id}`),
    ...pocket.ownedItems.filter((i) => i.applied).map((i) => `item:${i.id}`),
  ]);
  return goods.flatMap((good) => {
    const info = goodInfo(good);
    if (!info) return [];
    const listable = listableFromPocket(pocket, good);
    const applied = appliedIds.has(`${good.kind}:${good.id}`);
    return [{ good, info, listable, note: listable > 0 ? undefined : whyNot(pocket, good, applied) }];
  });
}

/**
 * Why none of a good can be listed, in the words of what would change it: a worn trait comes off
 * only when another of its category is worn (traits have no unapply); an applied weapon or potion
 * comes out of its slot. An upgraded trait or weapon sells only its spare cards and a potion only
 * whole potions, so taking those off would not help, and the line says so instead.
 */
function whyNot(pocket: PocketView, good: Good, applied: boolean): string {
  const item = good.kind === 'item' ? itemById(good.id) : undefined;
  const potion = item !== undefined && isPotion(item);
  if (applied && listableIfUnapplied(goodsState(pocket), good) > 0) {
    const category = good.kind === 'trait' ? traitCategoryOf(good.id) : undefined;
    return category
      ? `Worn: wear another ${category.toLowerCase()} to sell it`
      : 'Applied: unapply it to sell it';
  }
  if (potion) return 'Partly used: only whole potions can be sold';
  const owned =
    good.kind === 'trait'
      ? pocket.ownedTraits.find((t) => t.id === good.id)
      : pocket.ownedItems.find((i) => i.id === good.id);
  if (good.kind !== 'crate' && owned && owned.level > 1 && owned.cards === 0)
    return 'Upgraded: only spare cards can be sold, and it has none';
  return 'Nothing spare to sell';
}
