import type { Socket } from 'node:net';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import createSubscriber from 'pg-listen';
import * as schema from './schema.ts';
import { createMutex } from './mutex.ts';
import { metrics, type PoolUse } from '../metrics.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one migrations folder of both engines. */
export const MIGRATIONS = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** PostgreSQL error codes after which the whole transaction is worth running again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

/**
 * The database could not be reached or dropped the connection mid-request (a restart, a failover):
 * the request is answered 503 with Retry-After, and the client may send it again (with its
 * Idempotency-Key, a write that did commit is answered as it was).
 */
export class DatabaseUnavailable extends Error {
  readonly status = 503;
  constructor(cause?: unknown) {
    super('The database is unavailable', { cause });
  }
}

/** PostgreSQL's codes of a lost or refused connection: class 08, and 57P01-57P03 (shutdown). */
const UNAVAILABLE = /^(08|57P0[123])/;

/** Whether an error is the database going away rather than a query of ours failing. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e !== 'object') break;
    if (typeof e.code === 'string' && UNAVAILABLE.test(e.code)) return true;
    if (e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET') return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|Client has encountered a connection error/.test(e.message)
    )
      return true;
  }
  return false;
}

/** The error code of a database error, looking through drizzle's wrapper. */
export function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
    if (typeof e !== 'object') break;
  }
  return undefined;
}

/**
 * The database, whichever engine holds it. Every access goes through `transaction` or `read`:
 * the embedded engine has one connection, so they are serialised by a mutex there.
 */
export interface Database {
  kind: 'embedded' | 'postgres';
  /** Runs `fn` in one transaction, again (a few times) after a serialization failure or a deadlock. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs plain reads outside a transaction. */
  read<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The connections open, idle and waited for, for the metrics. */
  poolUse?(): PoolUse;
  /** The embedded engine's SQL dump (pg_dump), taken between two transactions, so consistent. */
  dump?(): Promise<string>;
  /**
   * Calls `onNote` with the payload of each notification on `channel` (delivered at commit), and
   * `onResume` once a lost listening connection is back (notifications meanwhile are lost).
   * Resolves, once listening, to the function that stops.
   */
  listen(
    channel: string,
    onNote: (payload: string) => void,
    onResume: () => void,
  ): Promise<() => Promise<void>>;
}

/** Each transaction's last statement still under way, as `lastStatement` left it. */
const lastStatements = new WeakMap<object, Promise<unknown>>();

/**
 * Marks `statement`, already issued, as the last of `tx`'s transaction: the transaction's function
 * may then return without waiting for it, issuing nothing more. On PostgreSQL, COMMIT is sent right
 * behind it (one round trip fewer); on either engine the transaction commits only if it succeeded,
 * and its error is the transaction's.
 */
export function lastStatement(tx: Tx, statement: Promise<unknown>): void {
  statement.catch(() => undefined); // handled where the transaction ends
  lastStatements.set(tx, statement);
}

function withRetries(transactionOnce: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>) {
  return async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transactionOnce(fn);
      } catch (err) {
        const code = pgCode(err);
        if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw err;
        metrics.transactionRetries.inc();
        await new Promise((r) => setTimeout(r, attempt * 5 + Math.floor(attempt * 10 * Math.random())));
      }
    }
  };
}

