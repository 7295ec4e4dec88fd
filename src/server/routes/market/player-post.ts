import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Answer } from '../../game/idempotency.ts';
import { BAD_KEY, idempotencyKeyOf, userParams } from '../game-route.ts';

/** What a market or mint write handler is given: the acting player, its body and its key. */
export interface PostContext<B> {
  playerId: string;
  body: B;
  idempotencyKey: string | undefined;
  requestId: string;
}

/**
 * A game write whose pipeline is its own (several rows locked, lookups inside the transaction):
 * the same access, rate limit, strict body and Idempotency-Key check as `gameWrite`, then the
 * handler's answer (`{ res }` or `{ err }` with its status).
 */
export function playerPost<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  body: S,
  handler: (c: PostContext<z.output<S>>) => Promise<Answer>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/:userId${path}`,
    {
      config: {
        access: 'player',
        rateLimit: app.writeLimit,
      },
      schema: { params: userParams, body },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req);
      if (key === false) return reply.code(400).send(BAD_KEY);
      const answer = await handler({
        playerId: req.player!.id,
        body: req.body as z.output<S>,
        idempotencyKey: key,
        requestId: req.id,
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
}
