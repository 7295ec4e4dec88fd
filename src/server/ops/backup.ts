import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { auditLedger, type AuditDifference } from '../audit.ts';
import { openEmbedded } from '../db/database.ts';
import { players } from '../db/schema.ts';
import { scriptRunner } from './backup-client.ts';
import { recordOperatorAction } from './operators.ts';
import { snapshotStatements } from './snapshot-sql.ts';

/**
 * Restores a dump of `npm run backup` into `dataDir`, which must be empty or missing (a restore
 * never mixes with a database already there), then audits the copy: every balance must equal its
 * ledger. The file must be a snapshot and hold nothing else (snapshot-sql.ts); the restore is
 * written into the copy's audit log with who ran it. Returns the audit's differences (none when the copy is sound) and the number of players.
 */
export async function restoreDump(
  dataDir: string,
  dump: string,
  who = scriptRunner('npm run restore'),
): Promise<{ players: number; differences: AuditDifference[] }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into an empty data folder`);
  }
  // Only what a snapshot holds runs: a tampered file cannot plant a function, trigger or role.
  snapshotStatements(dump);
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  try {
    await client.exec(dump);
  } finally {
    await client.close();
  }
  const db = await openEmbedded(dataDir);
  try {
    // The dump holds drizzle's own table of migrations: this adds only what came after it.
    await db.migrate();
    const differences = await auditLedger(db);
    const count = await db.read((d) => d.$count(players));
    await db.transaction((tx) =>
      recordOperatorAction(
        tx,
        {
          operator: who,
          action: 'restored',
          target: null,
          reason: 'restore of a snapshot',
          detail: { players: count, differences: differences.length },
        },
        Date.now(),
      ),
    );
    return { players: count, differences };
  } finally {
    await db.close();
  }
}
