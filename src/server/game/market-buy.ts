import { listingBought } from '../../rules/actions/listing-bought.ts';
import { saleCredited } from '../../rules/actions/sale-credited.ts';
import { GameError } from '../../rules/errors.ts';
import type { Ctx } from '../../rules/state.ts';
import { listingView } from '../../rules/views/market-view.ts';
import { pocketView } from '../../rules/views/pocket-view.ts';
import type { AppDeps } from '../deps.ts';
import type { Tx } from '../db/database.ts';
import { marketSales } from '../db/schema.ts';
import { applyEvents } from './events.ts';
import { storeAnswer, storedAnswer, type Answer } from './idempotency.ts';
import { appendNotedLedger, findListing, listingOf, lockListing, updateListing } from './market-listings.ts';
import { lockPlayer, saveState, type PlayerRow } from './players.ts';
import { loadWorld } from './world.ts';

export interface BuyRequest {
  buyerId: string;
  listingId: string;
  quantity: number;
  idempotencyKey?: string;
  requestId: string;
}

/** Locks the buyer's and the seller's rows in the order of their ids (never a deadlock between two buys). */
async function lockBoth(tx: Tx, buyerId: string, sellerId: string) {
  const rows = new Map<string, PlayerRow>();
  for (const id of [...new Set([buyerId, sellerId])].sort()) {
    const row = await lockPlayer(tx, id);
    if (row) rows.set(id, row);
  }
  const buyer = rows.get(buyerId);
  const seller = rows.get(sellerId);
  if (!buyer || !seller) throw new GameError('No such player', 404);
  return { buyer, seller };
}

/**
 * POST /market/buy in one transaction: both players' rows are locked (by id order), then the
 * listing FOR UPDATE; the buyer pays and receives (`listingBought`), the seller is credited the
 * price less the burned fee (`saleCredited`), the listing and the sale are written, and every
 * change lands in both ledgers under the buyer's reference. A repeated Idempotency-Key of the
 * buyer returns the first answer.
 */
export async function buyListing(deps: AppDeps, req: BuyRequest): Promise<Answer> {
  const { db, clock, rng, config } = deps;
  const key = req.idempotencyKey;
  try {
    return await db.transaction(async (tx) => {
      const peek = await findListing(tx, req.listingId);
      if (!peek) throw new GameError('No such listing', 404);
      const { buyer, seller } = await lockBoth(tx, req.buyerId, peek.sellerId);
      const now = clock();
      const first = key ? await storedAnswer(tx, buyer.id, key, now) : null;
      if (first) return first;

      const row = (await lockListing(tx, req.listingId))!;
      const ctx: Ctx = { now, rng, world: await loadWorld(tx, config) };
      const input = { listing: listingOf(row), quantity: req.quantity, buyerId: buyer.id };
      const bought = listingBought(buyer.state, input, ctx);
      const sold = saleCredited(seller.state, { gross: bought.result.paid }, ctx);
      const ref = key ?? req.requestId;

      const buyerState = await applyEvents(tx, deps, bought.state, bought.events, ref, now);
      await saveState(tx, buyer.id, buyerState);
      await appendNotedLedger(tx, buyer.id, 'market.bought', ref, bought.ledger, now);
      const sellerState = await applyEvents(tx, deps, sold.state, sold.events, ref, now);
      await saveState(tx, seller.id, sellerState);
      await appendNotedLedger(tx, seller.id, 'market.sold', ref, sold.ledger, now);

      const listing = bought.result.listing;
      await updateListing(tx, listing, now);
      await tx.insert(marketSales).values({
        listingId: listing.id,
        buyerId: buyer.id,
        goodKind: listing.good.kind,
        goodId: listing.good.id,
        quantity: req.quantity,
        price: listing.price,
        fee: sold.result.fee,
        createdAt: new Date(now),
      });

      const res = {
        listing: listingView(listing, { profileId: seller.id, username: seller.username }),
        pocket: pocketView(buyerState, now),
        received: bought.result.received,
        paid: bought.result.paid,
      };
      const answer: Answer = { status: 200, body: { res } };
      if (key) await storeAnswer(tx, buyer.id, key, answer, now);
      return answer;
    });
  } catch (err) {
    if (err instanceof GameError) return { status: err.status, body: { err: err.message } };
    throw err;
  }
}
