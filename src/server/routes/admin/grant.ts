import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { granted } from '../../../rules/actions/granted.ts';
import { VOUCHER_KEYS } from '../../../rules/catalog/vouchers.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { runAction } from '../../game/run-action.ts';
import { corrected, isCorrection } from '../../ops/corrected.ts';
import { BAD_KEY, idempotencyOf } from '../game-route.ts';
import { auditIn } from '../../plugins/operator-audit.ts';
import { int } from '../../validation.ts';
import { aboveLimit } from '../../ops/roles.ts';

const count = int(0);
const amount = count.optional();
/** Shards, TWC, energy and crates may also be taken back: a negative amount is a correction. */
const signed = int().optional();
const pairs = (key: 'id' | 'kind') =>
  z
    .array(z.strictObject({ [key]: int(), count }))
    .max(100)
    .optional();

/**
 * POST /api/admin/grant (operator): gives a player goods and balances, through the ledger; with
 * negative amounts of shards, TWC, energy or crates it is a correction (`corrected`), which must
 * give its reason, takes only away and never below zero.
 */
export default async function grantRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/grant',
    {
      config: { access: 'admin', operatorRole: 'support' },
      schema: {
        body: z.strictObject({
          profileId: z.string().max(64),
          shards: signed,
          TWC: signed,
          energy: signed,
          xp: amount,
          crates: z
            .array(z.strictObject({ kind: int(), count: int() }))
            .max(100)
            .optional(),
          traitCards: pairs('id'),
          itemCards: pairs('id'),
          vauchers: z
            .array(
              z.strictObject({
                // By name or pass type number, as /mint/reserve takes it (an unknown one is 404).
                vaucher: z.union([z.enum(VOUCHER_KEYS as [string, ...string[]]), int()], {
                  error: 'vaucher is a voucher name (Whitelist...) or a pass type (0, 1, 3, 4, 5)',
                }),
                count,
              }),
            )
            .max(10)
            .optional(),
        }),
      },
    },
    async (req, reply) => {
      // The operator's key: scoped to the operator and this path, whichever player it grants.
      const key = idempotencyOf(req, 'admin');
      if (key === false) return reply.code(400).send(BAD_KEY);
      const { profileId, ...grant } = req.body;
      const refusal = aboveLimit(req.operator!, grant);
      if (refusal) return reply.code(403).send({ err: refusal });
      if (isCorrection(grant)) {
        const { shards, TWC, energy, crates, ...rest } = grant;
        if (Object.values(rest).some((v) => v !== undefined)) {
          return reply.code(400).send({ err: 'A correction only takes away: give and take in two calls' });
        }
        if (!req.operatorReason) return reply.code(400).send({ err: 'Give a reason for this change' });
        const answer = await runAction(app, {
          who: { id: profileId },
          reducer: corrected,
          input: { shards, TWC, energy, crates },
          after: (tx, _row, _done, { now }) => auditIn(tx, req, now),
          answer: ({ state, result }, { now }) => ({
            pocket: pocketView(state, now),
            corrected: result.corrected,
          }),
          idempotency: key,
          requestId: req.id,
        });
        return reply.code(answer.status).send(answer.body);
      }
      const answer = await runAction(app, {
        who: { id: profileId },
        reducer: granted,
        input: grant as Parameters<typeof granted>[1],
        after: (tx, _row, _done, { now }) => auditIn(tx, req, now),
        answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), granted: result.granted }),
        idempotency: key,
        requestId: req.id,
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
}
