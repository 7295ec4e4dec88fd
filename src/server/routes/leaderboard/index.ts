import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leaderboardPage, leaderboardRowOf } from '../../game/leaderboard.ts';
import { leaderboardAnchors } from '../../game/leaderboard-anchors.ts';

/** GET /api/leaderboard/{page} and /api/leaderboard/me?profileId= (public). */
export default async function leaderboard(app: FastifyInstance) {
  const { db } = app.deps;
  const anchors = leaderboardAnchors(db);
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
    async (req) => db.read((d) => leaderboardPage(d, req.params.page, anchors.current())),
  );
}
