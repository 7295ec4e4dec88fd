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

/** How often an idle stream sends a comment, so that proxies keep it open. */
const HEARTBEAT_MS = 15_000;

/** Server-sent events (@fastify/sse) and the hub of this process's live streams. */
export default fp(async function live(app: FastifyInstance) {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  app.decorate('live', liveHub(app.deps.db, app.log));
  app.decorate('world', worldFeed(app.deps.db, app.live, app.deps.clock));
  // Streams never end by themselves: they are closed before the server waits for its requests.
  app.addHook('preClose', async () => {
    app.world.stop();
    await app.live.stop();
  });
});
