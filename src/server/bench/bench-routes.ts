import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/admin.ts';
import { serve } from '../contract-route.ts';
import { openSession } from '../auth/sessions.ts';
import { runStatement, type Statement } from '../db/database.ts';
import { newPlayer } from '../game/new-player.ts';

// The ceilings' statements, prepared like the game's (src/server/db/database.ts runStatement).
const SELECT: Statement = { name: 'bench_select', text: 'SELECT id, energy FROM players WHERE id = $1' };
const LOCK: Statement = {
  name: 'bench_lock',
  text: 'SELECT id, state, shards FROM players WHERE id = $1 FOR UPDATE',
};
const UPDATE: Statement = {
  name: 'bench_update',
  text: 'UPDATE players SET state = $2::jsonb WHERE id = $1',
};
const INSERT: Statement = {
  name: 'bench_insert',
  text: `INSERT INTO ledger (player_id, action, what, delta, balance_after, ref, created_at)
VALUES ($1, 'bench', 'shards', 0, $2, $3, $4)`,
};

/**
 * The bench server's clock: the real one, moved on by the bench (`POST /api/_bench/clock`) when
 * its send + claim load has used up the (player, region) pairs a real hour would not free again.
 * server.ts uses it only with BENCH_ROUTES=1.
 */
export const benchClock = {
  offsetMs: 0,
  now: () => Date.now() + benchClock.offsetMs,
};

/**
 * The benchmark's ceilings (scripts/bench), registered only with BENCH_ROUTES=1 outside
 * production: a constant, one SELECT by primary key and one short transaction (lock a row, update
 * it, insert a row), each through the same driver and connection pool as the game; and a bulk
 * creation of signed-in players (operator token) so the bench can spread load over many accounts
 * without going through the per-address sign-in limit; and the bench clock's forward move.
 */
export default async function benchRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  serve(app, api.benchConstant, {}, async () => ({ ok: true as const }));

  serve(app, api.benchSelect, {}, async (req) => {
    const [row] = await db.read((d) =>
      runStatement<{ id: string; energy: string }>(d, SELECT, [req.params.id]),
    );
    return { id: row?.id, energy: row ? Number(row.energy) : undefined };
  });

  serve(app, api.benchTx, {}, async (req) => {
    const now = clock();
    return db.transaction(async (tx) => {
      const [row] = await runStatement<{ id: string; state: unknown; shards: string }>(tx, LOCK, [
        req.params.id,
      ]);
      if (!row) return { ok: false };
      await runStatement(tx, UPDATE, [row.id, JSON.stringify(row.state)]);
      await runStatement(tx, INSERT, [row.id, Number(row.shards ?? 0), req.id, new Date(now)]);
      return { ok: true };
    });
  });

  serve(app, api.benchClock, {}, async (req) => {
    benchClock.offsetMs += req.body.advanceMs;
    return { res: { offsetMs: benchClock.offsetMs } };
  });

  serve(app, api.benchPlayers, {}, async (req) => {
    const { prefix, count } = req.body;
    const made: { id: string; token: string }[] = [];
    for (let i = 0; i < count; i++) {
      const who = { discordId: `bench:${prefix}-${i}`, username: `${prefix} ${i}`, avatar: null };
      const id = await newPlayer(app, who, req.id);
      made.push({ id, token: await db.transaction((tx) => openSession(tx, id, clock())) });
    }
    return { res: made };
  });
}
