import { traitById, traitCategoryOf } from '../catalog/traits.ts';
import { ensure } from '../errors.ts';
import { cleaveXp } from '../formulas/cards.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/**
 * `trait.cleaved`: an owned trait that is not applied is removed for good, with its cards,
 * and grants `10 * (rarity*2 + level)` craft XP.
 */
export const traitCleaved = reducer<{ traitId: number }, { xp: number }>(
  'trait.cleaved',
  (before, { traitId }, { now }) => {
    const info = traitById(traitId);
    ensure(info, `Unknown trait ${traitId}`, 404);
    const state = prepare(before, now);
    const owned = state.traits[traitId];
    ensure(owned, `You do not own ${info.name}`);
    // Traits have no unapply: another trait of the category has to take its place first.
    ensure(
      !state.appliedTraits.includes(traitId),
      `${info.name} is applied: apply another ${traitCategoryOf(traitId)} trait before cleaving it`,
    );
    const xp = cleaveXp(info.rarity, owned.level);
    const traits = { ...state.traits };
    delete traits[traitId];
    const missions = { ...state.missions, craftXp: state.missions.craftXp + xp };
    return settle(before, { ...state, traits, missions }, { xp });
  },
);
