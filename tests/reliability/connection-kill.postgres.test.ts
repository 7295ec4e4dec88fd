/**
 * A lost PostgreSQL connection under a write burst (issue 18, finding 1): every connection of the
 * server is ended with pg_terminate_backend while writes are in flight. The process must live on,
 * answer the in-flight requests with a clean status (503 for those whose connection went), answer
 * the next requests normally, and the books must balance.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { openPostgres, type Database } from '../../src/server/db/database.ts';
import {
  freshPostgres,
  httpClient,
  newFigures,
  printFigures,
  startServer,
  statuses,
  type ServerProcess,
} from './support.ts';

const f = newFigures();
let base: Awaited<ReturnType<typeof freshPostgres>>;
let server: ServerProcess;
let db: Database;

beforeAll(async () => {
  base = await freshPostgres(process.env.DATABASE_URL!);
  server = await startServer({
    DATABASE_URL: base.url,
    WRITES_PER_SECOND: '100000',
    SIGN_INS_PER_MINUTE: '100000',
  });
  db = await openPostgres(base.url, 2);
});
afterAll(async () => {
  printFigures('connection-kill-postgres', f);
  await server?.kill('SIGTERM');
  await db?.close();
  await base?.drop();
});

/** Ends every connection to the suite's database but the caller's own; answers how many. */
async function terminateAll(): Promise<number> {
  const c = new pg.Client({ connectionString: base.url });
  await c.connect();
  try {
    const r = await c.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return r.rowCount ?? 0;
  } finally {
    await c.end();
  }
}

describe('connections killed under a write burst', () => {
  it('answers 503 to what was in flight, keeps serving, and the audit stays clean', async () => {
    const http = httpClient(server.url, f);
    const players = await Promise.all(Array.from({ length: 10 }, (_, i) => http.signIn(`Kill${i}`)));
    for (const p of players) {
      const g = await http.admin('POST', '/api/admin/grant', { profileId: p.id, shards: 1_000_000 });
      expect(g.status).toBe(200);
    }
    let killed = 0;
    for (let round = 0; round < 5; round++) {
      const burst = Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          http.call(players[i % players.length]!, 'POST', '/crates/buy', { kind: 0, currency: 'shards' }),
        ),
      );
      await new Promise((r) => setTimeout(r, 20 + round * 15));
      killed += await terminateAll();
      const replies = await burst;
      f.requests += replies.length;
      f.races++;
      const seen = statuses(replies);
      f.faults += seen[503] ?? 0;
      // Only success, the clean refusal of a lost connection, or nothing else.
      expect(Object.keys(seen).filter((s) => s !== '200' && s !== '503')).toEqual([]);
    }
    f.killed = killed;
    expect(killed).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);

    // The server serves again as before: a write and a read.
    const p = players[0]!;
    const bought = await http.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' });
    expect(bought.status).toBe(200);
    expect((await http.call(p, 'GET', '/pocket')).status).toBe(200);

    const differences = await auditLedger(db);
    for (const d of differences)
      f.lost.push(`${d.problem} ${d.playerId} ${d.what} ${d.balance}/${d.ledgerSum}`);
    expect(differences).toEqual([]);
  });
});
