import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { expeditionClaimed } from '../../../rules/actions/expedition-claimed.ts';
import { expeditionSent } from '../../../rules/actions/expedition-sent.ts';
import { expeditionView } from '../../../rules/views/expedition-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { energyView, warlordView } from '../../../rules/views/warlord-view.ts';
import { gameRead } from '../game-route.ts';
import { write } from '../write-route.ts';
import { expeditionAnswer } from '../../views/expedition-json.ts';

/** GET /expedition, POST /expedition/send and /expedition/claim. */
export default async function expedition(app: FastifyInstance) {
  gameRead(app, api.expedition, (state, now, world) => expeditionView(state, now, world), {
    json: expeditionAnswer,
  });

  write(app, api.expeditionSend, {
    actor: 'session',
    reducer: expeditionSent,
    action: (req) => ({
      input: { region: req.body.region },
      answer: ({ state, result }, { now, world }) => ({
        expedition: expeditionView(state, now, world).expedition,
        newStage: result.newStage,
        energyLeft: energyView(state, now).energy,
        time: new Date(now).toISOString(),
        warlord: warlordView(state, now),
        // Added to the contract's fields: how the stage went, for the scene to show it.
        how: result.how,
      }),
    }),
  });

  write(app, api.expeditionClaim, {
    actor: 'session',
    reducer: expeditionClaimed,
    action: () => ({
      input: {},
      answer: ({ state, result }, { now, world }) => ({
        region: expeditionView(state, now, world).regions.find((r) => r.id === result.region)!,
        pocket: pocketView(state, now),
        // Added to the contract's fields: what the claim granted, for the reward screen.
        outcome: result.outcome,
        granted: result.granted,
        xpGranted: result.xpGranted,
      }),
    }),
  });
}