/** What drizzle's node-postgres database holds that a transaction of its own is made from. */
interface PgSessionParts {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * drizzle's transaction on a pooled connection in pipeline mode, with BEGIN sent in the same
 * socket write as the transaction's first statement: the server runs them in order, and the
 * transaction waits for one round trip fewer (a game write is then BEGIN + lock, save, COMMIT).
 * If either fails, the transaction is rolled back as drizzle's would be; a connection that cannot
 * even roll back is not given back to the pool.
 */
function pipelinedTransaction(pool: pg.Pool, parts: PgSessionParts) {
  return async function transactionOnce<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    let broken = false;
    const client = await pool.connect();
    // A checked-out client has no listener of the pool's: without this one, a connection that
    // drops mid-transaction (a restart, a failover, pg_terminate_backend) would emit an 'error'
    // nobody handles and end the process. Its statements fail instead, and the request gets 503.
    const lost = () => (broken = true);
    client.on('error', lost);
    const session = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
    const tx = new NodePgTransaction(parts.dialect, session, parts.schema) as unknown as Tx;
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    try {
      socket.cork();
      let running: Promise<T>;
      let begun: Promise<unknown>;
      try {
        begun = client.query('BEGIN');
        running = fn(tx); // its first statement, issued before fn first waits, joins BEGIN's write
      } finally {
        socket.uncork();
      }
      const [, result] = await Promise.all([begun, running]);
      // After a failed last statement the transaction is aborted, and COMMIT only rolls it back.
      await Promise.all([lastStatements.get(tx), client.query('COMMIT')]);
      return result;
    } catch (err) {
      if (!broken) await client.query('ROLLBACK').catch(() => (broken = true));
      throw broken ? new DatabaseUnavailable(err) : err;
    } finally {
      client.removeListener('error', lost);
      client.release(broken);
    }
  };
}

/**
 * One SQL statement of ours on the hot path, by name. On PostgreSQL it is prepared once per
 * connection and then only bound and run (no parse, no plan, no query building per request); the
 * embedded engine runs its text. Values are bound as parameters, never spliced into the text.
 */
export interface Statement {
  name: string;
  text: string;
}

/**
 * A time as a statement's parameter: ISO text, which PostgreSQL reads as it reads the driver's own
 * text for a `Date` (both go as untyped text), without the driver's local-time formatting (about
 * 1 us a call on the hot path).
 */
export const isoTime = (ms: number): string => new Date(ms).toISOString();

interface EmbeddedClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `stmt` through the driver's own client under `db` or `tx` (the pool, a pooled connection
 * in a transaction, or the embedded engine or its transaction), so it joins the transaction of
 * `tx`. Rows come back with the database's column names.
 */
export async function runStatement<Row>(db: Db | Tx, stmt: Statement, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query({ name: stmt.name, text: stmt.text, values })).rows as Row[];
  }
  return (await (client as EmbeddedClient).query(stmt.text, values)).rows as Row[];
}

/**
 * PGlite's pg_dump (loaded on first use: a few MB of WebAssembly), as SQL text with INSERTs.
 * pg_dump leaves its read transaction open on the one connection (a real server would close the
 * connection), with an empty search_path set before it: it is ended here and the path put back,
 * else the next rollback of a game write would bring the empty path back.
 */
async function dumpEmbedded(client: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const { search_path: path } = (await client.query<{ search_path: string }>('SHOW search_path')).rows[0]!;
  try {
    return await (await pgDump({ pg: client })).text();
  } finally {
    if (client.isInTransaction()) await client.exec('ROLLBACK');
    await client.exec(`SET search_path TO ${path}`);
  }
}

/**
 * The embedded engine (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. An in-memory
 * one may start from `from`, a data folder saved by `migratedSnapshot()` (no initdb, no migrations
 * to run: a quarter of a fresh start's time).
 */
export async function openEmbedded(dataDir?: string, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite(from ? { loadDataDir: from } : undefined);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const mutex = createMutex();
  let waiting = 0;
  const counted = <T>(fn: () => Promise<T>) => {
    waiting += 1;
    return mutex(() => ((waiting -= 1), fn()));
  };
  return {
    kind: 'embedded',
    transaction: withRetries((fn) =>
      counted(() =>
        (db as unknown as Db).transaction(async (tx) => {
          const result = await fn(tx);
          await lastStatements.get(tx);
          return result;
        }),
      ),
    ),
    read: (fn) => counted(() => fn(db as unknown as Db)),
    migrate: () => counted(() => migratePglite(db, { migrationsFolder: MIGRATIONS })),
    close: () => client.close(),
    // One connection, busy whenever a caller waits or runs.
    poolUse: () => ({ total: 1, idle: waiting === 0 ? 1 : 0, waiting }),
    dump: () => counted(() => dumpEmbedded(client)),
    // One process holds the embedded database: its notifications never need a second connection.
    listen: (channel, onNote) => client.listen(channel, onNote).then((stop) => () => stop()),
  };
}

