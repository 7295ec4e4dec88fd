import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { writeRoute } from '../game-route.ts';
import { activityRecorded } from '../../../rules/actions/activity-recorded.ts';
import { activities } from '../../db/schema.ts';
import { runAction } from '../../game/run-action.ts';

/**
 * Another member's transaction recorded the same external id between our look-up and our insert
 * (two members reported at once for one activity). It carries PostgreSQL's serialization-failure
 * code, so the whole transaction runs again, finds the activity recorded and pays nothing.
 */
class ActivityRaced extends Error {
  readonly code = '40001';
  constructor(externalId: string) {
    super(`activity ${externalId} raced`);
  }
}

/**
 * POST /api/admin/activities (bot token): one community activity. Its external id counts once,
 * checked and recorded in the same transaction as the XP, with the player's row locked.
 */
export default async function activityRoutes(app: FastifyInstance) {
  // Its external id, not an Idempotency-Key, makes a repeat count once.
  writeRoute(app, api.activities, {}, async (req) => {
    const { discordId, type, externalId } = req.body;
    return runAction(app, {
      who: { discordId },
      reducer: activityRecorded,
      input: async (tx) => {
        const seen = await tx.select().from(activities).where(eq(activities.externalId, externalId)).limit(1);
        return { type, duplicate: seen.length > 0 };
      },
      after: async (tx, row, outcome, { now }) => {
        if (outcome.result.duplicate) return;
        const inserted = await tx
          .insert(activities)
          .values({
            externalId,
            playerId: row.id,
            type,
            xpGranted: outcome.result.xpGranted,
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning({ externalId: activities.externalId });
        if (inserted.length === 0) throw new ActivityRaced(externalId);
      },
      answer: ({ result }) => result,
      requestId: externalId,
    });
  });
}
