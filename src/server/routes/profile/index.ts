import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GameError } from '../../../rules/errors.ts';
import { findPlayer } from '../../game/players.ts';
import { profileView, referralCount, updateProfile, type ProfilePatch } from '../../game/profile.ts';
import { recordReferral } from '../../game/referrals.ts';
import { runAction } from '../../game/run-action.ts';
import { BAD_KEY, idempotencyOf, userParams } from '../game-route.ts';

/** An editable field: its check, or '' (cleared). */
const field = (check: z.ZodString) => z.union([z.literal(''), check]).optional();

const profileBody = z.strictObject({
  socialName: field(z.string().trim().min(1).max(64, 'A name has at most 64 characters')),
  ethWallet: field(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid Ethereum wallet: 0x and 40 hex digits')),
  solWallet: field(
    z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana wallet: 32 to 44 base58 characters'),
  ),
  questPlatformId: field(
    z
      .string()
      .max(512)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Invalid URL'),
  ),
});

/** GET /profile (with `ref_id` on the first call: the referral) and POST /profile (edit). */
export default async function profile(app: FastifyInstance) {
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/:userId/profile',
    {
      config: { access: 'player' },
      schema: { params: userParams, querystring: z.strictObject({ ref_id: z.string().max(64).optional() }) },
    },
    async (req) => {
      const id = req.player!.id;
      let row = await db.read((d) => findPlayer(d, id));
      if (!row) throw new GameError('No such player', 404);
      if (!row.state.referral.decided) {
        await recordReferral(app, id, req.query.ref_id, req.id);
        row = (await db.read((d) => findPlayer(d, id)))!;
      }
      const count = await db.read((d) => referralCount(d, id));
      return profileView(row, count);
    },
  );

  typed.post(
    '/api/:userId/profile',
    {
      config: {
        access: 'player',
        rateLimit: app.writeLimit,
      },
      schema: { params: userParams, body: profileBody },
    },
    async (req, reply) => {
      const id = req.player!.id;
      const key = idempotencyOf(req, `player:${id}`);
      if (key === false) return reply.code(400).send(BAD_KEY);
      const patch: ProfilePatch = {};
      for (const [field, value] of Object.entries(req.body)) {
        if (value !== undefined) patch[field as keyof ProfilePatch] = value === '' ? null : value;
      }
      // The profile lies outside the game state: no reducer, the columns written after the lock.
      let count = 0;
      const answer = await runAction(app, {
        who: { id },
        input: null,
        after: async (tx, row) => {
          await updateProfile(tx, row.id, patch);
          count = await referralCount(tx, row.id);
        },
        answer: (_done, _ctx, row) => ({ profile: profileView({ ...row, ...patch }, count) }),
        idempotency: key,
        requestId: req.id,
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
}
