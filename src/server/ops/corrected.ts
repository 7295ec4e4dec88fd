import { CRATE_NAMES, isCrateKind, type CrateKind } from '../../rules/catalog/crate-kinds.ts';
import { isPotion, itemById } from '../../rules/catalog/items.ts';
import { traitById } from '../../rules/catalog/traits.ts';
import { VOUCHERS, type VoucherKey } from '../../rules/catalog/vouchers.ts';
import { ensure } from '../../rules/errors.ts';
import { listableIfUnapplied, takeUnits } from '../../rules/formulas/market.ts';
import { settle } from '../../rules/ledger.ts';
import { prepare } from '../../rules/prepare.ts';
import { granted, type GrantAction } from '../../rules/actions/granted.ts';
import {
  changeOf,
  reducer,
  type Good,
  type MissionField,
  type PlayerState,
  type PlayersReducer,
} from '../../rules/state.ts';

/** What an operator's correction takes away from one player: amounts of 0 or less. */
export interface CorrectionAction {
  shards?: number;
  TWC?: number;
  energy?: number;
  /** Taken from the XP category `xpCategory` (rewardXp, where grants credit XP, by default). */
  xp?: number;
  xpCategory?: MissionField;
  crates?: { kind: number; count: number }[];
  /** Cards of a trait, counted as the market counts them (see `takeGood`). */
  traitCards?: { id: number; count: number }[];
  /** Cards of a weapon or spell, or whole potions (each its full usages), as the market counts them. */
  itemCards?: { id: number; count: number }[];
  /** A voucher by its name (`Whitelist`) or its pass type number (5). */
  vouchers?: { voucher: string | number; count: number }[];
}

/** Every amount of a correction (or of a grant of the same shape). */
function amountsOf(action: CorrectionAction): (number | undefined)[] {
  const lists = [action.crates, action.traitCards, action.itemCards, action.vouchers];
  return [action.shards, action.TWC, action.energy, action.xp, ...lists.flat().map((c) => c?.count)];
}

/** Whether a grant's body takes something away (and so is a correction). */
export function isCorrection(action: CorrectionAction): boolean {
  return amountsOf(action).some((n) => n !== undefined && n < 0);
}

/** A voucher by its name or pass type number, as grants name it. */
const voucherOf = (v: string | number) => VOUCHERS.find((p) => p.key === v || p.type === v);

const GIVE_AND_TAKE = 'A correction only takes away: give and take in two calls';

/**
 * Takes `count` units of a trait or item, counted as the market counts them, applied or not: the
 * spare cards, plus the thing itself while it is at level 1 (the way a grant of k cards of a thing
 * not owned gives it at level 1 with k-1 cards, so a correction undoes a grant); whole potions of a
 * potion. Spare cards go first; the thing itself last, which removes it and empties its slot.
 */
function takeGood(state: PlayerState, good: Good, count: number, name: string): PlayerState {
  const held = listableIfUnapplied(state, good);
  ensure(held >= count, `The correction would take ${name} below zero: the player holds ${held}`);
  const next = takeUnits(state, good, count);
  if (good.kind === 'trait' && !next.traits[good.id]) {
    return { ...next, appliedTraits: next.appliedTraits.filter((id) => id !== good.id) };
  }
  if (good.kind === 'item' && !next.items[good.id]) {
    const appliedItems = next.appliedItems.map((id) =>
      id === good.id ? -1 : id,
    ) as PlayerState['appliedItems'];
    return { ...next, appliedItems };
  }
  return next;
}

/**
 * `corrected`: an operator takes back what a player should not hold (a grant with negative
 * amounts): balances, XP of one category, crates, trait and item cards, vouchers. Refused whole,
 * with what the player holds, when it would take anything below zero; an unknown crate kind, trait,
 * item or voucher is 400; written to the ledger under `corrected` like every change.
 */
