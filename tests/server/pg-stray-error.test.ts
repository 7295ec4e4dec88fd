/**
 * A PostgreSQL client's stray 'error' never ends the process (database.ts
 * `keepClientErrorsFromEndingTheProcess`): once the database is opened, a client emitting 'error'
 * with nobody else listening (a killed connection's second error, after its holder's listener
 * went) is heard by its own do-nothing listener, while a holder's listener still hears it.
 * Runs where PostgreSQL is (DATABASE_URL), as the other PostgreSQL suites.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/database.ts';

const url = process.env.DATABASE_URL;

describe.runIf(url)("a PostgreSQL client's stray error", () => {
  it('is heard by its own listener once connected, and still reaches its holder', async () => {
    const db = await openPostgres(url!, 1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Nobody of ours listens: without the guard, this emit would throw ("Unhandled 'error' event").
      expect(() => client.emit('error', new Error('terminating connection'))).not.toThrow();
      const heard: string[] = [];
      client.on('error', (e) => heard.push(e.message));
      client.emit('error', new Error('Connection terminated unexpectedly'));
      expect(heard).toEqual(['Connection terminated unexpectedly']);
    } finally {
      await client.end();
      await db.close();
    }
  });
});
