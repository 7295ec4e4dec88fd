import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint, BodyOf } from '../../../contract/endpoint.ts';
import type { Answer, IdempotencyKey } from '../../game/idempotency.ts';
import { writeRoute } from '../game-route.ts';

/** What a market or mint write handler is given: the acting player, its body and its key. */
export interface PostContext<B> {
  playerId: string;
  body: B;
  /** The Idempotency-Key, scoped to this player, method and path. */
  idempotency: IdempotencyKey | undefined;
  requestId: string;
}

/**
 * A game write that looks things up before or inside its transaction (a listing, the mint window)
 * or touches other players, checked as `gameWrite` is (access, rate limit, strict body,
 * Idempotency-Key), its session checked before the handler; the handler runs the write pipeline
 * and answers (`{ res }` or `{ err }` with its status).
 */
export function playerPost<E extends AnyEndpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (c: PostContext<BodyOf<E>>) => Promise<Answer>,
) {
  writeRoute(app, ep, { config: { rateLimit: app.writeLimit } }, (req, key) =>
    handler({ playerId: req.player!.id, body: req.body as BodyOf<E>, idempotency: key, requestId: req.id }),
  );
}
