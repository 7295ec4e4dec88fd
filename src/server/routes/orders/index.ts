import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { orderClaimed } from '../../../rules/actions/order-claimed.ts';
import { missionsView } from '../../../rules/views/missions-view.ts';
import { ordersView } from '../../../rules/views/orders-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { gameRead } from '../game-route.ts';
import { write } from '../write-route.ts';

/** GET /orders and POST /orders/claim: today's orders (src/rules/catalog/orders.ts). */
export default async function orders(app: FastifyInstance) {
  gameRead(app, api.orders, (state, now) => ordersView(state, now));

  write(app, api.orderClaim, {
    actor: 'session',
    reducer: orderClaimed,
    action: (req) => ({
      input: { key: req.body.key },
      voucherStock: true,
      answer: ({ state, result }, { now, world }) => ({
        pocket: pocketView(state, now),
        missions: missionsView(state, now, world.voucherStock),
        orders: ordersView(state, now),
        reward: result.reward,
        bonus: result.bonus,
      }),
    }),
  });
}
