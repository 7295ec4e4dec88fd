import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client and falls back to index.html for the client's own paths, so a reload
 * on /expedition works. Unknown /api paths stay a JSON 404.
 */
export default fp(async function client(app: FastifyInstance) {
  const root = resolve(app.deps.config.clientDir);
  const hasClient = existsSync(resolve(root, 'index.html'));
  if (hasClient) await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api');
    if (isPage && hasClient) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ err: `No such call: ${req.method} ${path}` });
  });
});
