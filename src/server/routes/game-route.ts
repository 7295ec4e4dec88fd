import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyEndpoint, BodyOf, ResOf, ResponseOf } from '../../contract/endpoint.ts';
import type { Ctx, PlayerState, Reducer, World } from '../../rules/state.ts';
import { GameError } from '../../rules/errors.ts';
import { fingerprintOf, type Answer, type IdempotencyKey } from '../game/idempotency.ts';
import { findPlayer, type PlayerRow } from '../game/players.ts';
import { runAction, type Done } from '../game/run-action.ts';
import { discordIdHeader } from '../auth/sessions.ts';
import { keptWorld, loadWorld } from '../game/world.ts';
import { serve, type RequestOf } from '../contract-route.ts';

const idempotencyKey = z.string().min(1).max(200);

/** The request's Idempotency-Key: absent, a valid key, or `false` when it is malformed. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined | false {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(header);
  return parsed.success ? parsed.data : false;
}

export const BAD_KEY = { err: 'Idempotency-Key must be 1 to 200 characters' };

/**
 * The request's Idempotency-Key scoped to its caller (`player:<id>`, `admin`, `bot`), method and
 * path, with its body's fingerprint: absent, the key, or `false` when it is malformed.
 */
export function idempotencyOf(req: FastifyRequest, caller: string): IdempotencyKey | undefined | false {
  const key = idempotencyKeyOf(req);
  if (key === undefined || key === false) return key;
  return {
    caller,
    method: req.method,
    path: req.url.split('?')[0]!,
    key,
    fingerprint: fingerprintOf(req.body, req.query),
  };
}

/** Who a write's Idempotency-Key is scoped to: the path's or session's player, the operator, the bot. */
function callerOf(req: FastifyRequest, ep: AnyEndpoint): string {
  if (ep.access === 'admin') return 'admin';
  if (ep.access === 'bot') return 'bot';
  const userId = (req.params as { userId?: string }).userId ?? req.player?.id;
  return `player:${userId}`;
}

/**
 * Every write's route: registered from its endpoint, its Idempotency-Key read and checked here
 * (400 when malformed, the one place), then `handler` runs the write pipeline (runAction) and its
 * answer (`{ res }`, or `{ err }` with its status) is sent.
 */
export function writeRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  ep: E,
  extras: Parameters<typeof serve>[2],
  handler: (
    req: RequestOf<E>,
    key: IdempotencyKey | undefined,
    reply: FastifyReply,
  ) => Promise<Answer | FastifyReply>,
) {
  serve(app, ep, extras, async (req, reply) => {
    if (req.validationError) {
      await app.checkPlayer(req, reply);
      if (reply.sent) return reply;
      throw req.validationError;
    }
    const key = idempotencyOf(req, callerOf(req, ep));
    if (key === false) return reply.code(400).send(BAD_KEY);
    const answer = await handler(req, key, reply);
    if (reply.sent || !('status' in answer)) return reply;
    return reply.code(answer.status).send(answer.body);
  });
}

/**
 * A game read: answers `view(state, now, world)` for the path's player (the record itself, 200).
 * A route that writes its answer's JSON itself (the same bytes, faster: src/server/views) passes
 * that writer as `json`.
 */
export function gameRead<E extends AnyEndpoint>(
  app: FastifyInstance,
  ep: E,
  view: (state: PlayerState, now: number, world: World) => ResponseOf<E>,
  opts: {
    voucherStock?: boolean;
    json?: (state: PlayerState, now: number, world: World) => string;
  } = {},
) {
  const { db, clock, config } = app.deps;
  serve(app, ep, {}, async (req, reply) => {
    // The state came with the session (one query); the world is kept for a second: most reads
    // then need no further database call.
    const kept = opts.voucherStock ? null : keptWorld(config);
    const known = req.player?.state;
    const { state, world } =
      known && kept
        ? { state: known, world: kept }
        : await db.read(async (d) => ({
            state: known ?? (await findPlayer(d, req.player!.id))?.state,
            world: kept ?? (await loadWorld(d, config, { voucherStock: opts.voucherStock })),
          }));
    if (!state) throw new GameError('No such player', 404);
    const now = clock();
    if (!opts.json) return reply.send(view(state, now, world));
    return reply.type('application/json; charset=utf-8').send(opts.json(state, now, world));
  });
}

/** What a game write needs besides its path and body: the action, its reducer and its answer. */
export interface WriteDef<B, A, R, Res = unknown> {
  /** The action, which carries its ledger name. */
  reducer: Reducer<A, R>;
  input: (body: B) => A;
  /** The `res`, composed from the rules' views, as the endpoint declares it. */
  answer: (done: Done<R>, ctx: Ctx, row: PlayerRow) => Res;
  voucherStock?: boolean;
}

/**
 * A game write: validates the body, runs the action through the one write pipeline and answers
 * `{ res }` or `{ err }`. Rate-limited per player.
 */
export function gameWrite<E extends AnyEndpoint, A, R>(
  app: FastifyInstance,
  ep: E,
  def: WriteDef<BodyOf<E>, A, R, ResOf<E>>,
) {
  writeRoute(
    app,
    ep,
    {
      config: { sessionInWrite: true, rateLimit: app.writeLimit },
      // A bad body is answered 400 only once the session is known good (see sessionInWrite).
      attachValidation: true,
    },
    (req, key) => {
      const userId = (req.params as { userId: string }).userId;
      // The session is checked to be the path's player in the write's own transaction.
      return runAction(app, {
        who: { session: { tokenHash: req.sessionHash!, userId, discordId: discordIdHeader(req.headers) } },
        reducer: def.reducer,
        input: def.input(req.body as BodyOf<E>),
        answer: def.answer,
        idempotency: key,
        requestId: req.id,
        voucherStock: def.voucherStock,
      });
    },
  );
}
