import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { GameError } from '../../../rules/errors.ts';
import { missionsView } from '../../../rules/views/missions-view.ts';
import { players } from '../../db/schema.ts';
import { loadWorld } from '../../game/world.ts';

/**
 * GET /api/admin/players/by-discord/:discordId/missions (bot token): the missions record of the
 * player with that Discord id, as GET /missions answers it, so the bot's /xp command can show a
 * member today's XP and the caps left. 404 when the member is not a player.
 */
export default async function botXpRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  serve(app, api.botMissions, {}, async (req) => {
    const { row, world } = await db.read(async (d) => ({
      row: (await d.select().from(players).where(eq(players.discordId, req.params.discordId)).limit(1))[0],
      world: await loadWorld(d, config, { voucherStock: true }),
    }));
    if (!row) throw new GameError('No such player', 404);
    return missionsView(row.state, clock(), world.voucherStock);
  });
}
