import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HISTORY_GOODS,
  HISTORY_KINDS,
  historyPage,
  type HistoryGood,
  type HistoryKind,
} from '../../game/history.ts';
import { queryInt } from '../../validation.ts';
import { userParams } from '../game-route.ts';

const goods = Object.keys(HISTORY_GOODS) as [HistoryGood, ...HistoryGood[]];
const kinds = Object.keys(HISTORY_KINDS) as [HistoryKind, ...HistoryKind[]];

/**
 * GET /api/{userId}/history: the player's own ledger, newest first, by good and kind of action,
 * paged by row id (`before` = the answer's `next`). Another player's id answers 403, as every read.
 */
export default async function historyRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/:userId/history',
    {
      config: { access: 'player' },
      schema: {
        params: userParams,
        querystring: z.strictObject({
          good: z.enum(goods, { message: `good is one of ${goods.join(', ')}` }).optional(),
          kind: z.enum(kinds, { message: `kind is one of ${kinds.join(', ')}` }).optional(),
          before: queryInt("before is a row id from the last page's next", 1).optional(),
          limit: queryInt('limit is a whole number from 1 to 100', 1, 100).default(50),
        }),
      },
    },
    async (req) => db.read((d) => historyPage(d, { playerId: req.player!.id, ...req.query })),
  );
}
