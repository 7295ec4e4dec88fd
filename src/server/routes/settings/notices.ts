import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTICE_KINDS } from '../../../rules/views/notice-settings-view.ts';
import { readNoticeSettings, writeNoticeSettings } from '../../game/notice-settings.ts';
import { userParams } from '../game-route.ts';

const noticeSettingsBody = z.strictObject({
  off: z
    .array(z.enum(NOTICE_KINDS, { message: `a kind is one of ${NOTICE_KINDS.join(', ')}` }))
    .max(NOTICE_KINDS.length),
  system: z.boolean(),
});

/**
 * GET and PUT /api/{userId}/settings/notices: the kinds of notices the player turned off and
 * whether they also come as system notifications, kept per player so every device tells the same.
 * Authenticated as every game call (another player's id answers 403); a PUT replaces the whole.
 * Not game state: no ledger row, no live event.
 */
export default async function noticeSettingsRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/:userId/settings/notices',
    { config: { access: 'player' }, schema: { params: userParams } },
    async (req) => db.read((d) => readNoticeSettings(d, req.player!.id)),
  );

  typed.put(
    '/api/:userId/settings/notices',
    {
      config: { access: 'player', rateLimit: app.writeLimit },
      schema: { params: userParams, body: noticeSettingsBody },
    },
    async (req) =>
      db.transaction((tx) => writeNoticeSettings(tx, req.player!.id, req.body, new Date(clock()))),
  );
}
