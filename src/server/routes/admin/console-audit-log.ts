import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { operatorAudit } from '../../db/schema.ts';
import { pageOf } from '../../ops/pages.ts';

/** GET /api/admin/audit-log: the operators' actions, newest first, paged, optionally for one player. */
export default async function consoleAuditLogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  serve(app, api.auditLog, {}, async (req) => {
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
  });
}