export const corrected = reducer<CorrectionAction, { corrected: { what: string; amount: number }[] }>(
  'corrected',
  (before, action, { now }) => {
    ensure(
      amountsOf(action).every((n) => (n ?? 0) <= 0),
      GIVE_AND_TAKE,
      400,
    );
    // Every good named exists before anything is weighed (a clear 400, not a 409 on another good).
    for (const { kind } of action.crates ?? []) ensure(isCrateKind(kind), `Unknown crate kind ${kind}`, 400);
    for (const { id } of action.traitCards ?? []) ensure(traitById(id), `Unknown trait ${id}`, 400);
    for (const { id } of action.itemCards ?? []) ensure(itemById(id), `Unknown item ${id}`, 400);
    for (const { voucher } of action.vouchers ?? []) {
      ensure(voucherOf(voucher), `Unknown voucher ${String(voucher)}`, 400);
    }
    let next = prepare(before, now);
    const taken: { what: string; amount: number }[] = [];
    for (const what of ['shards', 'TWC', 'energy'] as const) {
      const n = action[what] ?? 0;
      if (n === 0) continue;
      ensure(
        next[what] + n >= 0,
        `The correction would take ${what} below zero: the player holds ${next[what]}`,
      );
      next = { ...next, [what]: next[what] + n };
      taken.push({ what, amount: n });
    }
    if (action.xp) {
      const field = action.xpCategory ?? 'rewardXp';
      const held = next.missions[field];
      ensure(
        held + action.xp >= 0,
        `The correction would take ${field} below zero: the player holds ${held}`,
      );
      next = { ...next, missions: { ...next.missions, [field]: held + action.xp } };
      taken.push({ what: `xp:${field}`, amount: action.xp });
    }
    for (const { kind, count } of action.crates ?? []) {
      if (count === 0) continue;
      next = takeGood(next, { kind: 'crate', id: kind }, -count, `${CRATE_NAMES[kind as CrateKind]} crates`);
      taken.push({ what: `crate:${kind}`, amount: count });
    }
    for (const { id, count } of action.traitCards ?? []) {
      const info = traitById(id)!;
      if (count === 0) continue;
      next = takeGood(next, { kind: 'trait', id }, -count, `${info.name} (trait ${id}) cards`);
      taken.push({ what: `trait:${id}`, amount: count });
    }
    for (const { id, count } of action.itemCards ?? []) {
      const info = itemById(id)!;
      if (count === 0) continue;
      const unit = isPotion(info) ? 'potions' : 'cards';
      next = takeGood(next, { kind: 'item', id }, -count, `${info.name} (item ${id}) ${unit}`);
      taken.push({ what: `item:${id}`, amount: count });
    }
    for (const { voucher, count } of action.vouchers ?? []) {
      const pass = voucherOf(voucher)!;
      if (count === 0) continue;
      const key: VoucherKey = pass.key;
      const held = next.vouchers[key] ?? 0;
      ensure(
        held + count >= 0,
        `The correction would take ${pass.name} vouchers below zero: the player holds ${held}`,
      );
      next = { ...next, vouchers: { ...next.vouchers, [key]: held + count } };
      taken.push({ what: `voucher:${key}`, amount: count });
    }
    ensure(taken.length > 0, 'The correction takes nothing away', 400);
    return settle(before, next, { corrected: taken });
  },
);

/**
 * An operator's grant as one action over the player it names: with a negative amount it is a
 * correction (`corrected`), else a grant (`granted`), each written to the ledger under its name.
 */
export const grantedOrCorrected: PlayersReducer<
  { profileId: string; grant: CorrectionAction },
  | { granted: ReturnType<typeof granted>['result']['granted'] }
  | { corrected: { what: string; amount: number }[] }
> = (states, { profileId, grant }, ctx) => {
  const named = isCorrection(grant) ? corrected : granted;
  // The grant's voucher names are the catalog's (`granted` answers 404 for any other).
  const outcome = named(states[profileId]!, grant as GrantAction & CorrectionAction, ctx);
  return { changes: [changeOf(profileId, named, outcome)], result: outcome.result };
};
