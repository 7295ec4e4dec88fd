import type { FastifyInstance } from 'fastify';
import { missionsView } from '../../../rules/views/missions-view.ts';
import { gameRead } from '../game-route.ts';

/** GET /missions. */
export default async function missions(app: FastifyInstance) {
  gameRead(app, '/missions', (row, now, world) => missionsView(row.state, now, world.voucherStock), {
    voucherStock: true,
  });
}
