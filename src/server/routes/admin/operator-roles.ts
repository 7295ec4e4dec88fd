import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { GameError } from '../../../rules/errors.ts';
import { operatorRoles, players } from '../../db/schema.ts';
import { discordKey, isRole, roleOf, tokenKey, tokenOperatorName, type Role } from '../../ops/roles.ts';
import { auditIn } from '../../plugins/operator-audit.ts';
import { operatorTokensOf } from '../../ops/operators.ts';

/** One configured operator as the Operators tab lists it (never a token's secret). */
interface ConfiguredOperator {
  key: string;
  name: string;
  configured: Role;
}

/**
 * The operators and their roles: GET /api/admin/operators (every operator reads it) and
 * POST /api/admin/operators/role (admins only) setting an operator's role and a support
 * operator's grant limit, kept in `operator_roles` and read again on each of their requests.
 */
export default async function operatorRoleRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  const configured = (): ConfiguredOperator[] => [
    ...operatorTokensOf(config).map((t) => ({
      key: tokenKey(t.name),
      name: tokenOperatorName(t),
      configured: t.role,
    })),
    ...config.operatorDiscordIds.map((id) => ({
      key: discordKey(id),
      name: `discord:${id}`,
      configured: config.operatorDiscordRoles[id] ?? ('admin' as const),
    })),
  ];

  serve(app, api.operators, {}, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const list = configured();
    const rows = await db.read(async (d) => {
      const set = await d.select().from(operatorRoles);
      const ids = config.operatorDiscordIds;
      const names = ids.length
        ? await d
            .select({ discordId: players.discordId, username: players.username })
            .from(players)
            .where(inArray(players.discordId, ids))
        : [];
      return { set, names };
    });
    return {
      res: list.map((o) => {
        const row = rows.set.find((r) => r.operatorKey === o.key);
        const player = rows.names.find((n) => o.key === discordKey(n.discordId));
        return {
          key: o.key,
          name: player ? `${o.name} ${player.username}` : o.name,
          configured: o.configured,
          role: row && isRole(row.role) ? row.role : o.configured,
          grantLimit: row?.grantLimit ?? 0,
          setBy: row ? { operator: row.updatedBy, at: row.updatedAt.toISOString() } : null,
          you: o.key === req.operator!.key,
        };
      }),
    };
  });

  serve(app, api.operatorRoleSet, { config: { operatorRole: 'admin' } }, async (req) => {
    const { key, role, grantLimit } = req.body;
    const operator = configured().find((o) => o.key === key);
    if (!operator) throw new GameError('No such operator', 404);
    if (key === req.operator!.key) throw new GameError('You may not change your own role', 400);
    const now = clock();
    await db.transaction(async (tx) => {
      const before = await roleOf(tx, key, operator.configured);
      const row = { role, grantLimit, updatedBy: req.operator!.name, updatedAt: new Date(now) };
      await tx
        .insert(operatorRoles)
        .values({ operatorKey: key, ...row })
        .onConflictDoUpdate({ target: operatorRoles.operatorKey, set: row });
      await auditIn(tx, req, now, { target: null, detail: { key, role, grantLimit, before } });
    });
    return { res: { key, role, grantLimit } };
  });
}
