import { traitById } from '../catalog/traits.ts';
import { ensure } from '../errors.ts';
import { MAX_LEVEL, traitCardsRequired } from '../formulas/cards.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/**
 * `trait.upgraded`: an owned trait below level 10 spends `traitCardsRequired(rarity, level)` cards
 * and rises one level. An applied trait stays applied, so the Warlord's stats rise with it.
 */
export const traitUpgraded = reducer<{ traitId: number }, { traitId: number; level: number }>(
  'trait.upgraded',
  (before, { traitId }, { now }) => {
    const info = traitById(traitId);
    ensure(info, `Unknown trait ${traitId}`, 404);
    const state = prepare(before, now);
    const owned = state.traits[traitId];
    ensure(owned, `You do not own ${info.name}`);
    ensure(owned.level < MAX_LEVEL, `${info.name} is at its highest level`);
    const needed = traitCardsRequired(info.rarity, owned.level);
    ensure(owned.cards >= needed, `Not enough cards: ${needed} needed, ${owned.cards} held`);
    const level = owned.level + 1;
    const traits = { ...state.traits, [traitId]: { level, cards: owned.cards - needed } };
    return settle(before, { ...state, traits }, { traitId, level });
  },
);
