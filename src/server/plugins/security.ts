import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { SnapshotStore } from './rate-limit-store.ts';
import { metrics } from '../metrics.ts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Security headers with a CSP a Vite-built React + PixiJS + howler client runs under
 * (workers and audio from blob:, inline styles for React's style props), and the rate limiter,
 * which routes opt into with their own `config.rateLimit`. With REDIS_URL the limits are counted in
 * Redis, so several server processes share them.
 */
export default fp(async function security(app: FastifyInstance) {
  // Built once: @fastify/helmet builds helmet's middleware again on every request, parsing the
  // CSP each time (7% of a game read's server CPU).
  const securityHeaders = helmet({
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
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  const { redisUrl } = app.deps.config;
  // Short timeouts: a limiter that waits on a lost Redis would stall every write behind it.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate limit store (Redis) unreachable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    // Shared by every process when set; if Redis is down, requests pass unlimited rather than fail.
    ...(redis ? { redis, skipOnError: true, nameSpace: 'warlords-rate-' } : { store: SnapshotStore }),
    onExceeded: () => metrics.rateLimited.inc(),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      err: `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`,
      message: `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
});
