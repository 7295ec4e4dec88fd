import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { crateBought } from '../../../rules/actions/crate-bought.ts';
import { crateOpened } from '../../../rules/actions/crate-opened.ts';
import { gumballPulled } from '../../../rules/actions/gumball-pulled.ts';
import { cratesView } from '../../../rules/views/crates-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { gameRead, gameWrite } from '../game-route.ts';

/** GET /crates, POST /crates/buy, /crates/open, /crates/gumball. */
export default async function crates(app: FastifyInstance) {
  gameRead(app, api.crates, (state, now) => cratesView(state, now));

  gameWrite(app, api.cratesBuy, {
    reducer: crateBought,
    input: ({ kind, currency, count }) => ({ kind, currency, count }),
    answer: ({ state }, { now }) => ({ pocket: pocketView(state, now) }),
  });

  gameWrite(app, api.cratesOpen, {
    reducer: crateOpened,
    input: ({ crateId }) => ({ kind: crateId }),
    answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), reward: result.reward }),
  });

  gameWrite(app, api.cratesGumball, {
    reducer: gumballPulled,
    input: () => ({}),
    answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), reward: result.reward }),
  });
}
