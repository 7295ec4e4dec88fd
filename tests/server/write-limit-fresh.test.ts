/**
 * The write limit on a freshly started server process: the players of its sessions are not known
 * yet, and a burst over several sessions of one player must still pass no more than the limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.ts';

it('lets at most 20 of a burst of 80 writes over four sessions of one player through on a fresh server', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'warlords-burst-'));
  const server = await spawnServer({
    DATA_DIR: dir,
    DATABASE_URL: '',
    ALLOW_DEV_LOGIN: '1',
    CLIENT_DIR: 'tests/server/no-client',
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: 'burst-admin-token',
  });
  try {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const sessions: { profileId: string; token: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const signedIn = (await (await post('/api/_auth/dev', { username: 'Burst' })).json()) as {
        res: { user: { profileId: string; token: string } };
      };
      sessions.push(signedIn.res.user);
    }
    expect(new Set(sessions.map((s) => s.profileId)).size).toBe(1);
    // Crates to open, so that every write let through is a real one (a reward drawn and ledgered).
    const granted = await post(
      '/api/admin/grant',
      { profileId: sessions[0]!.profileId, crates: [{ kind: 0, count: 80 }] },
      'burst-admin-token',
    );
    expect(granted.status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        const s = sessions[i % 4]!;
        const res = await post(`/api/${s.profileId}/crates/open`, { crateId: 0 }, s.token);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const through = burst.filter((s) => s !== 429);
    expect(through.length, JSON.stringify(burst)).toBeLessThanOrEqual(20);
    expect(through.length).toBeGreaterThan(0);
  } finally {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
