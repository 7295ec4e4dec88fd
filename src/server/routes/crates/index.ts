import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { crateBought } from '../../../rules/actions/crate-bought.ts';
import { crateOpened } from '../../../rules/actions/crate-opened.ts';
import { gumballPulled } from '../../../rules/actions/gumball-pulled.ts';
import { cratesView } from '../../../rules/views/crates-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { gameRead } from '../game-route.ts';
import { write } from '../write-route.ts';

/** GET /crates, POST /crates/buy, /crates/open, /crates/gumball. */
export default async function crates(app: FastifyInstance) {
  gameRead(app, api.crates, (state, now) => cratesView(state, now));

  write(app, api.cratesBuy, {
    actor: 'session',
    reducer: crateBought,
    action: (req) => ({
      input: { kind: req.body.kind, currency: req.body.currency, count: req.body.count },
      answer: ({ state }, { now }) => ({ pocket: pocketView(state, now) }),
    }),
  });

  write(app, api.cratesOpen, {
    actor: 'session',
    reducer: crateOpened,
    action: (req) => ({
      input: { kind: req.body.crateId },
      answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), reward: result.reward }),
    }),
  });

  write(app, api.cratesGumball, {
    actor: 'session',
    reducer: gumballPulled,
    action: () => ({
      input: {},
      answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), reward: result.reward }),
    }),
  });
}
