import { CRATE_KINDS } from '../../../rules/catalog/crate-kinds.ts';
import { goodInfo, type GoodInfo } from '../../../rules/catalog/market.ts';
import { listableQuantity } from '../../../rules/formulas/market.ts';
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
    const note =
      listable > 0 ? undefined : applied ? 'Applied: unapply it to sell it' : 'Nothing spare to sell';
    return [{ good, info, listable, note }];
  });
}
