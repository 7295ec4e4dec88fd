/**
 * Crashes on the embedded database folder: a server process under write load is killed with
 * SIGKILL twice and started again on the same folder (see crash-rounds.ts for what is checked).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../src/server/db/database.ts';
import { audit, crashRounds } from './crash-rounds.ts';
import { newFigures, printFigures } from './support.ts';

const f = newFigures();
afterAll(() => printFigures('crash-embedded', f));

// Three server starts and four audits: a minute on a busy machine.
describe('a server killed under write load', () => {
  it('recovers the embedded database folder: audit passes, keys answer once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warlords-crash-'));
    try {
      // DATABASE_URL emptied: this is the embedded folder even when the environment names PostgreSQL.
      await crashRounds('embedded', f, { DATA_DIR: dir, DATABASE_URL: '' });
      // The audit names what differs and fails when a balance is not its ledger's sum.
      const db = await openEmbedded(dir);
      await db.transaction((tx) =>
        tx.execute(
          sql`UPDATE players SET state = jsonb_set(state, '{shards}', '7') WHERE username LIKE 'embeddedCrash1'`,
        ),
      );
      await db.close();
      const broken = audit({ DATA_DIR: dir, DATABASE_URL: '' });
      expect(broken.code).toBe(1);
      expect(broken.out).toMatch(/^mismatch\t[0-9a-f-]{36}\tshards\tbalance 7\tledger \d+$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
