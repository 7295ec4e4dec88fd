import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GOOD_KINDS, goodInfo } from '../../../rules/catalog/market.ts';
import { GameError } from '../../../rules/errors.ts';
import type { Good } from '../../../rules/state.ts';
import { browseListings, goodHistory, myListings } from '../../game/market-queries.ts';
import { sweepExpired } from '../../game/market-sweep.ts';
import { userParams } from '../game-route.ts';
import { marketWrites } from './writes.ts';
import { startExpirySweeps } from './sweep-timer.ts';
import { queryInt } from '../../validation.ts';

const kind = z.enum(GOOD_KINDS, { message: 'kind is trait, item or crate' });

const browseQuery = z
  .strictObject({
    kind: kind.optional(),
    id: queryInt('id is a whole number from 0 to 2147483647').optional(),
    rarity: queryInt('rarity is 0 to 3', 0, 3).optional(),
    sort: z.enum(['price', 'newest'], { message: 'sort is price or newest' }).default('newest'),
    order: z.enum(['asc', 'desc'], { message: 'order is asc or desc' }).optional(),
    page: queryInt('page is a whole number from 1 to 2147483647', 1).default(1),
  })
  .refine((q) => q.id === undefined || q.kind !== undefined, { message: 'Choose a kind with an id' });

const goodQuery = z.strictObject({ kind, id: queryInt('id is a whole number from 0 to 2147483647') });

/**
 * GET /market, /market/mine, /market/history; the writes (list, buy, cancel); and the expiry
 * sweep (at start, every minute, and before each market call that touches listings).
 */
export default async function market(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const player = { access: 'player' as const };

  typed.get(
    '/api/:userId/market',
    { config: player, schema: { params: userParams, querystring: browseQuery } },
    async (req) => {
      await sweepExpired(app, { limit: 50 });
      return db.read((d) => browseListings(d, req.query, clock()));
    },
  );

  typed.get('/api/:userId/market/mine', { config: player, schema: { params: userParams } }, async (req) => {
    await sweepExpired(app, { sellerId: req.player!.id });
    return { listings: await db.read((d) => myListings(d, req.player!.id, clock())) };
  });

  typed.get(
    '/api/:userId/market/history',
    { config: player, schema: { params: userParams, querystring: goodQuery } },
    async (req) => {
      const good = { kind: req.query.kind, id: req.query.id } as Good;
      if (!goodInfo(good)) throw new GameError(`Unknown ${good.kind} ${good.id}`, 404);
      return db.read((d) => goodHistory(d, good, clock()));
    },
  );

  marketWrites(app);
  startExpirySweeps(app);
}
