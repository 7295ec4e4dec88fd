import fp from 'fastify-plugin';
import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { liveHub, type LiveHub } from '../live/live-hub.ts';
import { worldFeed, type WorldFeed } from '../live/world-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open live streams (src/server/live). */
    live: LiveHub;
    /** The public feed of Warlords marching (src/server/live/world-feed.ts). */
    world: WorldFeed;
  }
}

/**
 * Server-sent events (@fastify/sse) and the hub of this process's live streams. @fastify/sse's own
 * heartbeat is a timer per connection: it is off (0), the hub's one timer beats every stream.
 */
export default fp(async function live(app: FastifyInstance) {
  await app.register(sse, { heartbeatInterval: 0 });
  app.decorate(
    'live',
    liveHub(app.deps.db, app.log, {
      clock: app.deps.clock,
      sessionCheckMs: app.deps.config.liveSessionCheckMs,
    }),
  );
  app.decorate('world', worldFeed(app.deps.db, app.live, app.deps.clock));
  // Streams never end by themselves: they are closed before the server waits for its requests.
  app.addHook('preClose', async () => {
    app.world.stop();
    await app.live.stop();
  });
});
