import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** A client's X-Request-Id is kept when it is short and plain (it goes into logs and bodies). */
const CLIENT_ID = /^[\w.:@-]{1,128}$/;

/** The request's id: the client's X-Request-Id when it is usable, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  return given && CLIENT_ID.test(given) ? given : randomUUID();
}

const MINUTE = 60_000;

/**
 * Quiet logs: a JSON line per request only at `debug`; otherwise one summary line a minute
 * (requests, server errors, slowest) when there were requests. Every answer carries its id in
 * X-Request-Id, so an operator can find the log line of a player's failed call.
 */
export default fp(async function requestLog(app: FastifyInstance) {
  let window = { requests: 0, errors: 0, slowestMs: 0 };
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const ms = reply.elapsedTime;
    window.requests += 1;
    if (reply.statusCode >= 500) window.errors += 1;
    if (ms > window.slowestMs) window.slowestMs = ms;
    if (app.log.level === 'debug' || app.log.level === 'trace') {
      req.log.debug(
        { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  });
  const timer = setInterval(() => {
    if (window.requests === 0) return;
    const { requests, errors, slowestMs } = window;
    window = { requests: 0, errors: 0, slowestMs: 0 };
    app.log.info({ requests, errors, slowestMs: Math.round(slowestMs) }, 'last minute');
  }, MINUTE);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
