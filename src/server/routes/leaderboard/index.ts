import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/leaderboard/me',
    {
      config: { access: 'public' },
      schema: { querystring: z.strictObject({ profileId: z.string().max(64) }) },
    },
    async (req, reply) => {
      const row = await db.read((d) => leaderboardRowOf(d, req.query.profileId, anchors.current()));
      if (!row) return reply.code(404).send({ err: 'No such player' });
      return row;
    },
  );

  typed.get(
    '/api/leaderboard/:page',
    {
      config: { access: 'public' },
      schema: {
        params: z.strictObject({
          page: z
            .string()
            .regex(/^[1-9][0-9]{0,6}$/, 'A page is a whole number from 1')
            .transform(Number),
        }),
      },
    },
    async (req, reply) => {
      const page = req.params.page;
      const body = await pages(page, async () =>
        JSON.stringify(await db.read((d) => leaderboardPage(d, page, anchors.current()))),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
