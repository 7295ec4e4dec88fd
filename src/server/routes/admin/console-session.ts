import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE, findSession } from '../../auth/sessions.ts';
import { bearer, sameSecret } from '../../auth/tokens.ts';
import {
  OPERATOR_COOKIE,
  closeOperatorSession,
  openOperatorSession,
  recordOperatorAction,
} from '../../ops/operators.ts';

/**
 * The console's sign-in: POST /api/admin/session with the admin token (entered once), or with the
 * player session of a Discord account listed in OPERATOR_DISCORD_IDS, opens an operator session
 * kept in an httpOnly cookie (never in the page's storage). A player who is not an operator gets
 * 403. GET /api/admin/me says who is signed in; DELETE /api/admin/session signs out.
 */
export default async function consoleSessionRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/admin/session',
    {
      config: { access: 'public', rateLimit: { ...config.limits.signIn } },
      schema: { body: z.strictObject({ token: z.string().max(200).optional() }).default({}) },
    },
    async (req, reply) => {
      const now = clock();
      let operator: string | null = null;
      if (req.body.token !== undefined) {
        if (!sameSecret(req.body.token, config.adminToken)) {
          return reply.code(401).send({ err: 'Operator token missing or wrong' });
        }
        operator = 'admin token';
      } else {
        const token = bearer(req.headers.authorization) ?? req.cookies[SESSION_COOKIE];
        const player = token ? await db.read((d) => findSession(d, token, now)) : null;
        if (!player) return reply.code(401).send({ err: 'Operator token missing or wrong' });
        if (!config.operatorDiscordIds.includes(player.discordId)) {
          return reply.code(403).send({ err: 'Operators only' });
        }
        operator = `discord:${player.discordId} ${player.username}`;
      }
      const name = operator;
      await db.transaction(async (tx) => {
        await openOperatorSession(tx, reply, config, name, now);
        await recordOperatorAction(
          tx,
          { operator: name, action: 'signed in', target: null, reason: 'console sign-in', detail: null },
          now,
        );
      });
      return { res: { operator: name } };
    },
  );

  typed.get('/api/admin/me', { config: { access: 'admin' } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { res: { operator: req.operator!.name } };
  });

  typed.delete('/api/admin/session', { config: { access: 'admin', noReason: true } }, async (req, reply) => {
    await db.transaction((tx) => closeOperatorSession(tx, reply, config, req.cookies[OPERATOR_COOKIE]));
    return { res: true };
  });
}
