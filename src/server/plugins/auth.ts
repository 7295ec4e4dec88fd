import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFUSED, SESSION_COOKIE, discordIdHeader, sessionRefusal } from '../auth/sessions.ts';
import { refuseGuesser } from '../auth/failure-limit.ts';
import { bearer, hashToken, sameSecret } from '../auth/tokens.ts';
import { OPERATOR_COOKIE, operatorOf, operatorTokenOf } from '../ops/operators.ts';
import { mayDo, roleOf, tokenKey, tokenOperatorName } from '../ops/roles.ts';
import { READS } from './operator-audit.ts';

/**
 * Who may call what, checked before anything else of the request is read: game calls need a
 * live player token (401) whose player is the path's user (403); the bot's and the operator's
 * calls need their configured token (401, also when none is configured).
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('player', null);
  app.decorateRequest('sessionHash', null);
  app.decorateRequest('operator', null);
  const { config, db, clock } = app.deps;

  async function playerGuard(req: FastifyRequest, reply: FastifyReply) {
    const token = bearer(req.headers.authorization);
    if (!token) return reply.code(401).send({ err: REFUSED.noToken });
    const found = await app.players.read(token, clock());
    const refusal = sessionRefusal(found, {
      userId: (req.params as { userId?: string } | undefined)?.userId,
      discordId: discordIdHeader(req.headers),
    });
    if (refusal) return reply.code(refusal.status).send({ err: refusal.err });
    req.player = found;
  }
  app.decorate('checkPlayer', playerGuard);

  /** Whether the request carries someone's credentials, but not ones for this call (403, not 401). */
  async function someoneElse(req: FastifyRequest, token: string | undefined): Promise<boolean> {
    if (sameSecret(token, config.botToken) || operatorTokenOf(config, token)) return true;
    const player = token ?? req.cookies[SESSION_COOKIE];
    return player ? (await app.players.read(player, clock())) !== null : false;
  }

  /**
   * The bot's calls need the bot token; the operators' calls the admin token or a console session
   * (operators.ts). A player's token or the other service's token is refused with 403.
   */
  async function operatorGuard(req: FastifyRequest, reply: FastifyReply, access: 'bot' | 'admin') {
    const token = bearer(req.headers.authorization);
    if (refuseGuesser(app.tokenFailures, clock(), req, reply)) return reply;
    if (access === 'bot' && sameSecret(token, config.botToken)) return;
    const named = access === 'admin' ? operatorTokenOf(config, token) : undefined;
    if (named) {
      const role = await db.read((d) => roleOf(d, tokenKey(named.name), named.role));
      req.operator = {
        name: tokenOperatorName(named),
        console: false,
        key: tokenKey(named.name),
        ...role,
      };
      return refuseByRole(req, reply);
    }
    const consoleToken = access === 'admin' && !token ? req.cookies[OPERATOR_COOKIE] : undefined;
    const session = consoleToken
      ? await db.read(async (d) => {
          const s = await operatorOf(d, config, consoleToken, clock());
          return s && { ...s, ...(await roleOf(d, s.key, s.configured)) };
        })
      : null;
    if (session) {
      const { operator: name, id: sessionId, key, role, grantLimit } = session;
      req.operator = { name, console: true, sessionId, key, role, grantLimit };
      return refuseByRole(req, reply);
    }
    if (consoleToken) return reply.code(401).send({ err: 'Your console session has ended: sign in again' });
    if (await someoneElse(req, token)) return reply.code(403).send({ err: 'Operators only' });
    if (token) app.tokenFailures.failed(req.ip, clock());
    return reply.code(401).send({ err: 'Operator token missing or wrong' });
  }

  /**
   * The role the route needs (`operatorRole`; by default a read needs a viewer, a change an
   * admin), against the holder's role read again on this request: 403 when it falls short.
   */
  function refuseByRole(req: FastifyRequest, reply: FastifyReply) {
    const { role } = req.operator!;
    const needs = req.routeOptions.config?.operatorRole ?? (READS.has(req.method) ? 'viewer' : 'admin');
    if (mayDo(role, needs)) return;
    return reply.code(403).send({ err: `Your role (${role}) may not do this: it needs ${needs}` });
  }

  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (access === 'player' && req.routeOptions.config?.sessionInWrite) {
      // The write's transaction checks the session when it locks the row (see FastifyContextConfig).
      const token = bearer(req.headers.authorization);
      if (!token) return reply.code(401).send({ err: REFUSED.noToken });
      req.sessionHash = hashToken(token);
      return;
    }
    if (access === 'player') return playerGuard(req, reply);
    if (access === 'bot' || access === 'admin') return operatorGuard(req, reply, access);
  });
});
