import { traitById, traitCategoryOf } from '../catalog/traits.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/**
 * `trait.applied`: puts an owned trait on the Warlord. One trait per category:
 * applying replaces the applied trait of the same category.
 */
export const traitApplied = reducer<{ traitId: number }, { traitId: number; replaced: number | null }>(
  'trait.applied',
  (before, { traitId }, { now }) => {
    const info = traitById(traitId);
    ensure(info, `Unknown trait ${traitId}`, 404);
    const state = prepare(before, now);
    ensure(state.traits[traitId], `You do not own ${info.name}`);
    ensure(!state.appliedTraits.includes(traitId), `${info.name} is already applied`);
    const category = traitCategoryOf(traitId);
    const replaced = state.appliedTraits.find((id) => traitCategoryOf(id) === category) ?? null;
    const appliedTraits = [...state.appliedTraits.filter((id) => id !== replaced), traitId].sort(
      (a, b) => a - b,
    );
    return settle(before, { ...state, appliedTraits }, { traitId, replaced });
  },
);
