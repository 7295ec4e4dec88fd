import type { FastifyInstance } from 'fastify';
import { mintReserved } from '../../../rules/actions/mint-reserved.ts';
import { voucherByType } from '../../../rules/catalog/vouchers.ts';
import { GameError } from '../../../rules/errors.ts';
import { mintView } from '../../../rules/views/mint-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { mintReservations } from '../../db/schema.ts';
import { mintWindow, reservationsOf, walletOf } from '../../game/mint.ts';
import { findPlayer } from '../../game/players.ts';
import * as api from '../../../contract/game.ts';
import type { ServedResOf } from '../../../contract/endpoint.ts';
import { serve } from '../../contract-route.ts';
import { write } from '../write-route.ts';

/** GET /mint and POST /mint/reserve. */
export default async function mint(app: FastifyInstance) {
  const { db, clock } = app.deps;

  serve(app, api.mint, {}, async (req) => {
    const id = req.player!.id;
    const { row, window, reservations } = await db.read(async (d) => ({
      row: await findPlayer(d, id),
      window: await mintWindow(d),
      reservations: await reservationsOf(d, id),
    }));
    if (!row) throw new GameError('No such player', 404);
    return mintView(row.state, window, reservations, clock());
  });

  write(app, api.mintReserve, {
    actor: 'player',
    reducer: mintReserved,
    action: ({ body }) => ({
      input: async (tx, row) => ({
        voucher: body.voucher as Parameters<typeof mintReserved>[1]['voucher'],
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
      answer: ({ state, result }, { now }): ServedResOf<typeof api.mintReserve> => ({
        reservation: {
          type: result.type,
          name: voucherByType(result.type)?.name ?? result.voucher,
          wallet: result.wallet,
          at: new Date(now).toISOString(),
        },
        pocket: pocketView(state, now),
      }),
    }),
  });
}
