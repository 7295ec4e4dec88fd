import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { openSession } from '../auth/sessions.ts';
import { ledger, players } from '../db/schema.ts';
import { createPlayer } from '../game/players.ts';

const byId = { params: z.strictObject({ id: z.uuid() }) };

/**
 * The benchmark's ceilings (scripts/bench), registered only with BENCH_ROUTES=1 outside
 * production: a constant, one SELECT by primary key and one short transaction (lock a row, update
 * it, insert a row), each through the same driver and connection pool as the game; and a bulk
 * creation of signed-in players (operator token) so the bench can spread load over many accounts
 * without going through the per-address sign-in limit.
 */
export default async function benchRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' as const };

  typed.get('/api/_bench/constant', { config: open }, async () => ({ ok: true }));

  typed.get('/api/_bench/select/:id', { config: open, schema: byId }, async (req) => {
    const [row] = await db.read((d) =>
      d.select().from(players).where(eq(players.id, req.params.id)).limit(1),
    );
    return { id: row?.id, energy: row?.energy };
  });

  typed.post('/api/_bench/tx/:id', { config: open, schema: byId }, async (req) => {
    const now = clock();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(players).where(eq(players.id, req.params.id)).for('update');
      if (!row) return { ok: false };
      await tx.update(players).set({ state: row.state }).where(eq(players.id, row.id));
      await tx.insert(ledger).values({
        playerId: row.id,
        action: 'bench',
        what: 'shards',
        delta: 0,
        balanceAfter: row.shards ?? 0,
        ref: req.id,
        createdAt: new Date(now),
      });
      return { ok: true };
    });
  });

  typed.post(
    '/api/_bench/players',
    {
      config: { access: 'admin' },
      schema: {
        body: z.strictObject({ prefix: z.string().min(1).max(20), count: z.number().int().min(1).max(5000) }),
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
            const row = await createPlayer(tx, who, now, req.id);
            return { id: row.id, token: await openSession(tx, row.id, now) };
          }),
        );
      }
      return { res: made };
    },
  );
}
