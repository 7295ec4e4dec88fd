/**
 * Crashes on PostgreSQL (only with DATABASE_URL): a server process under write load is killed
 * with SIGKILL twice and started again on the same database (see crash-rounds.ts).
 */
import { afterAll, describe, it } from 'vitest';
import { crashRounds } from './crash-rounds.ts';
import { freshPostgres, newFigures, printFigures } from './support.ts';

const f = newFigures();
afterAll(() => printFigures('crash-postgres', f));

// Three server starts and four audits: a minute on a busy machine.
describe('a server killed under write load', () => {
  it('recovers on PostgreSQL: audit passes, keys answer once', async () => {
    const pg = await freshPostgres(process.env.DATABASE_URL!);
    try {
      await crashRounds('postgres', f, { DATABASE_URL: pg.url });
    } finally {
      await pg.drop();
    }
  }, 600_000);
});
