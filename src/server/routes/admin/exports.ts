import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { voucherByType } from '../../../rules/catalog/vouchers.ts';
import { ledger, mintReservations } from '../../db/schema.ts';
import { isUuid } from '../../game/players.ts';
import { queryInt } from '../../validation.ts';

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas defused. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Operator reads: the mint reservations as CSV and a player's ledger. */
export default async function exportRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/admin/mint-reservations.csv', { config: { access: 'admin' } }, async (_req, reply) => {
    const rows = await db.read((d) =>
      d.select().from(mintReservations).orderBy(asc(mintReservations.createdAt)),
    );
    const lines = ['wallet,pass type,profile id,time'];
    for (const r of rows) {
      const pass = voucherByType(r.passType)?.name ?? String(r.passType);
      lines.push([r.wallet, pass, r.playerId, r.createdAt.toISOString()].map(cell).join(','));
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="mint-reservations.csv"')
      .send(`${lines.join('\r\n')}\r\n`);
  });

  typed.get(
    '/api/admin/ledger',
    {
      config: { access: 'admin' },
      schema: {
        querystring: z.strictObject({
          profileId: z.string().max(64),
          limit: queryInt('limit is a whole number from 1 to 10000', 1, 10_000).default(1000),
        }),
      },
    },
    async (req) => {
      const { profileId, limit } = req.query;
      if (!isUuid(profileId)) return [];
      const rows = await db.read((d) =>
        d.select().from(ledger).where(eq(ledger.playerId, profileId)).orderBy(desc(ledger.id)).limit(limit),
      );
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );
}
