/**
 * The real game server for the bot's integration test: the app of src/server/app.ts on a fresh
 * in-memory embedded database, listening on loopback; it can be stopped and started again on the
 * same port and database, as a server restart would.
 */
import type { FastifyInstance } from 'fastify';
import { seededRng } from '../../src/rules/rng.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migratedSnapshot, openEmbedded, type Database } from '../../src/server/db/database.ts';
import { newPlayer } from '../../src/server/game/new-player.ts';

export const BOT_TOKEN = 'bot-token-for-bot-tests';

export interface RunningGameServer {
  url: string;
  /** Makes a player of a Discord member, as their first Discord sign-in would. */
  addPlayer(discordId: string, username: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startGameServer(): Promise<RunningGameServer> {
  const db: Database = await openEmbedded(undefined, await migratedSnapshot());
  await db.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    BOT_TOKEN,
    ADMIN_TOKEN: 'admin',
    CLIENT_DIR: 'tests/bot/no-client',
  });
  let app: FastifyInstance | null = null;
  let port = 0;

  async function start() {
    app = await buildApp({ config, db, clock: () => Date.now(), rng: seededRng(3) });
    await app.listen({ port, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  }
  async function stop() {
    await app?.close();
    app = null;
  }
  await start();

  return {
    url: `http://127.0.0.1:${port}`,
    addPlayer: (discordId, username) => newPlayer(app!, { discordId, username, avatar: null }, 'bot-test'),
    stop,
    start,
    async close() {
      await stop();
      await db.close();
    },
  };
}
