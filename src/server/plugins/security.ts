import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP a Vite-built React + PixiJS + howler client runs under
 * (workers and audio from blob:, inline styles for React's style props), and the rate limiter,
 * which routes opt into with their own `config.rateLimit`.
 */
export default fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Discord avatars are shown from Discord's image server.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.discordapp.com'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The production server may sit behind plain http on a private network; TLS is the proxy's.
    hsts: app.deps.config.nodeEnv === 'production',
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      err: `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`,
      message: `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
});
