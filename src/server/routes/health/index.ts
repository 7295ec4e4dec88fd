import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';
import { sql } from 'drizzle-orm';

/**
 * GET /api/health: the server is up and its database answers. `signIn` tells the sign-in page which
 * ways in this server offers (an added field; api.md's fields are unchanged).
 */
export default async function health(app: FastifyInstance) {
  serve(app, api.health, {}, async (_req, reply) => {
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
