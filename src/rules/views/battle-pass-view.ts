import { STOCKED_VOUCHERS, type StockedVoucher } from '../formulas/battle-pass.ts';

/** GET /battle-pass/left: one row per voucher the battle pass gives from the global stock. */
export type BattlePassLeftView = { voucher: StockedVoucher; left: number }[];

/** The global battle pass stock as the API lists it; a voucher missing from `stock` has none left. */
export function battlePassLeftView(stock: Partial<Record<StockedVoucher, number>>): BattlePassLeftView {
  return STOCKED_VOUCHERS.map((voucher) => ({ voucher, left: Math.max(0, stock[voucher] ?? 0) }));
}
