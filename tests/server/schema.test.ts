import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../src/server/db/database.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const query = <R>(text: string) => t.db.read((d) => runStatement<R>(d, { name: '', text }, []));

describe('the players table, for writes that update in place', () => {
  it('has no index that reads the state (each would make every write of the state a non-HOT update)', async () => {
    const rows = await query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'players' ORDER BY indexname",
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { indexdef } of rows) expect(indexdef).not.toMatch(/\bstate\b/);
  });

  it('leaves room on each page for a row’s next version', async () => {
    const [row] = await query<{ reloptions: string[] | string | null }>(
      "SELECT reloptions FROM pg_class WHERE relname = 'players'",
    );
    expect(String(row?.reloptions)).toContain('fillfactor=85');
  });

  it('keeps total_xp in the leaderboard key index, so scans of the board need no table row', async () => {
    const [row] = await query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'players_leaderboard_key'",
    );
    expect(row?.indexdef).toContain(
      '(((- total_xp)), created_at, id) INCLUDE (total_xp) WHERE (NOT suspended)',
    );
  });
});
