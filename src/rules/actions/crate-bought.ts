import { CRATE_PRICES, isCrateKind, type CrateKind } from '../catalog/crate-kinds.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

export type CrateCurrency = 'shards' | 'TWC';

/** Most crates bought in one purchase. */
export const MAX_CRATES_PER_PURCHASE = 10;

/** A crate kind's price in a currency: shards per spec section 9, TWC = shards / 1000. */
export function cratePrice(kind: CrateKind, currency: CrateCurrency): number {
  return currency === 'shards' ? CRATE_PRICES[kind] : CRATE_PRICES[kind] / 1000;
}

/**
 * `crate.bought`: buys `count` crates of a kind with one currency, chosen by the player.
 * Refused (409) when the balance does not cover price * count.
 */
export const crateBought = reducer<
  { kind: number; currency: CrateCurrency; count: number },
  { kind: CrateKind; count: number; paid: { currency: CrateCurrency; amount: number } }
>('crate.bought', (before, { kind, currency, count }, { now }) => {
  ensure(isCrateKind(kind), `Unknown crate kind ${kind}`, 404);
  ensure(currency === 'shards' || currency === 'TWC', 'Pay with shards or TWC', 400);
  ensure(
    Number.isInteger(count) && count >= 1 && count <= MAX_CRATES_PER_PURCHASE,
    `You can buy 1 to ${MAX_CRATES_PER_PURCHASE} crates at a time`,
    400,
  );
  const state = prepare(before, now);
  const amount = cratePrice(kind, currency) * count;
  const held = state[currency];
  ensure(held >= amount, `Not enough ${currency}: ${amount} needed, ${held} held`);
  const key = String(kind);
  const after = {
    ...state,
    [currency]: held - amount,
    crates: { ...state.crates, [key]: (state.crates[key] ?? 0) + count },
  };
  return settle(before, after, { kind, count, paid: { currency, amount } });
});
