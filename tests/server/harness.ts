import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { settle } from '../../src/rules/ledger.ts';
import { starterState } from '../../src/rules/new-player.ts';
import { reducer, type PlayerState } from '../../src/rules/state.ts';
import { runAction } from '../../src/server/game/run-action.ts';
import { seededRng } from '../../src/rules/rng.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config, type Env } from '../../src/server/config.ts';
import { migratedSnapshot, openEmbedded, openPostgres, type Database } from '../../src/server/db/database.ts';

/** 2026-01-10T12:00:00Z, as in the rules' fixtures. */
export const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
export const ADMIN_TOKEN = 'admin-token-for-tests';
export const BOT_TOKEN = 'bot-token-for-tests';

/** A signed-in player: profile id, token and the headers of a game call. */
export interface TestPlayer {
  id: string;
  token: string;
  discordId: string;
  username: string;
  headers: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The pinned clock: read it, set it, move it. */
  clock: { now: number; advance(ms: number): void };
  signIn(username?: string): Promise<TestPlayer>;
  /**
   * A new player with the traits of the fixtures (the first Commons, owned but not worn)
   * instead of the five traits drawn and worn at sign-in: for tests of other rules that name them.
   */
  signInPlain(username?: string): Promise<TestPlayer>;
  /** A game call of `player` at `/api/{player.id}{path}`. */
  call(
    player: TestPlayer,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply>;
  inject(opts: InjectOptions): Promise<Reply>;
  /** An operator call with the admin token (or the bot token for `/api/admin/activities`). */
  admin(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Reply>;
  /** Grants a player goods through the operator call; fails the test when refused. */
  grant(player: TestPlayer, grant: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database on that server, dropped at the end.
 */
async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // From a migrated data folder made once per process; startTestApp's migrate() then finds nothing to do.
    const db = await openEmbedded(undefined, await migratedSnapshot());
    return { db, drop: async () => undefined };
  }
  const name = `warlords_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString(), 20);
  return {
    db,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let names = 0;
let addresses = 0;

/** Builds the app on a fresh database with a pinned clock at NOW and a seeded random source. */
export async function startTestApp(
  opts: { env?: Env; limits?: Partial<Config['limits']>; seed?: number } = {},
): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  await db.migrate();
  const base = loadConfig({
    NODE_ENV: 'test',
    ADMIN_TOKEN,
    ADMIN_TOKEN_NAME: 'ada',
    BOT_TOKEN,
    CLIENT_DIR: 'tests/server/no-client',
    ...opts.env,
  });
  // Generous limits so that tests of concurrency are not cut short; the rate limit test sets its own.
  const config: Config = {
    ...base,
    limits: {
      writes: { max: 10_000, timeWindow: 1000 },
      signIn: { max: 10_000, timeWindow: 60_000 },
      tokenFailures: { max: 10_000, timeWindow: 60_000 },
      ...opts.limits,
    },
  };
  const clock = {
    now: NOW,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildApp({ config, db, clock: () => clock.now, rng: seededRng(opts.seed ?? 7) });
  await app.ready();
  // The server holds every answer to the contract under test (src/server/contract-route.ts); one that
  // does not match fails the test here, with what differs.
  const inject = async (o: InjectOptions) => {
    const res = (await app.inject(o)) as unknown as Reply;
    if (res.statusCode === 500 && res.body.includes('does not match the contract'))
      throw new Error(res.json().err);
    return res;
  };

  async function signIn(username = `player${++names}`): Promise<TestPlayer> {
    // Each sign-in comes from its own address, so that the per-address sign-in limit stays out of the way.
    const n = ++addresses;
    const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const res = await inject({ method: 'POST', url: '/api/_auth/dev', payload: { username }, remoteAddress });
    if (res.statusCode !== 200) throw new Error(`dev sign-in failed: ${res.statusCode} ${res.body}`);
    const { user } = res.json().res;
    return {
      id: user.profileId,
      token: user.token,
      discordId: user.discordId,
      username: user.username,
      headers: { authorization: `Bearer ${user.token}`, 'x-discord-id': user.discordId },
    };
  }

  async function signInPlain(username?: string): Promise<TestPlayer> {
    const p = await signIn(username);
    const kit = starterState(clock.now);
    // Written as a write of its own, with its ledger rows, so the audit still balances.
    const undressed = reducer('test.undressed', (before: PlayerState) =>
      settle(before, { ...before, traits: kit.traits, appliedTraits: kit.appliedTraits }, null),
    );
    await runAction(app, {
      who: { id: p.id },
      reducer: undressed,
      input: null,
      answer: () => null,
      requestId: 'test',
    });
    return p;
  }

  return {
    app,
    db,
    config,
    clock,
    signIn,
    signInPlain,
    inject,
    call: (player, method, path, body, headers = {}) =>
      inject({
        method,
        url: `/api/${player.id}${path}`,
        headers: { ...player.headers, ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    admin: (method, url, body) =>
      inject({
        method,
        url,
        headers: { authorization: `Bearer ${url === '/api/admin/activities' ? BOT_TOKEN : ADMIN_TOKEN}` },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    async grant(player, grant) {
      const res = await inject({
        method: 'POST',
        url: '/api/admin/grant',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { profileId: player.id, ...grant },
      });
      if (res.statusCode !== 200) throw new Error(`grant refused: ${res.statusCode} ${res.body}`);
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
