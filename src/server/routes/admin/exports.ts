import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { voucherByType } from '../../../rules/catalog/vouchers.ts';
import { mintReservations } from '../../db/schema.ts';
import { ledgerPage } from '../../ops/pages.ts';

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas defused. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Operator reads: the mint reservations as CSV and a player's ledger. */
export default async function exportRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.mintReservationsCsv, {}, async (_req, reply) => {
    const rows = await db.read((d) =>
      d.select().from(mintReservations).orderBy(asc(mintReservations.createdAt)),
    );
    // The pass type as its number (what the mint contract reads), its name beside it for people.
    const lines = ['wallet,pass type,pass name,profile id,time'];
    for (const r of rows) {
      const name = voucherByType(r.passType)?.name ?? '';
      lines.push(
        [r.wallet, String(r.passType), name, r.playerId, r.createdAt.toISOString()].map(cell).join(','),
      );
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="mint-reservations.csv"')
      .send(`${lines.join('\r\n')}\r\n`);
  });

  // The whole of a player's ledger query as CSV (every page, not only the one on screen), newest first.
  serve(app, api.playerLedgerCsv, {}, async (req, reply) => {
    const lines = ['id,time,action,good,delta,balance after,ref,operator,reason'];
    let before: number | undefined;
    for (;;) {
      const page = await db.read((d) =>
        ledgerPage(d, { playerId: req.params.id, ...req.query, before, limit: 5000 }),
      );
      for (const r of page.rows) {
        lines.push(
          [
            String(r.id),
            r.createdAt,
            r.action,
            r.what,
            String(r.delta),
            String(r.balanceAfter),
            r.ref,
            r.by?.operator ?? '',
            r.by?.reason ?? '',
          ]
            .map(cell)
            .join(','),
        );
      }
      if (page.next === null) break;
      before = page.next;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ledger-${req.params.id}.csv"`)
      .send(`${lines.join('\r\n')}\r\n`);
  });

  serve(app, api.ledger, {}, async (req, reply) => {
    const { profileId, ...q } = req.query;
    const page = await db.read((d) => ledgerPage(d, { playerId: profileId, ...q }));
    // Cut: the next page is the rows older than this page's last (`?before=`).
    if (page.next !== null) reply.header('x-next-cursor', String(page.next));
    return page.rows;
  });
}
