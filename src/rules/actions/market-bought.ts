import type { Listing } from '../catalog/market.ts';
import type { Reward } from '../reward.ts';
import { changeOf, type PlayersReducer } from '../state.ts';
import { listingBought } from './listing-bought.ts';
import { saleCredited } from './sale-credited.ts';

export interface MarketBoughtAction {
  listing: Listing;
  quantity: number;
  buyerId: string;
}

export interface MarketBoughtResult {
  /** The listing after the buy. */
  listing: Listing;
  /** Shards the buyer paid (the purchase's gross). */
  paid: number;
  /** The fee burned out of the seller's share: `marketFee(paid)`. */
  fee: number;
  received: Reward;
}

/**
 * A market purchase over its two players: `listingBought` on the buyer, then `saleCredited` on the
 * listing's seller for the gross the buyer paid. Both states are in `states`, by profile id.
 */
export const marketBought: PlayersReducer<MarketBoughtAction, MarketBoughtResult> = (
  states,
  { listing, quantity, buyerId },
  ctx,
) => {
  const bought = listingBought(states[buyerId]!, { listing, quantity, buyerId }, ctx);
  const sold = saleCredited(states[listing.sellerId]!, { gross: bought.result.paid }, ctx);
  return {
    changes: [changeOf(buyerId, listingBought, bought), changeOf(listing.sellerId, saleCredited, sold)],
    result: {
      listing: bought.result.listing,
      paid: bought.result.paid,
      fee: sold.result.fee,
      received: bought.result.received,
    },
  };
};
