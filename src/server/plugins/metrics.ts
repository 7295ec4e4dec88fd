import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { refuseGuesser } from '../auth/failure-limit.ts';
import { bearer, sameSecret } from '../auth/tokens.ts';
import { metrics, registry, watchPool } from '../metrics.ts';

/**
 * Counts every answer by route pattern and status (never by raw URL: ids would make a series per
 * player), and serves GET /metrics to a scraper holding METRICS_TOKEN. Without that setting the
 * path does not exist (404), so a newcomer's server exposes nothing.
 */
export default fp(async function metricsPlugin(app: FastifyInstance) {
  const { config, db } = app.deps;
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.latency.observe(labels, reply.elapsedTime / 1000);
  });
  if (db.poolUse) {
    const unwatch = watchPool(db.poolUse);
    app.addHook('onClose', async () => void unwatch());
  }

  const token = config.metricsToken;
  if (!token) return;
  app.get('/metrics', { config: { access: 'public' } }, async (req, reply) => {
    const now = app.deps.clock();
    if (refuseGuesser(app.tokenFailures, now, req, reply)) return reply;
    const presented = bearer(req.headers.authorization);
    if (!sameSecret(presented, token)) {
      if (presented) app.tokenFailures.failed(req.ip, now);
      return reply.code(401).send({ err: 'Metrics token missing or wrong' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
