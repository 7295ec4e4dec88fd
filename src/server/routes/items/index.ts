import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { itemApplied } from '../../../rules/actions/item-applied.ts';
import { itemCleaved } from '../../../rules/actions/item-cleaved.ts';
import { itemUnapplied } from '../../../rules/actions/item-unapplied.ts';
import { itemUpgraded } from '../../../rules/actions/item-upgraded.ts';
import { ownedItemsView } from '../../../rules/views/pocket-view.ts';
import { warlordView } from '../../../rules/views/warlord-view.ts';
import { write } from '../write-route.ts';

const input = ({ itemId }: { itemId: number }) => ({ itemId });

/** POST /items/apply, /items/unapply, /items/upgrade, /items/cleave. */
export default async function items(app: FastifyInstance) {
  write(app, api.itemsApply, {
    actor: 'session',
    reducer: itemApplied,
    action: (req) => ({
      input: input(req.body),
      answer: ({ state }, { now }) => ({ warlord: warlordView(state, now) }),
    }),
  });

  write(app, api.itemsUnapply, {
    actor: 'session',
    reducer: itemUnapplied,
    action: (req) => ({
      input: input(req.body),
      answer: ({ state }, { now }) => ({ warlord: warlordView(state, now) }),
    }),
  });

  write(app, api.itemsUpgrade, {
    actor: 'session',
    reducer: itemUpgraded,
    action: (req) => ({
      input: input(req.body),
      // `shards` is what the upgrade spent, as the cleave's `shards` is what it refunds.
      answer: ({ state, result }, { now }) => {
        const ownedItems = ownedItemsView(state);
        return {
          warlord: warlordView(state, now),
          ownedItems,
          upgradedItem: ownedItems.find((i) => i.id === result.itemId)!,
          shards: result.shards,
        };
      },
    }),
  });

  write(app, api.itemsCleave, {
    actor: 'session',
    reducer: itemCleaved,
    action: (req) => ({
      input: input(req.body),
      answer: ({ state, result }) => ({
        ownedItems: ownedItemsView(state),
        shards: result.shards,
        xp: result.xp,
      }),
    }),
  });
}
