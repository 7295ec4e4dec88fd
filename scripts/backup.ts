/**
 * `npm run backup [FILE]`: a consistent SQL snapshot of the embedded database (PGlite's pg_dump).
 * While the game runs, its server holds the data folder: the snapshot is asked of it
 * (GET /api/admin/backup with ADMIN_TOKEN, at BACKUP_SERVER or http://127.0.0.1:PORT). When no
 * server answers there, the data folder is opened and dumped directly. PostgreSQL: use pg_dump.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openEmbedded } from '../src/server/db/database.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('backup: this game runs on PostgreSQL; back it up with pg_dump (docs/operators.md)');
  process.exit(1);
}
const file = process.argv[2] ?? `backups/warlords-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`;
const server = (process.env.BACKUP_SERVER ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${server}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function fromServer(): Promise<string> {
  if (!config.adminToken)
    throw new Error('backup: the server is running; set ADMIN_TOKEN to ask it for the snapshot');
  const res = await fetch(`${server}/api/admin/backup`, {
    headers: { authorization: `Bearer ${config.adminToken}` },
  });
  if (!res.ok) throw new Error(`backup: the server answered ${res.status}: ${await res.text()}`);
  return res.text();
}

async function fromFolder(): Promise<string> {
  const db = await openEmbedded(config.dataDir);
  try {
    return await db.dump!();
  } finally {
    await db.close();
  }
}

const running = await serverAnswers();
const dump = running ? await fromServer() : await fromFolder();
mkdirSync(dirname(file), { recursive: true });
// Written beside, then renamed: a backup file is whole or absent.
writeFileSync(`${file}.part`, dump);
renameSync(`${file}.part`, file);
console.log(
  `backup: ${file} (${dump.length} bytes, from ${running ? `the server at ${server}` : config.dataDir})`,
);
