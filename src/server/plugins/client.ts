import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isClientPage } from './client-paths.ts';

/** Hashed build files never change under their name; anything else is checked on each use. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built client and falls back to index.html for the client's own paths, so a reload
 * on /expedition works. Any other page path gets the same page with status 404 (the client shows
 * its Page Not Found); unknown /api paths stay a JSON 404. Text files go out brotli or gzip
 * compressed from the copies the build made (scripts/compress-client.ts); the hashed files under
 * /assets/ are cached for good, the rest revalidated (ETag).
 */
export default fp(async function client(app: FastifyInstance) {
  const root = resolve(app.deps.config.clientDir);
  const hasClient = existsSync(resolve(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(resolve(root, 'assets'));
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api');
    if (isPage && hasClient)
      return reply
        .code(isClientPage(path) ? 200 : 404)
        .type('text/html')
        .sendFile('index.html');
    return reply.code(404).send({ err: `No such call: ${req.method} ${path}` });
  });
});
