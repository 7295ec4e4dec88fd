import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { gameRead } from '../game-route.ts';
import { pocketJson } from '../../views/pocket-json.ts';

/** GET /api/{userId}/pocket. */
export default async function pocket(app: FastifyInstance) {
  gameRead(app, api.pocket, (state, now) => pocketView(state, now), { json: pocketJson });
}
