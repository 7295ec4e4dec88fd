/**
 * `npm run backup [FILE]`: a consistent SQL snapshot of the embedded database (PGlite's pg_dump).
 * While the game runs, its server holds the data folder: the snapshot is asked of it (at
 * BACKUP_SERVER or http://127.0.0.1:PORT), once it has proved that it knows ADMIN_TOKEN (a fresh
 * challenge, ops/backup-client.ts): a process that cannot is never sent the token. What comes back
 * must be a snapshot. When nothing answers there, the data folder is opened and dumped directly.
 * The file is written 0600. Each backup is in the audit log with who took it. PostgreSQL: pg_dump.
 */
import { loadConfig } from '../src/server/config.ts';
import { openEmbedded } from '../src/server/db/database.ts';
import { saveSnapshot, scriptRunner, snapshotFromServer } from '../src/server/ops/backup-client.ts';
import { recordOperatorAction } from '../src/server/ops/operators.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('backup: this game runs on PostgreSQL; back it up with pg_dump (docs/operators.md)');
  process.exit(1);
}
const file = process.argv[2] ?? `backups/warlords-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`;
const server = (process.env.BACKUP_SERVER ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
const who = scriptRunner('npm run backup');

/** Whether anything answers HTTP at the address (the data folder is then not opened). */
async function listening(at: string): Promise<boolean> {
  try {
    await fetch(at, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function fromFolder(): Promise<string> {
  const db = await openEmbedded(config.dataDir);
  try {
    await db.transaction((tx) =>
      recordOperatorAction(
        tx,
        { operator: who, action: 'backup (data folder)', target: null, reason: file, detail: null },
        Date.now(),
      ),
    );
    return await db.dump!();
  } finally {
    await db.close();
  }
}

try {
  if (!config.adminToken && (await listening(server))) {
    throw new Error(`something answers at ${server}: if it is the game, set ADMIN_TOKEN to ask it`);
  }
  const fromServer = config.adminToken ? await snapshotFromServer(server, config.adminToken, who) : null;
  const dump = fromServer ?? (await fromFolder());
  saveSnapshot(file, dump);
  console.log(
    `backup: ${file} (${dump.length} bytes, from ${fromServer ? `the server at ${server}` : config.dataDir})`,
  );
} catch (err) {
  console.error(`backup: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