let snapshot: Promise<Blob> | undefined;

/**
 * An in-memory embedded database migrated to this tree's migrations, saved as a data folder once per
 * process (so it is never older than the migrations the process reads): for tests that open many
 * fresh databases, `openEmbedded(undefined, await migratedSnapshot())`.
 */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const client = new PGlite();
    await client.waitReady;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
    const blob = await client.dumpDataDir('none');
    await client.close();
    return blob;
  })();
  return snapshot;
}

/**
 * A connection of its own that listens on PostgreSQL (pg-listen: it reconnects after a restart or
 * a failover, and says so, since what was notified meanwhile is lost).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNote: (payload: string) => void,
  onResume: () => void,
): Promise<() => Promise<void>> {
  keepClientErrorsFromEndingTheProcess();
  const subscriber = createSubscriber(
    { connectionString: url },
    {
      parse: (payload: string) => payload,
      paranoidChecking: 15_000,
      retryInterval: (attempt) => Math.min(5000, 250 * attempt),
      retryTimeout: Number.POSITIVE_INFINITY,
    },
  );
  subscriber.notifications.on(channel, (payload: string) => onNote(payload));
  subscriber.events.on('reconnect', () => undefined);
  subscriber.events.on('connected', onResume);
  // A lost connection that could not be had back: logged by the caller's onResume never coming.
  subscriber.events.on('error', () => undefined);
  await subscriber.connect();
  await subscriber.listenTo(channel);
  return () => subscriber.close();
}

/** Clients given a listener of their own for 'error' (pg's Client has no hook for it). */
const heard = new WeakSet<object>();

/**
 * Every PostgreSQL client, the pool's and the notification subscriber's, keeps a listener for
 * 'error' that does nothing: a connection killed under load (pg_terminate_backend, a failover) can
 * emit 'error' twice, the second after the listener of whoever held it has gone (pg-listen listens
 * `once` while it reconnects), and an 'error' nobody listens to ends the process. It did, "Unhandled
 * 'error' event … terminating connection due to administrator command", in 2 of 40 runs of
 * tests/reliability/connection-kill.postgres.test.ts on a loaded machine. Whoever holds a client
 * still hears its errors; this only keeps a stray one from ending the server.
 */
function keepClientErrorsFromEndingTheProcess(): void {
  const proto = pg.Client.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  if (heard.has(proto)) return;
  heard.add(proto);
  const connect = proto.connect;
  proto.connect = function (this: pg.Client, ...args: unknown[]) {
    if (!heard.has(this)) {
      heard.add(this);
      this.on('error', () => undefined);
    }
    return connect.apply(this, args);
  };
}

/** PostgreSQL at `url`, through a connection pool. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  keepClientErrorsFromEndingTheProcess();
  // Pipeline mode: a connection may carry a statement before the last one's answer is back (see
  // pipelinedTransaction); statements still run, and answer, in the order they were sent.
  const pool = new pg.Pool({ connectionString: url, max, pipeline: true });
  // An idle connection that drops (server restart, failover) must not crash the process:
  // the pool opens a new one on next use.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const parts = (db as unknown as { session: PgSessionParts }).session;
  return {
    kind: 'postgres',
    transaction: withRetries(pipelinedTransaction(pool, parts)),
    read: (fn) => fn(db as unknown as Db),
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNote, onResume) => listenPostgres(url, channel, onNote, onResume),
  };
}

/** The database the settings name: PostgreSQL when a URL is given, else the embedded one. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}
