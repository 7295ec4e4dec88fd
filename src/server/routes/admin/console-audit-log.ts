import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryInt } from '../../validation.ts';
import { operatorAudit } from '../../db/schema.ts';
import { pageOf } from '../../ops/pages.ts';

/** GET /api/admin/audit-log: the operators' actions, newest first, paged, optionally for one player. */
export default async function consoleAuditLogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.strictObject({
          target: z.string().max(64).optional(),
          before: queryInt('before is a row id from x-next-cursor', 1).optional(),
          limit: queryInt('limit is a whole number from 1 to 500', 1, 500).default(50),
        }),
      },
    },
    async (req) => {
      const { target, before, limit } = req.query;
      const where: SQL[] = [];
      if (target) where.push(eq(operatorAudit.target, target));
      if (before) where.push(lt(operatorAudit.id, before));
      const rows = await db.read((d) =>
        d
          .select()
          .from(operatorAudit)
          .where(and(...where))
          .orderBy(desc(operatorAudit.id))
          .limit(limit + 1),
      );
      return { res: pageOf(rows, limit) };
    },
  );
}
