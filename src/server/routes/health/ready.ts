import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';
import { sql } from 'drizzle-orm';
import { MIGRATIONS } from '../../db/database.ts';

/** The time stamp drizzle records for the newest migration of the journal this server was built with. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * GET /api/ready, for a load balancer: 200 when the database answers and holds every migration
 * this server knows, else 503 with the reason. /api/health only says the process is up.
 */
export default async function ready(app: FastifyInstance) {
  const expected = newestMigration();
  serve(app, api.ready, {}, async (_req, reply) => {
    let applied: number;
    try {
      const rows = await app.deps.db.read((d) =>
        d.execute(sql`select max(created_at) as "last" from drizzle.__drizzle_migrations`),
      );
      // Both drivers answer { rows }.
      const first = (rows as unknown as { rows: { last: string | number | null }[] }).rows[0];
      applied = Number(first?.last ?? 0);
    } catch (err) {
      app.log.warn({ err }, 'ready: database does not answer');
      return reply.code(503).send({ ready: false, err: 'The database does not answer' });
    }
    if (applied < expected) {
      return reply.code(503).send({ ready: false, err: 'The database is not migrated yet' });
    }
    return { ready: true };
  });
}
