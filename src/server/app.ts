import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { AppDeps } from './deps.ts';
import { failureLimit } from './auth/failure-limit.ts';
import { playerStore } from './game/player-store.ts';
import auth from './plugins/auth.ts';
import client from './plugins/client.ts';
import errors from './plugins/errors.ts';
import live from './plugins/live.ts';
import metricsPlugin from './plugins/metrics.ts';
import operatorAudit from './plugins/operator-audit.ts';
import requestLog, { requestIdOf } from './plugins/request-log.ts';
import security from './plugins/security.ts';
import writeLimit from './plugins/write-limit.ts';
import benchRoutes from './bench/bench-routes.ts';
import { configureReadableMessages, validatorCompiler } from './validation.ts';
import { routes } from './routes/index.ts';
import { attachEndpoint, checkAnswers, serializerCompiler } from './contract-route.ts';

export interface BuildOptions extends AppDeps {
  /** Fastify's pino logger: a level, an existing logger, or `false` for none (tests pass none). */
  logger?: FastifyBaseLogger | { level: string } | boolean;
}

/**
 * Builds the Warlords server: external plugins (cookies, security headers, rate limits), then
 * the app's own (errors, auth), then the routes, one folder per resource, then the client.
 * Listening is server.ts's job; tests use `inject` on what this returns.
 */
export async function buildApp({ logger = false, ...deps }: BuildOptions): Promise<FastifyInstance> {
  configureReadableMessages();
  const app = Fastify({
    ...(typeof logger === 'boolean' || !('child' in logger) ? { logger } : { loggerInstance: logger }),
    bodyLimit: 16 * 1024,
    // The client's X-Request-Id when usable (plugins/request-log.ts); one line per request only at debug.
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // Under test the kept states are frozen: a view or reducer that changed one would throw.
  app.decorate('players', playerStore(deps.db, { freeze: deps.config.nodeEnv === 'test' }));
  app.decorate('routeTable', [] as FastifyInstance['routeTable']);
  // Wrong operator and metrics tokens, counted per address (auth/failure-limit.ts).
  app.decorate('tokenFailures', failureLimit(deps.config.limits.tokenFailures));
  // Every route under /api has its entry in the contract; under test a route without one stops the start.
  const test = deps.config.nodeEnv === 'test';
  app.addHook('onRoute', (route) => {
    attachEndpoint(route, test);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeTable.push({ method, url: route.url, schema: route.schema });
  });

  if (test || deps.config.checkAnswers) checkAnswers(app);
  await app.register(requestLog);
  await app.register(metricsPlugin);
  await app.register(cookie);
  await app.register(security);
  await app.register(errors);
  await app.register(auth);
  await app.register(writeLimit);
  await app.register(operatorAudit);
  await app.register(live);
  for (const plugin of routes) await app.register(plugin);
  if (deps.config.benchRoutes) await app.register(benchRoutes);
  await app.register(client);
  return app;
}
