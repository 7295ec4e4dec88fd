import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SQL } from '../../scripts/bench/seed-players.ts';
import { starterState } from '../../src/rules/new-player.ts';
import { runStatement } from '../../src/server/db/database.ts';
import { PAGE_SIZE, leaderboardPage, leaderboardRowOf } from '../../src/server/game/leaderboard.ts';
import {
  ANCHORED_FROM,
  ANCHOR_EVERY,
  leaderboardAnchors,
  type Anchors,
} from '../../src/server/game/leaderboard-anchors.ts';
import { NOW, startTestApp, type TestApp } from './harness.ts';

// A board past ANCHORED_FROM, with XP from only 300 values so most places are ties (ordered by the
// earlier account, then the id): deep pages and places go through the anchors.
const PLAYERS = ANCHORED_FROM + 2_345;
let t: TestApp;
let anchors: Anchors;
let exact: string[];

beforeAll(async () => {
  t = await startTestApp();
  await t.db.transaction((tx) =>
    runStatement(tx, { name: 'seed_test', text: SEED_SQL }, [
      JSON.stringify(starterState(NOW)),
      new Date(NOW - 86_400_000),
      PLAYERS,
      'anchors',
      300,
      1,
    ]),
  );
  const kept = leaderboardAnchors(t.db);
  kept.current();
  await kept.settled();
  anchors = kept.current()!;
  exact = await t.db.read(async (d) =>
    (
      await runStatement<{ id: string }>(
        d,
        {
          name: 'exact_order',
          text: 'SELECT id FROM players ORDER BY -total_xp, created_at, id',
        },
        [],
      )
    ).map((r) => r.id),
  );
}, 120_000);
afterAll(() => t.close());

describe('the leaderboard past ANCHORED_FROM players', () => {
  it('keeps every 200th key and the count', () => {
    expect(anchors.total).toBe(exact.length);
    expect(anchors.keys.length).toBe(Math.ceil(exact.length / ANCHOR_EVERY));
    anchors.keys.forEach((k, i) => expect(k.id).toBe(exact[i * ANCHOR_EVERY]));
  });

  it('places players exactly, on an anchor, either side of one and deep down', async () => {
    const places = [
      1,
      2,
      199,
      200,
      201,
      202,
      4_000,
      4_001,
      9_999,
      10_000,
      10_201,
      exact.length - 1,
      exact.length,
    ];
    for (const place of places) {
      const row = await t.db.read((d) => leaderboardRowOf(d, exact[place - 1]!, anchors));
      expect(row?.place, `place ${place}`).toBe(place);
    }
  });

  it('serves deep pages in the exact order', async () => {
    for (const page of [1, 10, 11, 300, Math.ceil(exact.length / PAGE_SIZE)]) {
      const got = await t.db.read((d) => leaderboardPage(d, page, anchors));
      const from = (page - 1) * PAGE_SIZE;
      expect(
        got.rows.map((r) => r.profileId),
        `page ${page}`,
      ).toEqual(exact.slice(from, from + PAGE_SIZE));
      expect(got.rows[0]?.place).toBe(from + 1);
    }
  });
});

describe('suspended players on a board past ANCHORED_FROM', () => {
  it('are left out of the anchors, the deep pages and the places', async () => {
    // Every 500th player, from the top to the bottom, is suspended (straight in the table).
    const gone = new Set(exact.filter((_, i) => i % 500 === 0));
    await t.db.transaction((tx) =>
      runStatement(
        tx,
        { name: 'suspend_some', text: 'UPDATE players SET suspended = true WHERE id = ANY($1)' },
        [[...gone]],
      ),
    );
    const kept = leaderboardAnchors(t.db);
    kept.current();
    await kept.settled();
    const without = kept.current()!;
    const onBoard = exact.filter((id) => !gone.has(id));
    expect(without.total).toBe(onBoard.length);
    without.keys.forEach((k, i) => expect(k.id).toBe(onBoard[i * ANCHOR_EVERY]));
    for (const page of [1, 11, 300, Math.ceil(onBoard.length / PAGE_SIZE)]) {
      const got = await t.db.read((d) => leaderboardPage(d, page, without));
      const from = (page - 1) * PAGE_SIZE;
      expect(got.rows.map((r) => r.profileId)).toEqual(onBoard.slice(from, from + PAGE_SIZE));
    }
    for (const place of [1, 200, 201, 4_001, onBoard.length]) {
      const row = await t.db.read((d) => leaderboardRowOf(d, onBoard[place - 1]!, without));
      expect(row?.place, `place ${place}`).toBe(place);
    }
    expect(await t.db.read((d) => leaderboardRowOf(d, exact[500]!, without))).toBeNull();
  });
});
