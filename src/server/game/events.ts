import { and, eq, gt, sql } from 'drizzle-orm';
import type { GameEvent } from '../../rules/state.ts';
import type { Tx } from '../db/database.ts';
import { actionRecords, voucherStock } from '../db/schema.ts';
import { actionRecorded } from '../metrics.ts';

/**
 * The voucher stock ran out between reading it and taking from it (another player's claim took
 * the last one). It carries PostgreSQL's serialization-failure code, so the whole transaction runs
 * again with the stock read afresh, and the rules then give what the empty stock allows.
 */
export class StockRaced extends Error {
  readonly code = '40001';
  constructor(readonly voucher: string) {
    super(`voucher stock of ${voucher} raced`);
  }
}

/**
 * The world's side of an action's events, in the same transaction: a battle pass voucher taken
 * from the global stock per `voucher.stock.used` (refused when none is left, which rolls the
 * action back). The referral bonuses are the write pipeline's (src/server/game/run-action.ts).
 */
export async function takeVouchers(tx: Tx, events: GameEvent[]): Promise<void> {
  for (const event of events) {
    if (event.type !== 'voucher.stock.used') continue;
    const taken = await tx
      .update(voucherStock)
      .set({ left: sql`${voucherStock.left} - 1` })
      .where(and(eq(voucherStock.voucher, event.voucher), gt(voucherStock.left, 0)))
      .returning({ left: voucherStock.left });
    if (taken.length === 0) throw new StockRaced(event.voucher);
  }
}

/** An event of one player's action that is recorded (`action_records`). */
export interface ActionRecord {
  playerId: string;
  event: Extract<GameEvent, { type: 'crate.drawn' | 'expedition.sent' }>;
}

/**
 * Records what actions drew or spent, in the action's transaction (one insert for them all): a
 * crate opening's drawn entries (`crate.opened`), every expedition send (`expedition.sent`). The
 * figures of crates opened and expeditions sent are counted from these, never from net ledger rows.
 */
export async function recordActions(tx: Tx, records: ActionRecord[], now: number): Promise<void> {
  if (records.length === 0) return;
  const createdAt = new Date(now);
  await tx.insert(actionRecords).values(
    records.map(({ playerId, event }) => {
      const [action, detail] =
        event.type === 'crate.drawn'
          ? (['crate.opened', { kind: event.kind, entries: event.entries }] as const)
          : (['expedition.sent', { region: event.region, energySpent: event.energySpent }] as const);
      actionRecorded(action);
      return { playerId, action, detail, createdAt };
    }),
  );
}
