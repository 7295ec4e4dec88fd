import type { FastifyInstance } from 'fastify';

/** Parses application/x-www-form-urlencoded bodies (what OAuth token requests send). */
export default async function formbody(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
formbody[Symbol.for('skip-override')] = true;
