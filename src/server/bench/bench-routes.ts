import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openSession } from '../auth/sessions.ts';
import { runStatement, type Statement } from '../db/database.ts';
import { createPlayer } from '../game/players.ts';
import { HOUR_MS } from '../../rules/formulas/time.ts';
import { int } from '../validation.ts';

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

const byId = { params: z.strictObject({ id: z.uuid() }) };

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
  const { db, clock, rng } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' as const };

  typed.get('/api/_bench/constant', { config: open }, async () => ({ ok: true }));

  typed.get('/api/_bench/select/:id', { config: open, schema: byId }, async (req) => {
    const [row] = await db.read((d) =>
      runStatement<{ id: string; energy: string }>(d, SELECT, [req.params.id]),
    );
    return { id: row?.id, energy: row ? Number(row.energy) : undefined };
  });

  typed.post('/api/_bench/tx/:id', { config: open, schema: byId }, async (req) => {
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

  typed.post(
    '/api/_bench/clock',
    {
      config: { access: 'admin' },
      schema: {
        body: z.strictObject({
          advanceMs: int(1, 24 * HOUR_MS),
        }),
      },
    },
    async (req) => {
      benchClock.offsetMs += req.body.advanceMs;
      return { res: { offsetMs: benchClock.offsetMs } };
    },
  );

  typed.post(
    '/api/_bench/players',
    {
      config: { access: 'admin' },
      schema: {
        body: z.strictObject({ prefix: z.string().min(1).max(20), count: int(1, 5000) }),
      },
    },
    async (req) => {
      const { prefix, count } = req.body;
      const made: { id: string; token: string }[] = [];
      for (let i = 0; i < count; i++) {
        const who = { discordId: `bench:${prefix}-${i}`, username: `${prefix} ${i}`, avatar: null };
        made.push(
          await db.transaction(async (tx) => {
            const now = clock();
            const row = await createPlayer(tx, who, now, req.id, rng);
            return { id: row.id, token: await openSession(tx, row.id, now) };
          }),
        );
      }
      return { res: made };
    },
  );
}
