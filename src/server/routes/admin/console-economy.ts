import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { anomaliesOf } from '../../ops/anomalies.ts';
import { economyOf } from '../../ops/economy.ts';

/**
 * GET /api/admin/economy?days=7|30|90: the economy dashboard's figures, from the ledger;
 * GET /api/admin/anomalies?days=: the flags (docs/operators.md), each naming a player.
 */
export default async function consoleEconomyRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  serve(app, api.economy, {}, async (req) => ({
    res: await db.read((d) => economyOf(d, clock(), Number(req.query.days))),
  }));
  serve(app, api.anomalies, {}, async (req) => ({
    res: await db.read((d) => anomaliesOf(d, clock(), Number(req.query.days))),
  }));
}
