import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * GET /api/health: the server is up and its database answers. `signIn` tells the sign-in page which
 * ways in this server offers (an added field; api.md's fields are unchanged).
 */
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
    const signIn = {
      discord: Boolean(config.discord.clientId && config.discord.clientSecret),
      dev: config.devLogin,
    };
    return reply.code(ok ? 200 : 503).send({ ok, db: db.kind, version: config.version, signIn });
  });
}
