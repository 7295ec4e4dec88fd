import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { granted } from '../../../rules/actions/granted.ts';
import { VOUCHER_KEYS, type VoucherKey } from '../../../rules/catalog/vouchers.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { runAction } from '../../game/run-action.ts';
import { BAD_KEY, idempotencyKeyOf } from '../game-route.ts';
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
            .array(z.strictObject({ vaucher: z.enum(VOUCHER_KEYS as [VoucherKey, ...VoucherKey[]]), count }))
            .max(10)
            .optional(),
        }),
      },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req);
      if (key === false) return reply.code(400).send(BAD_KEY);
      const { profileId, ...grant } = req.body;
      const answer = await runAction(app.deps, {
        who: { id: profileId },
        action: 'granted',
        reducer: granted,
        input: grant as Parameters<typeof granted>[1],
        answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), granted: result.granted }),
        idempotencyKey: key,
        requestId: req.id,
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
}
