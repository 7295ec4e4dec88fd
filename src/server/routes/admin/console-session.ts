import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { SESSION_COOKIE, findSession } from '../../auth/sessions.ts';
import { refuseGuesser } from '../../auth/failure-limit.ts';
import { bearer } from '../../auth/tokens.ts';
import { tokenOperatorName } from '../../ops/roles.ts';
import { eq } from 'drizzle-orm';
import { GameError } from '../../../rules/errors.ts';
import { operatorSessions } from '../../db/schema.ts';
import {
  OPERATOR_COOKIE,
  closeOperatorSession,
  liveOperatorSessions,
  openOperatorSession,
  operatorTokenOf,
  recordOperatorAction,
  type OperatorSignIn,
} from '../../ops/operators.ts';
import { auditIn, refuseForeignOrigin } from '../../plugins/operator-audit.ts';

/**
 * The console's sign-in: POST /api/admin/session with an operator token (entered once), or with the
 * player session of a Discord account listed in OPERATOR_DISCORD_IDS, opens an operator session
 * kept in an httpOnly cookie (never in the page's storage). A player who is not an operator gets
 * 403. GET /api/admin/me says who is signed in; DELETE /api/admin/session signs out.
 */
export default async function consoleSessionRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  serve(
    app,
    api.consoleSignIn,
    { config: { rateLimit: { ...config.limits.signIn } } },
    async (req, reply) => {
      const now = clock();
      let who: OperatorSignIn;
      if (req.body.token !== undefined) {
        if (refuseGuesser(app.tokenFailures, now, req, reply)) return reply;
        const named = operatorTokenOf(config, req.body.token);
        if (!named) {
          app.tokenFailures.failed(req.ip, now);
          return reply.code(401).send({ err: 'Operator token missing or wrong' });
        }
        who = { operator: tokenOperatorName(named), credential: req.body.token };
      } else {
        const header = bearer(req.headers.authorization);
        // Signing in with the player's cookie: only from the console's own page.
        if (!header && refuseForeignOrigin(config, req, reply)) return reply;
        const token = header ?? req.cookies[SESSION_COOKIE];
        const player = token ? await db.read((d) => findSession(d, token, now)) : null;
        if (!token || !player) return reply.code(401).send({ err: 'Operator token missing or wrong' });
        if (!config.operatorDiscordIds.includes(player.discordId)) {
          return reply.code(403).send({ err: 'Operators only' });
        }
        who = {
          operator: `discord:${player.discordId} ${player.username}`,
          discordId: player.discordId,
          credential: token,
        };
      }
      await db.transaction(async (tx) => {
        await openOperatorSession(tx, reply, config, who, now);
        await recordOperatorAction(
          tx,
          {
            operator: who.operator,
            action: 'signed in',
            target: null,
            reason: 'console sign-in',
            detail: null,
          },
          now,
        );
      });
      return { res: { operator: who.operator } };
    },
  );

  serve(app, api.consoleMe, {}, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { name, role, grantLimit } = req.operator!;
    return { res: { operator: name, role, grantLimit } };
  });

  serve(
    app,
    api.consoleSignOut,
    { config: { noReason: true, operatorRole: 'viewer' } },
    async (req, reply) => {
      await db.transaction(async (tx) => {
        await closeOperatorSession(tx, reply, config, req.cookies[OPERATOR_COOKIE]);
        await auditIn(tx, req, clock(), { target: null, detail: null });
      });
      return { res: true as const };
    },
  );

  // The console sessions open now, with who holds each (the operators' list).
  serve(app, api.operatorSessions, {}, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await db.read((d) => liveOperatorSessions(d, clock()));
    return { res: rows.map((r) => ({ ...r, current: r.id === req.operator!.sessionId })) };
  });

  // Ends one console session (its holder is answered 401 from their next request on).
  serve(app, api.operatorSessionsEnd, {}, async (req) => {
    const ended = await db.transaction(async (tx) => {
      const gone = await tx
        .delete(operatorSessions)
        .where(eq(operatorSessions.tokenHash, req.body.id))
        .returning({ operator: operatorSessions.operator });
      if (gone.length === 0) throw new GameError('No such console session', 404);
      await auditIn(tx, req, clock(), {
        target: null,
        detail: { id: req.body.id, operator: gone[0]!.operator },
      });
      return gone[0]!.operator;
    });
    return { res: { ended: ended } };
  });
}
