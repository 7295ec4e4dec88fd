import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { refusalOf } from '../game/refusal.ts';
import { isUnavailable } from '../db/database.ts';

interface Issue {
  message?: string;
  instancePath?: string;
}

/** The first validation issue as a sentence a player can read: `ethWallet: Invalid URL`. */
function readable(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return 'Bad request';
  const path = (first.instancePath ?? '').split('/').filter(Boolean).join('.');
  const message = first.message ?? 'Invalid value';
  return path ? `${path}: ${message}` : message;
}

/**
 * Every failure becomes `{ err }`: validation 400, refusals of the rules with their status,
 * client errors Fastify detects with theirs; anything else is logged and answered with a plain 500
 * (no stack, no SQL) carrying the request's id.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ err: readable(error.validation as Issue[]) });
    }
    const refused = refusalOf(error);
    if (refused) return reply.code(refused.status).send(refused.body);
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ err: error.message || 'Too many requests' });
    if (status >= 400 && status < 500) {
      const message = error.code?.startsWith('FST_') || !error.code ? error.message : 'Bad request';
      return reply.code(status).send({ err: message });
    }
    if (isUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ err: 'The game is briefly unavailable, please try again' });
    }
    req.log.error({ err: error }, 'request failed');
    // The request id lets an operator find this failure's log line (the player can quote it).
    return reply
      .code(500)
      .send({ err: 'Something went wrong on our side, please try again', requestId: req.id });
  });
});
