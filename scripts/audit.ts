/**
 * `npm run audit`: checks that every player's balances equal the sums of their ledger rows and
 * that none is negative, on the database the environment names (DATABASE_URL, else DATA_DIR).
 * Exits 1 when anything disagrees.
 */
import { loadConfig } from '../src/server/config.ts';
import { auditLedger } from '../src/server/audit.ts';
import { openDatabase } from '../src/server/db/database.ts';

const config = loadConfig();
const db = await openDatabase(config);
try {
  await db.migrate();
  const differences = await auditLedger(db);
  if (differences.length === 0) {
    console.log(`audit: every balance equals its ledger (${db.kind} database)`);
  } else {
    console.log(`audit: ${differences.length} differences`);
    for (const d of differences) {
      console.log(`${d.problem}\t${d.playerId}\t${d.what}\tbalance ${d.balance}\tledger ${d.ledgerSum}`);
    }
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
