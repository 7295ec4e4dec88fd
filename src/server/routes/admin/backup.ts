import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { backupProof } from '../../ops/backup-client.ts';
import { auditIn } from '../../plugins/operator-audit.ts';

/**
 * GET /api/admin/backup (operator): the embedded database as SQL (PGlite's pg_dump), taken
 * between two transactions while the game runs: `npm run backup` calls it, since the running
 * server holds the data folder. Each backup is in the audit log, with who took it, before it is
 * taken. On PostgreSQL the operator uses pg_dump itself (docs/operators.md).
 *
 * GET /api/backup-proof?challenge= (anyone): the server's proof that it knows the operator
 * token, so the script sends its token only to this game's server (ops/backup-client.ts).
 */
export default async function backupRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  serve(app, api.backupProof, { config: { rateLimit: { ...config.limits.signIn } } }, async (req, reply) => {
    if (!config.adminToken) return reply.code(404).send({ err: 'No operator token is configured' });
    return { res: { proof: backupProof(config.adminToken, req.query.challenge) } };
  });

  // A read, but the whole database: admins only.
  serve(app, api.backup, { config: { operatorRole: 'admin' } }, async (req, reply) => {
    if (!db.dump) {
      return reply.code(409).send({ err: 'This server runs on PostgreSQL: back it up with pg_dump' });
    }
    const started = clock();
    await db.transaction((tx) => auditIn(tx, req, started, { target: null, detail: null }));
    const dump = await db.dump();
    const name = `warlords-${new Date(started).toISOString().replace(/[:.]/g, '-')}.sql`;
    app.log.info({ bytes: dump.length, operator: req.operator!.name }, 'backup taken');
    return reply
      .type('application/sql; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(dump);
  });
}
