import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { missionsView } from '../../../rules/views/missions-view.ts';
import { gameRead } from '../game-route.ts';

/** GET /missions. */
export default async function missions(app: FastifyInstance) {
  gameRead(app, api.missions, (state, now, world) => missionsView(state, now, world.voucherStock), {
    voucherStock: true,
  });
}
