import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { dirname } from 'node:path';
import { snapshotStatements } from './snapshot-sql.ts';

/**
 * The proof that a server knows the operator token, for a challenge: HMAC-SHA256 keyed with the
 * token. `npm run backup` sends its token only to a server that answers its fresh challenge so.
 */
export function backupProof(token: string, challenge: string): string {
  return createHmac('sha256', token).update(`warlords backup ${challenge}`).digest('hex');
}

/** Who runs a script, for the audit log: the system user and the machine. */
export function scriptRunner(script: string): string {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No user entry (a container): say so.
  }
  return `${script} by ${user}@${hostname()}`;
}

/** Why a server was not asked for the snapshot. */
export class NotThisGame extends Error {}

/**
 * Asks the server at `server` for a snapshot. It first proves that it knows `token` (a fresh
 * random challenge, answered with `backupProof`): a process that cannot, whatever answers on the
 * port, never receives the token. The answer must be a snapshot (snapshot-sql.ts) to be kept.
 * Answers null when nothing listens there (the script then dumps the data folder itself).
 */
export async function snapshotFromServer(
  server: string,
  token: string,
  reason: string,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  const challenge = randomBytes(32).toString('hex');
  let res: Response;
  try {
    res = await fetcher(`${server}/api/backup-proof?challenge=${challenge}`, {
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return null;
  }
  const body = (await res.json().catch(() => null)) as { res?: { proof?: unknown } } | null;
  const proof = typeof body?.res?.proof === 'string' ? Buffer.from(body.res.proof, 'hex') : Buffer.alloc(0);
  const expected = Buffer.from(backupProof(token, challenge), 'hex');
  if (proof.length !== expected.length || !timingSafeEqual(proof, expected)) {
    throw new NotThisGame(
      `${server} answers but does not prove it knows ADMIN_TOKEN: it is not this game's server (the token was not sent)`,
    );
  }
  const dump = await fetcher(`${server}/api/admin/backup`, {
    headers: { authorization: `Bearer ${token}`, 'x-operator-reason': encodeURIComponent(reason) },
  });
  if (!dump.ok) throw new Error(`the server answered ${dump.status}: ${await dump.text()}`);
  const text = await dump.text();
  snapshotStatements(text);
  return text;
}

/**
 * Writes a snapshot readable by its owner only (0600; it holds session hashes, wallets and Discord
 * ids), in a folder of its own made 0700 when new: written beside, then renamed, so the file is
 * whole or absent.
 */
export function saveSnapshot(file: string, dump: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const part = `${file}.part`;
  const fd = openSync(part, 'w', 0o600);
  try {
    chmodSync(part, 0o600);
    writeSync(fd, dump);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(part, file);
}
