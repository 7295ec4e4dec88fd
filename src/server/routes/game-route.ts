import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint, ServedOf } from '../../contract/endpoint.ts';
import type { PlayerState, World } from '../../rules/state.ts';
import { GameError } from '../../rules/errors.ts';
import { findPlayer } from '../game/players.ts';
import { keptWorld, loadWorld } from '../game/world.ts';
import { serve, wired } from '../contract-route.ts';

/**
 * A game read: answers `view(state, now, world)` for the path's player (the record itself, 200).
 * A route that writes its answer's JSON itself (the same bytes, faster: src/server/views) passes
 * that writer as `json`.
 */
export function gameRead<E extends AnyEndpoint>(
  app: FastifyInstance,
  ep: E,
  view: (state: PlayerState, now: number, world: World) => ServedOf<E>,
  opts: {
    voucherStock?: boolean;
    json?: (state: PlayerState, now: number, world: World) => string;
  } = {},
) {
  const { db, clock, config } = app.deps;
  serve(app, ep, {}, async (req, reply) => {
    // The state came with the session (one query); the world is kept for a second: most reads
    // then need no further database call.
    const kept = opts.voucherStock ? null : keptWorld(config);
    const known = req.player?.state;
    const { state, world } =
      known && kept
        ? { state: known, world: kept }
        : await db.read(async (d) => ({
            state: known ?? (await findPlayer(d, req.player!.id))?.state,
            world: kept ?? (await loadWorld(d, config, { voucherStock: opts.voucherStock })),
          }));
    if (!state) throw new GameError('No such player', 404);
    const now = clock();
    if (!opts.json) return reply.send(wired(ep, view(state, now, world)));
    return reply.type('application/json; charset=utf-8').send(opts.json(state, now, world));
  });
}
