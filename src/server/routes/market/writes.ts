import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { listingCancelled } from '../../../rules/actions/listing-cancelled.ts';
import { listingCreated } from '../../../rules/actions/listing-created.ts';
import { marketBought } from '../../../rules/actions/market-bought.ts';
import { GameError } from '../../../rules/errors.ts';
import type { Good } from '../../../rules/state.ts';
import { listingView } from '../../../rules/views/market-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { marketSales } from '../../db/schema.ts';
import {
  countActiveListings,
  findListing,
  insertListing,
  listingOf,
  lockListing,
  updateListing,
} from '../../game/market-listings.ts';
import { sweepExpired } from '../../game/market-sweep.ts';
import * as api from '../../../contract/game.ts';
import type { ServedResOf } from '../../../contract/endpoint.ts';
import { write } from '../write-route.ts';

/** POST /market/list, /market/buy, /market/cancel: each one run of the write pipeline. */
export function marketWrites(app: FastifyInstance) {
  const deps = app.deps;

  write(app, api.marketList, {
    actor: 'player',
    reducer: listingCreated,
    action: async ({ body, player }) => {
      // The seller's expired listings go back first: they no longer count against the 20.
      await sweepExpired(app, { sellerId: player!.id });
      return {
        input: async (tx, row) => ({
          good: body.good as Good,
          quantity: body.quantity,
          price: body.price,
          activeListings: await countActiveListings(tx, row.id, deps.clock()),
          listingId: randomUUID(),
          sellerId: row.id,
        }),
        after: (tx, _row, { result }) => insertListing(tx, result.listing),
        answer: ({ state, result }, { now }, row): ServedResOf<typeof api.marketList> => ({
          listing: listingView(result.listing, { profileId: row.id, username: row.username }),
          pocket: pocketView(state, now),
        }),
      };
    },
  });

  write(app, api.marketBuy, {
    actor: 'player',
    reducer: marketBought,
    action: async ({ body }) => {
      await sweepExpired(app, { listingId: body.listingId });
      return {
        // The buyer and the seller are locked in the order of their ids, then the listing: the order
        // every market write follows.
        others: async (tx) => {
          const listing = await findListing(tx, body.listingId);
          if (!listing) throw new GameError('No such listing', 404);
          return [listing.sellerId];
        },
        input: async (tx, buyer) => ({
          listing: listingOf((await lockListing(tx, body.listingId))!),
          quantity: body.quantity,
          buyerId: buyer.id,
        }),
        after: async (tx, buyer, { result }, { now }) => {
          const listing = result.listing;
          await updateListing(tx, listing, now);
          await tx.insert(marketSales).values({
            listingId: listing.id,
            buyerId: buyer.id,
            goodKind: listing.good.kind,
            goodId: listing.good.id,
            quantity: body.quantity,
            price: listing.price,
            fee: result.fee,
            createdAt: new Date(now),
          });
        },
        answer: ({ state, result }, { now }, _buyer, rows): ServedResOf<typeof api.marketBuy> => {
          const seller = rows.get(result.listing.sellerId)!;
          return {
            listing: listingView(result.listing, { profileId: seller.id, username: seller.username }),
            pocket: pocketView(state, now),
            received: result.received,
            paid: result.paid,
          };
        },
      };
    },
  });

  write(app, api.marketCancel, {
    actor: 'player',
    reducer: listingCancelled,
    action: async ({ body }) => {
      await sweepExpired(app, { listingId: body.listingId });
      return {
        // The seller's row is locked first, then the listing: the order every market write follows.
        input: async (tx, row) => {
          const listing = await lockListing(tx, body.listingId);
          // Someone else's listing is as good as unknown to this player.
          if (!listing || listing.sellerId !== row.id) throw new GameError('No such listing', 404);
          return { listing: listingOf(listing), reason: 'cancelled' as const };
        },
        after: (tx, _row, { result }, { now }) => updateListing(tx, result.listing, now),
        answer: ({ state, result }, { now }, row): ServedResOf<typeof api.marketCancel> => ({
          pocket: pocketView(state, now),
          listing: listingView(result.listing, { profileId: row.id, username: row.username }),
          returned: result.returned,
        }),
      };
    },
  });
}
