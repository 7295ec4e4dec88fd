/**
 * `npm run seed:players -- 1000000`: creates that many players in the PostgreSQL of DATABASE_URL
 * (migrations first) in one INSERT ... SELECT over generate_series, each with the rules' starter
 * state and a spread of expedition XP, so the generated total_xp column (and the leaderboard
 * index) are computed by the database as for any player. A load fixture: no sessions, and no
 * ledger rows for the starter kit, so `npm run audit` is not meant for a seeded database.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { starterState } from '../../src/rules/new-player.ts';
import { openPostgres } from '../../src/server/db/database.ts';

/** Day-old accounts, one millisecond apart, so created_at orders ties as for real sign-ups. */
export const SEED_SQL = `
INSERT INTO players (discord_id, username, created_at, state)
SELECT 'seed:' || $4 || ':' || g, 'Seeded ' || g,
       $2::timestamptz + g * interval '1 millisecond',
       jsonb_set($1::jsonb, '{missions,expeditionXp}', to_jsonb((hashint4(g) & 2147483647) % $5))
FROM generate_series($6::int, $3::int) AS g`;

/** Inserts `count` players; answers how long it took, in milliseconds. */
export async function seedPlayers(url: string, count: number, maxXp = 200_000): Promise<number> {
  const db = await openPostgres(url, 1);
  await db.migrate();
  await db.close();
  const now = Date.now();
  const template = JSON.stringify(starterState(now));
  const tag = now.toString(36);
  const since = new Date(now - 86_400_000);
  // One INSERT per core: the rows are independent, the work (JSON, generated columns, checks,
  // indexes) is CPU-bound in PostgreSQL.
  const parts = 2;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parts }, async (_, i) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const first = Math.floor((count * i) / parts) + 1;
        const last = Math.floor((count * (i + 1)) / parts);
        await client.query(SEED_SQL, [template, since, last, tag, maxXp, first]);
      } finally {
        await client.end();
      }
    }),
  );
  // Fresh statistics and visibility map: the planner then picks index-only scans at once.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('VACUUM ANALYZE players').finally(() => client.end());
  return performance.now() - started;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 1_000_000);
  const url = process.env.DATABASE_URL;
  if (!url || !Number.isInteger(count) || count < 1) {
    process.stderr.write('usage: DATABASE_URL=postgres://... npm run seed:players -- 1000000\n');
    process.exit(2);
  }
  const ms = await seedPlayers(url, count);
  process.stdout.write(`seeded ${count} players in ${(ms / 1000).toFixed(1)} s\n`);
}
