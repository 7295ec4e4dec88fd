import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { write } from '../write-route.ts';
import { activityRecorded } from '../../../rules/actions/activity-recorded.ts';
import { activities } from '../../db/schema.ts';

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
  write(app, api.activities, {
    actor: (req) => ({ discordId: req.body.discordId }),
    reducer: activityRecorded,
    action: (req) => {
      const { type, externalId } = req.body;
      return {
        input: async (tx) => {
          const seen = await tx
            .select()
            .from(activities)
            .where(eq(activities.externalId, externalId))
            .limit(1);
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
        // Its external id, not an Idempotency-Key, makes a repeat count once.
        idempotency: undefined,
        requestId: externalId,
      };
    },
  });
}
