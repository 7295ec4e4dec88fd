import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { restoreDump } from '../../src/server/ops/backup.ts';
import { startTestApp, type TestApp, type TestPlayer } from './harness.ts';

/** The harness runs on PGlite unless DATABASE_URL names a PostgreSQL server. */
const embedded = !process.env.DATABASE_URL;
let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await startTestApp();
  folder = mkdtempSync(join(tmpdir(), 'warlords-restore-'));
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** One player's round of writes: buy a crate, open it, send an expedition, over and over. */
async function play(p: TestPlayer, stop: { done: boolean }): Promise<number> {
  let writes = 0;
  while (!stop.done) {
    await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' });
    await t.call(p, 'POST', '/crates/open', { crateId: 0 });
    writes += 2;
  }
  return writes;
}

describe('backups', () => {
  it.runIf(embedded)(
    'takes a snapshot under write load that restores into a copy whose audit passes',
    async () => {
      const players = await Promise.all([1, 2, 3, 4].map(() => t.signIn()));
      const stop = { done: false };
      const load = players.map((p) => play(p, stop));
      await new Promise((r) => setTimeout(r, 300));
      const res = await t.admin('GET', '/api/admin/backup');
      stop.done = true;
      const writes = (await Promise.all(load)).reduce((a, b) => a + b, 0);
      expect(writes).toBeGreaterThan(4);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="warlords-.*\.sql"$/);
      expect(await auditLedger(t.db)).toEqual([]);
      // The game goes on after the dump, rollbacks included (pg_dump left its transaction open once).
      const [first] = players;
      expect((await t.call(first!, 'POST', '/crates/open', { crateId: 5 })).statusCode).toBe(409);
      expect((await t.call(first!, 'GET', '/pocket')).statusCode).toBe(200);

      const dataDir = join(folder, 'data');
      const restored = await restoreDump(dataDir, res.body);
      expect(restored).toEqual({ players: 4, differences: [] });
      await expect(restoreDump(dataDir, res.body)).rejects.toThrow(/is not empty/);
    },
  );

  it.runIf(!embedded)('refers the operator to pg_dump on PostgreSQL', async () => {
    const res = await t.admin('GET', '/api/admin/backup');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ err: 'This server runs on PostgreSQL: back it up with pg_dump' });
  });
});
