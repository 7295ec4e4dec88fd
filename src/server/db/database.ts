import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { createMutex } from './mutex.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one migrations folder of both engines. */
export const MIGRATIONS = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** PostgreSQL error codes after which the whole transaction is worth running again. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

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
}

function withRetries(db: Db, exclusive: <T>(fn: () => Promise<T>) => Promise<T>) {
  return async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await exclusive(() => db.transaction(fn));
      } catch (err) {
        const code = pgCode(err);
        if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw err;
        await new Promise((r) => setTimeout(r, attempt * 5 + Math.floor(attempt * 10 * Math.random())));
      }
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

/** The embedded engine (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openEmbedded(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const mutex = createMutex();
  return {
    kind: 'embedded',
    transaction: withRetries(db as unknown as Db, mutex),
    read: (fn) => mutex(() => fn(db as unknown as Db)),
    migrate: () => mutex(() => migratePglite(db, { migrationsFolder: MIGRATIONS })),
    close: () => client.close(),
  };
}

/** PostgreSQL at `url`, through a connection pool. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that drops (server restart, failover) must not crash the process:
  // the pool opens a new one on next use.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const direct = <T>(fn: () => Promise<T>) => fn();
  return {
    kind: 'postgres',
    transaction: withRetries(db as unknown as Db, direct),
    read: (fn) => fn(db as unknown as Db),
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
    close: () => pool.end(),
  };
}

/** The database the settings name: PostgreSQL when a URL is given, else the embedded one. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}
