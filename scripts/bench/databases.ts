/** Fresh PostgreSQL databases for the bench, on the server of DATABASE_URL, dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Creates `warlords_bench_<tag>_<random>` next to the database of `serverUrl`. */
export async function freshDatabase(serverUrl: string, tag: string): Promise<BenchDatabase> {
  const name = `warlords_bench_${tag}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    drop: () =>
      admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
