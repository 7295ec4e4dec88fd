import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, players } from '../../src/server/db/schema.ts';
import { pgCode } from '../../src/server/db/database.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) => {
  const [row] = await t.db.read((d) =>
    d.select({ state: players.state, totalXp: players.totalXp }).from(players).where(eq(players.id, id)),
  );
  return { missions: row!.state.missions as unknown as Record<string, number>, totalXp: row!.totalXp };
};
const whatsOf = async (id: string) =>
  (
    await t.db.read((d) =>
      d
        .select({ what: ledger.what })
        .from(ledger)
        .where(and(eq(ledger.playerId, id), eq(ledger.action, 'corrected'))),
    )
  ).map((r) => r.what);

describe('migration 0016: the missions keep their referral XP under `referralXp`', () => {
  it("moves an older state's `refferalXp` and its ledger rows; total_xp, its index and the answers hold", async () => {
    const p = await t.signIn();
    await t.db.transaction((tx) =>
      tx.execute(
        sql`UPDATE players SET state = jsonb_set(state, '{missions,referralXp}', '1500') WHERE id = ${p.id}::uuid`,
      ),
    );
    // A correction names the category as the wire does, and the ledger as the code does.
    const corrected = await t.inject({
      method: 'POST',
      url: '/api/admin/grant',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-operator-reason': 'Test' },
      payload: { profileId: p.id, xp: -5, xpCategory: 'refferalXp' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await whatsOf(p.id)).toEqual(['xp:referralXp']);
    const before = (await t.call(p, 'GET', '/missions')).body;
    expect(JSON.parse(before).refferalXp).toBe(1495);
    const { totalXp } = await rowOf(p.id);

    // The database is migrated: put back what an older one held, then run the migration again.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE players SET state = jsonb_set(state #- '{missions,referralXp}',
        '{missions,refferalXp}', state #> '{missions,referralXp}') WHERE id = ${p.id}::uuid`);
      await tx.execute(sql`UPDATE ledger SET what = 'xp:refferalXp' WHERE player_id = ${p.id}::uuid
        AND what = 'xp:referralXp'`);
    });
    expect((await rowOf(p.id)).missions.refferalXp).toBe(1495);
    expect(await whatsOf(p.id)).toEqual(['xp:refferalXp']);
    const statements = readFileSync('migrations/0016_referral_xp_key.sql', 'utf8').split(
      '--> statement-breakpoint',
    );
    expect(statements).toHaveLength(6);
    await t.db.transaction(async (tx) => {
      for (const s of statements) await tx.execute(sql.raw(s));
    });

    const after = await rowOf(p.id);
    expect(after.missions.refferalXp).toBeUndefined();
    expect(after.missions.referralXp).toBe(1495);
    expect(after.totalXp).toBe(totalXp);
    expect(await whatsOf(p.id)).toEqual(['xp:referralXp']);
    expect((await t.call(p, 'GET', '/missions')).body).toBe(before);
    const [index] = await t.db
      .read((d) =>
        d.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'players_leaderboard_key'`),
      )
      .then((r) => (r as unknown as { rows: { indexdef: string }[] }).rows);
    expect(index?.indexdef).toMatch(/INCLUDE \(total_xp\) WHERE \(NOT suspended\)/);
  });

  it('refuses a negative total XP under the new key', async () => {
    const p = await t.signIn();
    const negative = await t.db
      .transaction((tx) =>
        tx.execute(
          sql`UPDATE players SET state = jsonb_set(state, '{missions,referralXp}', '-100000') WHERE id = ${p.id}::uuid`,
        ),
      )
      .catch((err: unknown) => err);
    expect(pgCode(negative)).toBe('23514'); // check_violation
  });
});
