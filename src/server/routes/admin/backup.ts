import type { FastifyInstance } from 'fastify';

/**
 * GET /api/admin/backup (operator): the embedded database as SQL (PGlite's pg_dump), taken
 * between two transactions while the game runs: `npm run backup` calls it, since the running
 * server holds the data folder. On PostgreSQL the operator uses pg_dump itself (docs/operators.md).
 */
export default async function backupRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  app.get('/api/admin/backup', { config: { access: 'admin' } }, async (_req, reply) => {
    if (!db.dump) {
      return reply.code(409).send({ err: 'This server runs on PostgreSQL: back it up with pg_dump' });
    }
    const started = clock();
    const dump = await db.dump();
    const name = `warlords-${new Date(started).toISOString().replace(/[:.]/g, '-')}.sql`;
    app.log.info({ bytes: dump.length }, 'backup taken');
    return reply
      .type('application/sql; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(dump);
  });
}
