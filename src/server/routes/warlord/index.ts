import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { warlordView } from '../../../rules/views/warlord-view.ts';
import { gameRead } from '../game-route.ts';

/** GET /api/{userId}/warlord. */
export default async function warlord(app: FastifyInstance) {
  gameRead(app, api.warlord, (state, now) => warlordView(state, now));
}
