import type { FastifyInstance } from 'fastify';
import { bearer, hashToken } from '../../auth/tokens.ts';
import { LiveStream } from '../../live/live-stream.ts';
import { MAX_BUFFERED } from '../../live/live-hub.ts';
import { live } from '../../../contract/game.ts';
import { worldLive } from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';

/**
 * GET /api/{userId}/live: the player's live stream (server-sent events; docs/server.md, "Live").
 * Authenticated as the game's reads are. `hello` carries the player's live sequence; each
 * `change` the views a committed change touched and the ledger rows it wrote. A client that
 * reconnects with Last-Event-ID gets what it missed since.
 */
export default async function liveRoutes(app: FastifyInstance) {
  const { db, config, clock } = app.deps;
  serve(app, live, { sse: true }, async (req, reply) => {
    // Without Accept: text/event-stream, @fastify/sse hands the request over without `sse`.
    if (!(reply as { sse?: unknown }).sse) {
      return reply.code(406).send({ err: 'The live stream is sent as text/event-stream: ask for it' });
    }
    const token = bearer(req.headers.authorization)!;
    const stream = new LiveStream({
      playerId: req.player!.id,
      tokenHash: hashToken(token),
      sse: reply.sse,
      raw: reply.raw,
      deps: { db, config, clock },
    });
    reply.sse.keepAlive();
    const unbeat = app.live.heartbeat.add(reply.raw);
    reply.sse.onClose(() => {
      unbeat();
      stream.close();
      app.live.remove(stream);
    });
    await app.live.add(stream);
    await stream.start(reply.sse.lastEventId);
  });

  // GET /api/world/live: public, the Warlords marching to and from regions (world-feed.ts), the
  // recent ones first (`marches`), then each as it comes (`march`), at most a few a second.
  serve(app, worldLive, { sse: true }, async (_req, reply) => {
    if (!(reply as { sse?: unknown }).sse) {
      return reply.code(406).send({ err: 'The world feed is sent as text/event-stream: ask for it' });
    }
    reply.sse.keepAlive();
    reply.sse.onClose(app.live.heartbeat.add(reply.raw));
    const { recent, leave } = await app.world.watch(
      (march) => {
        // A viewer that cannot keep up misses marches rather than holding them.
        if (reply.raw.writableLength > MAX_BUFFERED) return;
        void reply.sse.send({ event: 'march', data: march }).catch(() => undefined);
      },
      () => reply.sse.close(),
    );
    reply.sse.onClose(leave);
    if (!reply.sse.isConnected) return leave();
    await reply.sse.send({ event: 'marches', data: recent });
  });
}
