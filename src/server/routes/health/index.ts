import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** GET /api/health: the server is up and its database answers. */
export default async function health(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' } }, async (_req, reply) => {
    const { db, config } = app.deps;
    let ok = true;
    try {
      await db.read((d) => d.execute(sql`select 1`));
    } catch (err) {
      app.log.error({ err }, 'database does not answer');
      ok = false;
    }
    return reply.code(ok ? 200 : 503).send({ ok, db: db.kind, version: config.version });
  });
}
