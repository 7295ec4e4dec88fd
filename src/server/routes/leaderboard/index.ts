import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';
import { leaderboardPage, leaderboardRowOf } from '../../game/leaderboard.ts';
import { leaderboardAnchors } from '../../game/leaderboard-anchors.ts';
import { keptAnswers } from '../../game/kept.ts';

/**
 * A page is the same for every reader and changes only as XP is earned: each process keeps a
 * page's answer (serialised) for a second, so a crowd reading page 1 costs one query a second.
 */
const PAGE_KEEP_MS = 1000;
const PAGES_KEPT = 200;

/** GET /api/leaderboard/{page} and /api/leaderboard/me?profileId= (public). */
export default async function leaderboard(app: FastifyInstance) {
  const { db } = app.deps;
  const anchors = leaderboardAnchors(db);
  const pages = keptAnswers<number, string>(PAGE_KEEP_MS, PAGES_KEPT);

  serve(app, api.leaderboardMe, {}, async (req, reply) => {
    const row = await db.read((d) => leaderboardRowOf(d, req.query.profileId, anchors.current()));
    if (!row) return reply.code(404).send({ err: 'No such player' });
    return row;
  });

  serve(app, api.leaderboardPage, {}, async (req, reply) => {
    const page = req.params.page;
    const body = await pages(page, async () =>
      JSON.stringify(await db.read((d) => leaderboardPage(d, page, anchors.current()))),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
