import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { battlePassClaimed } from '../../../rules/actions/battle-pass-claimed.ts';
import { battlePassLeftView } from '../../../rules/views/battle-pass-view.ts';
import { missionsView } from '../../../rules/views/missions-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { gameRead } from '../game-route.ts';
import { write } from '../write-route.ts';

/** POST /battle-pass/claim and GET /battle-pass/left. */
export default async function battlePass(app: FastifyInstance) {
  gameRead(app, api.battlePassLeft, (_state, _now, world) => battlePassLeftView(world.voucherStock ?? {}), {
    voucherStock: true,
  });

  write(app, api.battlePassClaim, {
    actor: 'session',
    reducer: battlePassClaimed,
    action: (req) => ({
      input: { count: req.body?.count ?? 1 },
      voucherStock: true,
      // The voucher stock was read before this claim took from it; missions shows it as of the claim.
      answer: ({ state, result }, { now, world }) => ({
        pocket: pocketView(state, now),
        missions: missionsView(state, now, world.voucherStock),
        reward: result.reward,
        levels: result.levels,
      }),
    }),
  });
}
