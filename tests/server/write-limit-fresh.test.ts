/**
 * The write limit on a freshly started server process: the players of its sessions are not known
 * yet, and a burst over several sessions of one player must still pass no more than the limit.
 *
 * The burst is sent over 80 connections opened before it (keep-alive, each used once by a read of
 * /api/health), so that it reaches the server as one burst: the limit counts a write when the
 * server reads it, and a server busy with its embedded database reads a connection still being
 * opened only between two writes. Over new connections, on a loaded machine, the 80 writes were
 * read one by one over 14 s (fewer than 20 a second, all let through), which is the limit doing
 * its job, not the burst this test is about.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';

const BURST = 80;
const ADMIN_TOKEN = 'burst-admin-token';

const dir = mkdtempSync(join(tmpdir(), 'warlords-burst-'));
let server: ServerProcess;
const agent = new Agent({ keepAlive: true, maxSockets: BURST, maxFreeSockets: BURST });

/**
 * The server here runs on an embedded folder whatever the environment names, so the PostgreSQL pass
 * (DATABASE_URL) leaves it to the run without: there it would prove the same thing again.
 */
const elsewhere = Boolean(process.env.DATABASE_URL);

// A fresh server process starts in its own time (a minute and more on a loaded machine): not the test's.
beforeAll(async () => {
  if (elsewhere) return;
  server = await spawnServer(
    {
      DATA_DIR: dir,
      DATABASE_URL: '',
      ALLOW_DEV_LOGIN: '1',
      CLIENT_DIR: 'tests/server/no-client',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN,
    },
    180_000,
  );
}, 200_000);

afterAll(async () => {
  agent.destroy();
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** One call over the agent's kept connections: its status and its answer's JSON. */
function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      {
        method,
        agent,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

it.skipIf(elsewhere)(
  'lets at most 20 of a burst of 80 writes over four sessions of one player through on a fresh server',
  async () => {
    const sessions: { profileId: string; token: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const signedIn = await call('POST', '/api/_auth/dev', { username: 'Burst' });
      sessions.push((signedIn.json as { res: { user: { profileId: string; token: string } } }).res.user);
    }
    expect(new Set(sessions.map((s) => s.profileId)).size).toBe(1);
    // Crates to open, so that every write let through is a real one (a reward drawn and ledgered).
    const granted = await call(
      'POST',
      '/api/admin/grant',
      { profileId: sessions[0]!.profileId, crates: [{ kind: 0, count: BURST }] },
      ADMIN_TOKEN,
    );
    expect(granted.status).toBe(200);
    // The connections the burst goes over, open and idle (a read names no session: no owner is learnt).
    const warm = await Promise.all(Array.from({ length: BURST }, () => call('GET', '/api/health')));
    expect(warm.every((r) => r.status === 200)).toBe(true);
    const burst = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const s = sessions[i % 4]!;
        return (await call('POST', `/api/${s.profileId}/crates/open`, { crateId: 0 }, s.token)).status;
      }),
    );
    const through = burst.filter((s) => s !== 429);
    expect(through.length, JSON.stringify(burst)).toBeLessThanOrEqual(20);
    expect(through.length).toBeGreaterThan(0);
    // Every write let through opened a crate (none failed for another reason).
    expect(through.every((s) => s === 200)).toBe(true);
  },
  120_000,
);
