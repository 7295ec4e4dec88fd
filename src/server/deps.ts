import type { Rng } from '../rules/rng.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { PlayerRow } from './game/players.ts';

/** What the app is built from; tests pin the clock and seed the random source. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Epoch milliseconds now. */
  clock: () => number;
  rng: Rng;
}

/** The signed-in player a request acts for. */
export interface SessionPlayer {
  id: string;
  discordId: string;
  /** The player's row as read with the session (a game read answers from it). */
  row?: PlayerRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route registered, as method and url (collected with an onRoute hook). */
    routeTable: { method: string; url: string }[];
  }
  interface FastifyRequest {
    player: SessionPlayer | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: a player (game call), the bot, the operator, or anyone. */
    access?: 'player' | 'bot' | 'admin' | 'public';
  }
}
