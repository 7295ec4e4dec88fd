import { and, count, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { GameError } from '../../../rules/errors.ts';
import { expeditionView } from '../../../rules/views/expedition-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { warlordView } from '../../../rules/views/warlord-view.ts';
import { marketListings, players, sessions } from '../../db/schema.ts';
import { isUuid } from '../../game/players.ts';
import { loadWorld } from '../../game/world.ts';
import { ledgerPage } from '../../ops/pages.ts';
import { suspend, suspensionOf, unsuspend } from '../../ops/suspensions.ts';
import { auditIn } from '../../plugins/operator-audit.ts';

/** The console's player lookup: search, one player's state, ledger and sessions. */
export default async function consolePlayerRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  // What support may do to a player beside reading: revoke sessions, suspend and lift it.
  const support = { config: { operatorRole: 'support' as const } };

  // By name (part of it), profile id or Discord id.
  serve(app, api.players, {}, async (req) => {
    const { q } = req.query;
    const where: SQL[] = [
      eq(players.discordId, q),
      ilike(players.username, `%${q.replace(/[%_\\]/g, '\\$&')}%`),
    ];
    if (isUuid(q)) where.push(eq(players.id, q));
    const rows = await db.read((d) =>
      d
        .select({
          id: players.id,
          username: players.username,
          discordId: players.discordId,
          createdAt: players.createdAt,
        })
        .from(players)
        .where(or(...where))
        .orderBy(players.username)
        .limit(20),
    );
    return { res: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  });

  serve(app, api.player, {}, async (req) => {
    const { id } = req.params;
    if (!isUuid(id)) throw new GameError('No such player', 404);
    const now = clock();
    const found = await db.read(async (d) => {
      const [row] = await d.select().from(players).where(eq(players.id, id)).limit(1);
      if (!row) return null;
      const listings = await d
        .select()
        .from(marketListings)
        .where(and(eq(marketListings.sellerId, id), eq(marketListings.active, true)));
      const [live] = await d
        .select({ n: count() })
        .from(sessions)
        .where(
          and(eq(sessions.playerId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))),
        );
      return {
        row,
        listings,
        liveSessions: live?.n ?? 0,
        suspension: await suspensionOf(d, id),
        world: await loadWorld(d, config),
      };
    });
    if (!found) throw new GameError('No such player', 404);
    const { row, listings, liveSessions, suspension, world } = found;
    return {
      res: {
        id: row.id,
        username: row.username,
        discordId: row.discordId,
        createdAt: row.createdAt.toISOString(),
        referrerId: row.referrerId,
        pocket: pocketView(row.state, now),
        // XP by category (the missions record); its sum is the pocket's xpCurrency.
        xp: { ...row.state.missions },
        warlord: warlordView(row.state, now),
        expedition: expeditionView(row.state, now, world),
        listings: listings.map((l) => ({
          ...l,
          createdAt: l.createdAt.toISOString(),
          expiresAt: l.expiresAt.toISOString(),
          endedAt: l.endedAt?.toISOString() ?? null,
        })),
        liveSessions,
        suspension,
      },
    };
  });

  // The player's ledger, newest first, filtered by good (`what`) and action, paged by id.
  serve(app, api.playerLedger, {}, async (req) => ({
    res: await db.read((d) => ledgerPage(d, { playerId: req.params.id, ...req.query })),
  }));

  serve(app, api.revokeSessions, support, async (req) => {
    const { id } = req.params;
    if (!isUuid(id)) throw new GameError('No such player', 404);
    const revoked = await db.transaction(async (tx) => {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date(clock()) })
        .where(and(eq(sessions.playerId, id), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      await auditIn(tx, req, clock(), { detail: { revoked: rows.length } });
      return rows;
    });
    return { res: { revoked: revoked.length } };
  });

  // Suspends a player (a reason is required, whoever asks): every session revoked, every sign-in
  // refused with the reason (ops/suspensions.ts); reversible below.
  serve(app, api.suspend, support, async (req, reply) => {
    const { id } = req.params;
    if (!isUuid(id)) throw new GameError('No such player', 404);
    const reason = req.operatorReason;
    if (!reason) return reply.code(400).send({ err: 'Give a reason for this change' });
    const revoked = await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: players.id }).from(players).where(eq(players.id, id)).limit(1);
      if (!row) throw new GameError('No such player', 404);
      const now = clock();
      const since = new Date(now).toISOString();
      const n = await suspend(tx, id, { reason, operator: req.operator!.name, since }, now);
      await auditIn(tx, req, now, { detail: { revoked: n } });
      return n;
    });
    return { res: { suspended: true as const, revoked } };
  });

  serve(app, api.unsuspend, support, async (req, reply) => {
    const { id } = req.params;
    if (!isUuid(id)) throw new GameError('No such player', 404);
    if (!req.operatorReason) return reply.code(400).send({ err: 'Give a reason for this change' });
    await db.transaction(async (tx) => {
      const lifted = await unsuspend(tx, id);
      await auditIn(tx, req, clock(), { detail: { lifted } });
    });
    return { res: { suspended: false as const } };
  });
}
