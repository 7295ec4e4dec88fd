import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { serve } from '../../contract-route.ts';
import { historyPage } from '../../game/history.ts';

/**
 * GET /api/{userId}/history: the player's own ledger, newest first, by good and kind of action,
 * paged by row id (`before` = the answer's `next`). Another player's id answers 403, as every read.
 */
export default async function historyRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  serve(app, api.history, {}, async (req) =>
    db.read((d) => historyPage(d, { playerId: req.player!.id, ...req.query })),
  );
}
