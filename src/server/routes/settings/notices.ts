import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { serve } from '../../contract-route.ts';
import { readNoticeSettings, writeNoticeSettings } from '../../game/notice-settings.ts';

/**
 * GET and PUT /api/{userId}/settings/notices: the kinds of notices the player turned off and
 * whether they also come as system notifications, kept per player so every device tells the same.
 * Authenticated as every game call (another player's id answers 403); a PUT replaces the whole.
 * Not game state: no ledger row, no live event.
 */
export default async function noticeSettingsRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  serve(app, api.noticeSettingsRead, {}, async (req) =>
    db.read((d) => readNoticeSettings(d, req.player!.id)),
  );

  serve(app, api.noticeSettingsWrite, { config: { rateLimit: app.writeLimit } }, async (req) =>
    db.transaction((tx) => writeNoticeSettings(tx, req.player!.id, req.body, new Date(clock()))),
  );
}
