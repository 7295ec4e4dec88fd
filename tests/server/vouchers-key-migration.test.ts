import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { players } from '../../src/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgCode } from '../../src/server/db/database.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stateOf = async (id: string) => {
  const [row] = await t.db.read((d) =>
    d.select({ state: players.state }).from(players).where(eq(players.id, id)),
  );
  return row!.state as unknown as Record<string, unknown>;
};

describe('migration 0015: the state keeps its vouchers under `vouchers`', () => {
  it("moves an older state's `vauchers` to `vouchers`, and the pocket answers the same bytes", async () => {
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'OG', count: 2 }] });
    const before = (await t.call(p, 'GET', '/pocket')).body;
    expect(JSON.parse(before).ownedVauchers.OG).toBe(2);
    // The database is migrated: put back what an older one held, then run the data part again.
    await t.db.transaction((tx) =>
      tx.execute(sql`UPDATE players SET state = (state - 'vouchers') || jsonb_build_object('vauchers', state -> 'vouchers')
        WHERE id = ${p.id}::uuid`),
    );
    expect((await stateOf(p.id)).vauchers).toMatchObject({ OG: 2 });
    const statements = readFileSync('migrations/0015_vouchers_key.sql', 'utf8').split(
      '--> statement-breakpoint',
    );
    expect(statements).toHaveLength(3);
    await t.db.transaction((tx) => tx.execute(sql.raw(statements[1]!)));

    const state = await stateOf(p.id);
    expect(state.vauchers).toBeUndefined();
    expect(state.vouchers).toMatchObject({ OG: 2, Whitelist: 0 });
    expect((await t.call(p, 'GET', '/pocket')).body).toBe(before);
  });

  it('refuses a negative count under the new key', async () => {
    const p = await t.signIn();
    const negative = await t.db
      .transaction((tx) =>
        tx.execute(
          sql`UPDATE players SET state = jsonb_set(state, '{vouchers,OG}', '-1') WHERE id = ${p.id}::uuid`,
        ),
      )
      .catch((err: unknown) => err);
    expect(pgCode(negative)).toBe('23514'); // check_violation
  });
});
