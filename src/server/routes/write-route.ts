import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyEndpoint, ServedResOf } from '../../contract/endpoint.ts';
import { fingerprintOf, type Answer, type IdempotencyKey } from '../game/idempotency.ts';
import type { PlayersReducer, Reducer } from '../../rules/state.ts';
import { runAction, type Action } from '../game/run-action.ts';
import type { Actor } from '../game/player-store.ts';
import { refusalOf } from '../game/refusal.ts';
import { discordIdHeader } from '../auth/sessions.ts';
import type { Role } from '../ops/roles.ts';
import { serve, type RequestOf } from '../contract-route.ts';

const idempotencyKey = z.string().min(1).max(200);

const BAD_KEY = { err: 'Idempotency-Key must be 1 to 200 characters' };

/**
 * The request's Idempotency-Key scoped to its caller (`player:<id>`, `admin`, `bot`), method and
 * path, with its body's fingerprint: absent, the key, or `false` when it is malformed.
 */
function idempotencyOf(req: FastifyRequest, ep: AnyEndpoint): IdempotencyKey | undefined | false {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success) return false;
  const caller =
    ep.access === 'admin' || ep.access === 'bot'
      ? ep.access
      : `player:${(req.params as { userId?: string }).userId ?? req.player?.id}`;
  return {
    caller,
    method: req.method,
    path: req.url.split('?')[0]!,
    key: parsed.data,
    fingerprint: fingerprintOf(req.body, req.query),
  };
}

/**
 * Every write, declared one way: who may call it is its endpoint's access (and `role`, for an
 * operator's); `actor` names the player it locks first; `reducer` is the action (carrying its
 * ledger name); `action` declares, from the request, the rest the pipeline runs (`runAction`): the
 * other players it locks, the reducer's input, what follows in the same transaction, the answer.
 */
export interface WriteDef<E extends AnyEndpoint, A, R> {
  /**
   * The acting player, whose row the write locks: the path's player by its session, which the lock
   * itself checks (`'session'`: one statement, the game's actions); the path's player, its session
   * checked before (`'player'`: a write that looks things up or sweeps first); or a player the
   * request names (the operator's and the bot's writes).
   */
  actor: 'session' | 'player' | ((req: RequestOf<E>) => Actor);
  /** The operator role an operator's write needs (else an admin's). */
  role?: Role;
  /** The action over the actor's state, or over several players' (a market buy); none: no state changes. */
  reducer?: Reducer<A, R> | PlayersReducer<A, R>;
  /**
   * The rest of the write, from the request (and its scoped Idempotency-Key). It may refuse by
   * throwing a `GameError` before anything is locked, and may do what must come before the
   * transaction (the market's sweep of expired listings).
   */
  action: (
    req: RequestOf<E>,
    key: IdempotencyKey | undefined,
  ) => Declared<A, R, ServedResOf<E>> | Promise<Declared<A, R, ServedResOf<E>>>;
}

type Declared<A, R, Res> = Omit<Action<A, R, Res>, 'reducer'>;

/**
 * Registers a write from its endpoint and its declaration. Its Idempotency-Key is read and checked
 * here (400 when malformed, the one place), then the write runs through the one pipeline
 * (`runAction`) and its answer (`{ res }`, or `{ err }` with its status) is sent. Player writes are
 * rate-limited per player; a write whose lock checks its session answers a bad body 400 only once
 * the session is known good.
 */
export function write<E extends AnyEndpoint, A, R>(app: FastifyInstance, ep: E, def: WriteDef<E, A, R>) {
  const inWrite = def.actor === 'session';
  const config = {
    ...(ep.access === 'player' ? { rateLimit: app.writeLimit } : {}),
    ...(inWrite ? { sessionInWrite: true } : {}),
    ...(def.role ? { operatorRole: def.role } : {}),
  };
  serve(app, ep, { config, attachValidation: inWrite }, async (req, reply) => {
    if (req.validationError) {
      await app.checkPlayer(req, reply);
      if (reply.sent) return reply;
      throw req.validationError;
    }
    const key = idempotencyOf(req, ep);
    if (key === false) return reply.code(400).send(BAD_KEY);
    const answer = await run(app, ep, def, req, key);
    return reply.code(answer.status).send(answer.body);
  });
}

async function run<E extends AnyEndpoint, A, R>(
  app: FastifyInstance,
  ep: E,
  def: WriteDef<E, A, R>,
  req: RequestOf<E>,
  key: IdempotencyKey | undefined,
): Promise<Answer> {
  let action: Declared<A, R, ServedResOf<E>>;
  try {
    action = await def.action(req, key);
  } catch (err) {
    const refused = refusalOf(err);
    if (refused) return refused;
    throw err;
  }
  const userId = (req.params as { userId?: string }).userId;
  const who: Actor =
    def.actor === 'session'
      ? { session: { tokenHash: req.sessionHash!, userId, discordId: discordIdHeader(req.headers) } }
      : def.actor === 'player'
        ? { id: req.player!.id }
        : def.actor(req);
  // A write that knows its repeats otherwise (a bot activity's external id) says so in its action.
  const wire = ep.wire?.bind(ep);
  return runAction(app, { idempotency: key, requestId: req.id, ...action, reducer: def.reducer, who, wire });
}
