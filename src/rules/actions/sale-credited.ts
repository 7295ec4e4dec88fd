import { ensure } from '../errors.ts';
import { marketFee } from '../formulas/market.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/**
 * `sale.credited`, on the seller: a buyer paid `gross` shards for units of one of their listings.
 * The seller gets the gross minus a 5% fee (rounded up: at least 1 shard), which is burned. The ledger shows the
 * sale and the fee as two rows of `shards` (the fee row noted `market.fee`), so the seller can read
 * both; together they add up to the net change.
 */
export const saleCredited = reducer<{ gross: number }, { net: number; fee: number }>(
  'market.sold',
  (before, { gross }, { now }) => {
    ensure(Number.isSafeInteger(gross) && gross >= 1, 'A sale is a whole number of 1 shard or more', 400);
    const fee = marketFee(gross);
    const state = prepare(before, now);
    const sold = { ...state, shards: state.shards + gross };
    const charged = { ...sold, shards: sold.shards - fee };
    const sale = settle(before, sold, null);
    const feeRows = settle(sold, charged, null).ledger.map((e) => ({ ...e, note: 'market.fee' }));
    return {
      ...sale,
      state: charged,
      ledger: [...sale.ledger, ...feeRows],
      result: { net: gross - fee, fee },
    };
  },
);
