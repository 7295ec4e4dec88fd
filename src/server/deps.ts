import type { AnyEndpoint } from '../contract/endpoint.ts';
import type { failureLimit } from './auth/failure-limit.ts';
import type { FastifyReply, FastifySchema } from 'fastify';
import type { Rng } from '../rules/rng.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { PlayerState } from '../rules/state.ts';
import type { PlayerStore } from './game/player-store.ts';
import type { Role } from './ops/roles.ts';

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
  /** The player's state as read with the session (a game read answers from it). */
  state?: PlayerState;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route registered, as method, url and schema (collected with an onRoute hook). */
    routeTable: { method: string; url: string; schema?: FastifySchema }[];
    /** What the process knows of players: a game read's session and state, a write's locked rows. */
    players: PlayerStore;
    /** Wrong operator and metrics tokens per address: guesses stop after a few (429). */
    tokenFailures: ReturnType<typeof failureLimit>;
    /** Checks the session of a game call as `onRequest` does; answers 401/403 itself. */
    checkPlayer(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    player: SessionPlayer | null;
    /**
     * The SHA-256 of the request's bearer token, on a game write whose session is checked in its
     * own transaction (see `sessionInWrite`); null elsewhere.
     */
    sessionHash: string | null;
    /** The operator of an operator call: the admin token, or who signed in to the console. */
    operator: {
      name: string;
      console: boolean;
      sessionId?: string;
      /** `token:<name>` or `discord:<id>` (ops/roles.ts). */
      key: string;
      /** Read again on every request, with a support operator's grant limit. */
      role: Role;
      grantLimit: number;
    } | null;
    /** The reason an operator call gave (X-Operator-Reason, decoded, not blank), if any. */
    operatorReason: string | undefined;
  }
  interface FastifyContextConfig {
    /** The route's entry in the contract (src/contract), set by `serve` or found by its method and path. */
    endpoint?: AnyEndpoint;
    /** Who may call the route: a player (game call), the bot, the operator, or anyone. */
    access?: 'player' | 'bot' | 'admin' | 'public';
    /**
     * A game write whose session is checked by the write's own transaction, in the query that
     * locks the player's row (one round trip less), instead of before the handler. Only the
     * token's presence is checked before; a body that fails validation has its session checked
     * first, so the answers (401, 403, then 400) are those of every other game call.
     */
    sessionInWrite?: boolean;
    /** An operator write the console may send without a reason (signing out). */
    noReason?: boolean;
    /** The least role an operator call needs; by default a viewer for a read, an admin for a change. */
    operatorRole?: Role;
  }
}
