import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { crateBought } from '../../../rules/actions/crate-bought.ts';
import { crateOpened } from '../../../rules/actions/crate-opened.ts';
import { gumballPulled } from '../../../rules/actions/gumball-pulled.ts';
import { cratesView } from '../../../rules/views/crates-view.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { emptyBody, int } from '../../validation.ts';
import { gameRead, gameWrite } from '../game-route.ts';

/** GET /crates, POST /crates/buy, /crates/open, /crates/gumball. */
export default async function crates(app: FastifyInstance) {
  gameRead(app, '/crates', (state, now) => cratesView(state, now));

  gameWrite(
    app,
    '/crates/buy',
    z.strictObject({
      kind: int(),
      currency: z.enum(['shards', 'TWC'], { message: 'Pay with shards or TWC' }),
      count: int(1, 10, 'Buy 1 to 10 crates').default(1),
    }),
    {
      reducer: crateBought,
      input: ({ kind, currency, count }) => ({ kind, currency, count }),
      answer: ({ state }, { now }) => ({ pocket: pocketView(state, now) }),
    },
  );

  gameWrite(app, '/crates/open', z.strictObject({ crateId: int() }), {
    reducer: crateOpened,
    input: ({ crateId }) => ({ kind: crateId }),
    answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), reward: result.reward }),
  });

  gameWrite(app, '/crates/gumball', emptyBody, {
    reducer: gumballPulled,
    input: () => ({}),
    answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), reward: result.reward }),
  });
}
