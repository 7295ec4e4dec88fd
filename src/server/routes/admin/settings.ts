import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { GameError } from '../../../rules/errors.ts';
import type { Db, Tx } from '../../db/database.ts';
import { goldenRushWindows, voucherStock } from '../../db/schema.ts';
import { mintWindow } from '../../game/mint.ts';
import { forgetSettings, voucherStockLeft, writeSetting } from '../../game/world.ts';
import { auditIn } from '../../plugins/operator-audit.ts';

/** The golden rush windows as the console shows them, earliest first. */
async function rushWindowsOf(db: Db | Tx) {
  const rows = await db
    .select()
    .from(goldenRushWindows)
    .orderBy(asc(goldenRushWindows.startsAt), asc(goldenRushWindows.id));
  return rows.map((r) => ({
    id: r.id,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Operator switches: golden rush windows (several may be scheduled), battle pass voucher stock,
 * mint window; GET /api/admin/settings shows them all as they are now.
 */
export default async function settingsRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  serve(app, api.settings, {}, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const now = clock();
    return {
      res: await db.read(async (d) => {
        const mint = await mintWindow(d);
        return {
          goldenRush: (await rushWindowsOf(d)).map((w) => ({
            ...w,
            on: now >= Date.parse(w.startsAt) && now < Date.parse(w.endsAt),
          })),
          goldenRushForced: config.goldenRushForced,
          voucherStock: await voucherStockLeft(d),
          mintWindow: mint && {
            opensAt: new Date(mint.opensAt).toISOString(),
            closesAt: new Date(mint.closesAt).toISOString(),
          },
        };
      }),
    };
  });

  // Schedules one more window; the answer is the window (api.md's `{ startsAt, endsAt }`) and its id.
  serve(app, api.goldenRush, {}, async (req) => {
    const [added] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(goldenRushWindows)
        .values({
          startsAt: new Date(req.body.startsAt),
          endsAt: new Date(req.body.endsAt),
          createdAt: new Date(clock()),
        })
        .returning();
      await auditIn(tx, req, clock(), { target: null, detail: { ...req.body, id: rows[0]!.id } });
      return rows;
    });
    forgetSettings(config);
    return {
      res: { id: added!.id, startsAt: added!.startsAt.toISOString(), endsAt: added!.endsAt.toISOString() },
    };
  });

  // Removes one window (the audit log keeps which: its id and times); the answer is those left.
  serve(app, api.goldenRushRemove, {}, async (req) => {
    const windows = await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(goldenRushWindows)
        .where(eq(goldenRushWindows.id, req.body.id))
        .returning();
      if (!gone) throw new GameError('No such golden rush window', 404);
      await auditIn(tx, req, clock(), {
        target: null,
        detail: { id: gone.id, startsAt: gone.startsAt.toISOString(), endsAt: gone.endsAt.toISOString() },
      });
      return rushWindowsOf(tx);
    });
    forgetSettings(config);
    return { res: windows };
  });

  serve(app, api.mintWindow, {}, async (req) => {
    const value = {
      opensAt: new Date(req.body.opensAt).toISOString(),
      closesAt: new Date(req.body.closesAt).toISOString(),
    };
    await db.transaction(async (tx) => {
      await writeSetting(tx, 'mint-window', value);
      await auditIn(tx, req, clock(), { target: null });
    });
    return { res: value };
  });

  serve(app, api.battlePassStock, {}, async (req) => {
    const { voucher, left } = req.body;
    const stock = await db.transaction(async (tx) => {
      await tx
        .insert(voucherStock)
        .values({ voucher, left })
        .onConflictDoUpdate({ target: voucherStock.voucher, set: { left } });
      await auditIn(tx, req, clock(), { target: null });
      return voucherStockLeft(tx);
    });
    return { res: stock };
  });
}
