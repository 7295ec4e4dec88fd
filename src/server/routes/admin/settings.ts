import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { voucherStock } from '../../db/schema.ts';
import { forgetSettings, voucherStockLeft, writeSetting } from '../../game/world.ts';
import { int } from '../../validation.ts';

const iso = z.iso.datetime({ offset: true, message: 'A time is an ISO 8601 date and time' });

const rushWindow = z
  .strictObject({ startsAt: iso, endsAt: iso })
  .refine((w) => Date.parse(w.endsAt) > Date.parse(w.startsAt), { message: 'endsAt must be after startsAt' });
const mintWindow = z
  .strictObject({ opensAt: iso, closesAt: iso })
  .refine((w) => Date.parse(w.closesAt) > Date.parse(w.opensAt), {
    message: 'closesAt must be after opensAt',
  });

/** Operator switches: golden rush window, battle pass voucher stock, mint window. */
export default async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  typed.post('/api/admin/golden-rush', { config: admin, schema: { body: rushWindow } }, async (req) => {
    const value = {
      startsAt: new Date(req.body.startsAt).toISOString(),
      endsAt: new Date(req.body.endsAt).toISOString(),
    };
    await db.transaction((tx) => writeSetting(tx, 'golden-rush', value));
    forgetSettings(app.deps.config);
    return { res: value };
  });

  typed.post('/api/admin/mint-window', { config: admin, schema: { body: mintWindow } }, async (req) => {
    const value = {
      opensAt: new Date(req.body.opensAt).toISOString(),
      closesAt: new Date(req.body.closesAt).toISOString(),
    };
    await db.transaction((tx) => writeSetting(tx, 'mint-window', value));
    return { res: value };
  });

  typed.post(
    '/api/admin/battle-pass-stock',
    {
      config: admin,
      schema: {
        body: z.strictObject({
          vaucher: z.enum(['Whitelist', 'FCFS']),
          left: int(0, 1_000_000),
        }),
      },
    },
    async (req) => {
      const { vaucher, left } = req.body;
      const stock = await db.transaction(async (tx) => {
        await tx
          .insert(voucherStock)
          .values({ vaucher, left })
          .onConflictDoUpdate({ target: voucherStock.vaucher, set: { left } });
        return voucherStockLeft(tx);
      });
      return { res: stock };
    },
  );
}
