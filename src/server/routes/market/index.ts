import type { FastifyInstance } from 'fastify';
import { goodInfo } from '../../../rules/catalog/market.ts';
import { GameError } from '../../../rules/errors.ts';
import type { Good } from '../../../rules/state.ts';
import { browseListings, goodHistory, myListings } from '../../game/market-queries.ts';
import { sweepExpired } from '../../game/market-sweep.ts';
import * as api from '../../../contract/game.ts';
import { serve } from '../../contract-route.ts';
import { marketWrites } from './writes.ts';
import { startExpirySweeps } from './sweep-timer.ts';

/**
 * GET /market, /market/mine, /market/history; the writes (list, buy, cancel); and the expiry
 * sweep (at start, every minute, and before each market call that touches listings).
 */
export default async function market(app: FastifyInstance) {
  const { db, clock } = app.deps;

  serve(app, api.market, {}, async (req) => {
    await sweepExpired(app, { limit: 50 });
    return db.read((d) => browseListings(d, req.query, clock()));
  });

  serve(app, api.marketMine, {}, async (req) => {
    await sweepExpired(app, { sellerId: req.player!.id });
    return { listings: await db.read((d) => myListings(d, req.player!.id, clock())) };
  });

  serve(app, api.marketHistory, {}, async (req) => {
    const good = { kind: req.query.kind, id: req.query.id } as Good;
    if (!goodInfo(good)) throw new GameError(`Unknown ${good.kind} ${good.id}`, 404);
    return db.read((d) => goodHistory(d, good, clock()));
  });

  marketWrites(app);
  startExpirySweeps(app);
}
