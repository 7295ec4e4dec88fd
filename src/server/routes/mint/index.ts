import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mintReserved } from '../../../rules/actions/mint-reserved.ts';
import { VOUCHER_KEYS, voucherByType } from '../../../rules/catalog/vouchers.ts';
import { GameError } from '../../../rules/errors.ts';
import { mintView } from '../../../rules/views/mint-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { mintReservations } from '../../db/schema.ts';
import { mintWindow, reservationsOf, walletOf } from '../../game/mint.ts';
import { findPlayer } from '../../game/players.ts';
import { runAction } from '../../game/run-action.ts';
import { userParams } from '../game-route.ts';
import { playerPost } from '../market/player-post.ts';
import { int } from '../../validation.ts';

const reserveBody = z.strictObject({
  vaucher: z.union([z.enum(VOUCHER_KEYS as [string, ...string[]]), int()], {
    error: (issue) =>
      issue.input === undefined
        ? 'Required'
        : 'vaucher is a voucher name (Whitelist...) or a pass type (0, 1, 3, 4, 5)',
  }),
});

/** GET /mint and POST /mint/reserve. */
export default async function mint(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/:userId/mint',
      { config: { access: 'player' }, schema: { params: userParams } },
      async (req) => {
        const id = req.player!.id;
        const { row, window, reservations } = await db.read(async (d) => ({
          row: await findPlayer(d, id),
          window: await mintWindow(d),
          reservations: await reservationsOf(d, id),
        }));
        if (!row) throw new GameError('No such player', 404);
        return mintView(row.state, window, reservations, clock());
      },
    );

  playerPost(app, '/mint/reserve', reserveBody, async ({ playerId, body, idempotency, requestId }) =>
    runAction(app, {
      who: { id: playerId },
      reducer: mintReserved,
      input: async (tx, row) => ({
        vaucher: body.vaucher as Parameters<typeof mintReserved>[1]['vaucher'],
        wallet: walletOf(row),
        window: await mintWindow(tx),
      }),
      after: async (tx, row, { result }, { now }) => {
        await tx.insert(mintReservations).values({
          playerId: row.id,
          passType: result.type,
          wallet: result.wallet,
          createdAt: new Date(now),
        });
      },
      answer: ({ state, result }, { now }) => ({
        reservation: {
          type: result.type,
          name: voucherByType(result.type)?.name ?? result.vaucher,
          wallet: result.wallet,
          at: new Date(now).toISOString(),
        },
        pocket: pocketView(state, now),
      }),
      idempotency,
      requestId,
    }),
  );
}
