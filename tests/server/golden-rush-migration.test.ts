import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenRushWindows } from '../../src/server/db/schema.ts';
import { forgetSettings, readSetting, writeSetting } from '../../src/server/game/world.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('migration 0010: golden rush windows', () => {
  it('moves the one window the settings held into the table and drops the setting', async () => {
    // The database is migrated: put back what an older one held, then run the data part again.
    await t.db.transaction((tx) =>
      writeSetting(tx, 'golden-rush', {
        startsAt: '2026-01-10T18:00:00.000Z',
        endsAt: '2026-01-10T20:00:00.000Z',
      }),
    );
    const statements = readFileSync('migrations/0010_golden_rush_windows.sql', 'utf8')
      .split('--> statement-breakpoint')
      .slice(1);
    expect(statements).toHaveLength(2);
    for (const s of statements) await t.db.transaction((tx) => tx.execute(sql.raw(s)));
    forgetSettings(t.config);

    const rows = await t.db.read((d) => d.select().from(goldenRushWindows));
    expect(rows.map((r) => [r.startsAt.toISOString(), r.endsAt.toISOString()])).toEqual([
      ['2026-01-10T18:00:00.000Z', '2026-01-10T20:00:00.000Z'],
    ]);
    expect(await t.db.read((d) => readSetting(d, 'golden-rush'))).toBeNull();
    // The rules see it: a stage costs golden rush's 10 energy inside it.
    t.clock.now = Date.parse('2026-01-10T19:00:00.000Z');
    const p = await t.signIn();
    const region = (await t.call(p, 'GET', '/expedition')).json().regions[0];
    expect(region.stageInfo.energyRequired).toBe(10);
  });
});
