/**
 * `npm run restore FILE`: restores a snapshot of `npm run backup` into DATA_DIR (default ./data),
 * which must be empty or missing, then runs the ledger audit on the copy (exit 1 if it fails).
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { restoreDump } from '../src/server/ops/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore FILE   (into DATA_DIR, which must be empty)');
  process.exit(2);
}
const config = loadConfig();
const { players, differences } = await restoreDump(config.dataDir, readFileSync(file, 'utf8'));
console.log(`restore: ${file} -> ${config.dataDir}, ${players} players`);
if (differences.length === 0) {
  console.log('audit: every balance equals its ledger');
} else {
  console.log(`audit: ${differences.length} differences`);
  for (const d of differences)
    console.log(`${d.problem}\t${d.playerId}\t${d.what}\tbalance ${d.balance}\tledger ${d.ledgerSum}`);
  process.exitCode = 1;
}
