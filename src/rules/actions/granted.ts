import { isCrateKind } from '../catalog/crate-kinds.ts';
import { itemById } from '../catalog/items.ts';
import { traitById } from '../catalog/traits.ts';
import { VOUCHERS, type VoucherKey } from '../catalog/vouchers.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { receiveAll, type Reward } from '../reward.ts';
import { reducer } from '../state.ts';

/** What the operator grants one player (POST /api/admin/grant without the profile id). */
export interface GrantAction {
  shards?: number;
  TWC?: number;
  energy?: number;
  /** Credited to `rewardXp`. */
  xp?: number;
  crates?: { kind: number; count: number }[];
  traitCards?: { id: number; count: number }[];
  itemCards?: { id: number; count: number }[];
  /** A voucher by its name (`Whitelist`) or its pass type number (1), as `/mint/reserve` takes it. */
  vouchers?: { voucher: VoucherKey | number; count: number }[];
}

function amount(value: number | undefined, what: string): number {
  const n = value ?? 0;
  ensure(Number.isSafeInteger(n) && n >= 0, `${what} must be a whole number of 0 or more`, 400);
  return n;
}

/** The grant as a list of rewards, checked: whole non-negative amounts (400), known ids (404). */
function rewardsOf(action: GrantAction): Reward[] {
  const rewards: Reward[] = [
    { kind: 'shards', amount: amount(action.shards, 'shards') },
    { kind: 'TWC', amount: amount(action.TWC, 'TWC') },
    { kind: 'energy', amount: amount(action.energy, 'energy') },
    { kind: 'xp', amount: amount(action.xp, 'xp') },
  ];
  for (const { kind, count } of action.crates ?? []) {
    ensure(isCrateKind(kind), `Unknown crate kind ${kind}`, 404);
    rewards.push({ kind: 'crate', crateKind: kind, amount: amount(count, 'crate count') });
  }
  for (const { id, count } of action.traitCards ?? []) {
    ensure(traitById(id), `Unknown trait ${id}`, 404);
    rewards.push({ kind: 'cards', traitId: id, amount: amount(count, 'card count') });
  }
  for (const { id, count } of action.itemCards ?? []) {
    ensure(itemById(id), `Unknown item ${id}`, 404);
    rewards.push({ kind: 'items', itemId: id, amount: amount(count, 'card count') });
  }
  for (const { voucher, count } of action.vouchers ?? []) {
    const pass = VOUCHERS.find((v) => v.key === voucher || v.type === voucher);
    ensure(pass, `Unknown voucher ${String(voucher)}`, 404);
    rewards.push({ kind: 'voucher', voucher: pass.key, amount: amount(count, 'voucher count') });
  }
  // A zero is "nothing of that": it must not, say, make a trait owned with -1 cards.
  return rewards.filter((r) => r.amount > 0);
}

/**
 * `granted`: the operator gives a player goods and balances. Everything goes through `receive`, so
 * a 13th trait turns into shards and potions add their full usages; `granted` lists what arrived.
 * Nothing is given unless the whole grant is valid.
 */
export const granted = reducer<GrantAction, { granted: Reward[] }>('granted', (before, action, { now }) => {
  const rewards = rewardsOf(action);
  const state = prepare(before, now);
  const out = receiveAll(state, rewards, 'rewardXp');
  return settle(before, out.state, { granted: out.granted });
});
