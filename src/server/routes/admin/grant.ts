import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { granted } from '../../../rules/actions/granted.ts';
import { VOUCHER_KEYS } from '../../../rules/catalog/vouchers.ts';
import { MISSION_FIELDS } from '../../../rules/state.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { runAction } from '../../game/run-action.ts';
import { corrected, isCorrection } from '../../ops/corrected.ts';
import { BAD_KEY, idempotencyOf } from '../game-route.ts';
import { auditIn } from '../../plugins/operator-audit.ts';
import { int } from '../../validation.ts';
import { aboveLimit } from '../../ops/roles.ts';

/** Every amount may also be negative: a negative amount takes back (a correction). */
const count = int();
const signed = int().optional();
const pairs = () =>
  z
    .array(z.strictObject({ id: int(), count }))
    .max(100)
    .optional();

/**
 * POST /api/admin/grant (operator): gives a player goods and balances, through the ledger; with
 * negative amounts (of shards, TWC, energy, XP, crates, trait or item cards, vouchers) it is a
 * correction (`corrected`), which must give its reason, takes only away and never below zero.
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
          xp: signed,
          // The XP category a correction takes from (rewardXp, where grants credit XP, by default).
          xpCategory: z
            .enum(MISSION_FIELDS, { error: `xpCategory is one of ${MISSION_FIELDS.join(', ')}` })
            .optional(),
          crates: z
            .array(z.strictObject({ kind: int(), count: int() }))
            .max(100)
            .optional(),
          traitCards: pairs(),
          itemCards: pairs(),
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
        if (!req.operatorReason) return reply.code(400).send({ err: 'Give a reason for this change' });
        const answer = await runAction(app, {
          who: { id: profileId },
          reducer: corrected,
          input: grant,
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
      if (grant.xpCategory) {
        return reply.code(400).send({ err: 'A grant credits XP to rewardXp: xpCategory is for corrections' });
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
