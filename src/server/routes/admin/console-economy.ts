import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anomaliesOf } from '../../ops/anomalies.ts';
import { economyOf } from '../../ops/economy.ts';

/**
 * GET /api/admin/economy?days=7|30|90: the economy dashboard's figures, from the ledger;
 * GET /api/admin/anomalies?days=: the flags (docs/operators.md), each naming a player.
 */
export default async function consoleEconomyRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/economy',
    {
      config: { access: 'admin' },
      schema: { querystring: z.strictObject({ days: z.enum(['7', '30', '90']).default('7') }) },
    },
    async (req) => ({ res: await db.read((d) => economyOf(d, clock(), Number(req.query.days))) }),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/anomalies',
    {
      config: { access: 'admin' },
      schema: { querystring: z.strictObject({ days: z.enum(['7', '30', '90']).default('7') }) },
    },
    async (req) => ({ res: await db.read((d) => anomaliesOf(d, clock(), Number(req.query.days))) }),
  );
}
