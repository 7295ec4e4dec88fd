import { asc, eq } from 'drizzle-orm';
import type { MintWindow } from '../../rules/actions/mint-reserved.ts';
import type { VoucherType } from '../../rules/catalog/vouchers.ts';
import type { MintReservation } from '../../rules/views/mint-view.ts';
import type { Db, Tx } from '../db/database.ts';
import { mintReservations } from '../db/schema.ts';
import type { PlayerRow } from './players.ts';
import { readSetting } from './world.ts';

/** The operator's mint window in epoch ms (stored as ISO strings by POST /api/admin/mint-window). */
export async function mintWindow(db: Db | Tx): Promise<MintWindow | null> {
  const w = await readSetting<{ opensAt: string; closesAt: string }>(db, 'mint-window');
  return w ? { opensAt: Date.parse(w.opensAt), closesAt: Date.parse(w.closesAt) } : null;
}

/** The player's reservations, oldest first. */
export async function reservationsOf(db: Db | Tx, playerId: string): Promise<MintReservation[]> {
  const rows = await db
    .select()
    .from(mintReservations)
    .where(eq(mintReservations.playerId, playerId))
    .orderBy(asc(mintReservations.createdAt));
  return rows.map((r) => ({ type: r.passType as VoucherType, wallet: r.wallet, at: r.createdAt.getTime() }));
}

/** The wallet a mint goes to: the Ethereum wallet of the profile, else its Solana wallet, else none. */
export function walletOf(row: PlayerRow): string | null {
  return row.ethWallet || row.solWallet || null;
}
