import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFUSED, discordIdHeader, sessionRefusal } from '../auth/sessions.ts';
import { bearer, hashToken, sameSecret } from '../auth/tokens.ts';

/**
 * Who may call what, checked before anything else of the request is read: game calls need a
 * live player token (401) whose player is the path's user (403); the bot's and the operator's
 * calls need their configured token (401, also when none is configured).
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('player', null);
  app.decorateRequest('sessionHash', null);
  const { config, clock } = app.deps;

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
    if (access === 'bot' || access === 'admin') {
      const expected = access === 'bot' ? config.botToken : config.adminToken;
      if (!sameSecret(bearer(req.headers.authorization), expected)) {
        return reply.code(401).send({ err: 'Operator token missing or wrong' });
      }
    }
  });
});
