import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { granted } from '../../../rules/actions/granted.ts';
import { VOUCHER_KEYS } from '../../../rules/catalog/vouchers.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { runAction } from '../../game/run-action.ts';
import { BAD_KEY, idempotencyOf } from '../game-route.ts';
import { int } from '../../validation.ts';

const count = int(0);
const amount = count.optional();
const pairs = (key: 'id' | 'kind') =>
  z
    .array(z.strictObject({ [key]: int(), count }))
    .max(100)
    .optional();

/** POST /api/admin/grant (operator): gives a player goods and balances, through the ledger. */
export default async function grantRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/grant',
    {
      config: { access: 'admin' },
      schema: {
        body: z.strictObject({
          profileId: z.string().max(64),
          shards: amount,
          TWC: amount,
          energy: amount,
          xp: amount,
          crates: pairs('kind'),
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
      const answer = await runAction(app, {
        who: { id: profileId },
        reducer: granted,
        input: grant as Parameters<typeof granted>[1],
        answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), granted: result.granted }),
        idempotency: key,
        requestId: req.id,
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
}
