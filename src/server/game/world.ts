import { eq } from 'drizzle-orm';
import { VOUCHER_KEYS, type VoucherKey } from '../../rules/catalog/vouchers.ts';
import type { GoldenRushWindow, World } from '../../rules/state.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/database.ts';
import { settings, voucherStock } from '../db/schema.ts';

/** A time window as the operator sets it and the API shows it (ISO strings). */
export interface WindowSetting {
  startsAt: string;
  endsAt: string;
}

export async function readSetting<T>(db: Db | Tx, key: string): Promise<T | null> {
  const rows = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return (rows[0]?.value as T | undefined) ?? null;
}

export async function writeSetting(tx: Tx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** The golden rush window of the settings, in epoch milliseconds. */
export async function goldenRushWindow(db: Db | Tx): Promise<GoldenRushWindow | null> {
  const w = await readSetting<WindowSetting>(db, 'golden-rush');
  return w ? { startsAt: Date.parse(w.startsAt), endsAt: Date.parse(w.endsAt) } : null;
}

/** The battle pass voucher stock left, in the catalog's order. */
export async function voucherStockLeft(db: Db | Tx): Promise<{ vaucher: VoucherKey; left: number }[]> {
  const rows = await db.select().from(voucherStock);
  return rows
    .filter((r) => (VOUCHER_KEYS as readonly string[]).includes(r.vaucher))
    .map((r) => ({ vaucher: r.vaucher as VoucherKey, left: r.left }))
    .sort((a, b) => VOUCHER_KEYS.indexOf(a.vaucher) - VOUCHER_KEYS.indexOf(b.vaucher));
}

/** What the rules need of the world: the golden rush and, when asked, the voucher stock. */
export async function loadWorld(
  db: Db | Tx,
  config: Config,
  opts: { voucherStock?: boolean } = {},
): Promise<World> {
  const world: World = {
    goldenRush: await goldenRushWindow(db),
    goldenRushForced: config.goldenRushForced,
  };
  if (opts.voucherStock) {
    const stock = await voucherStockLeft(db);
    world.voucherStock = Object.fromEntries(stock.map((s) => [s.vaucher, s.left]));
  }
  return world;
}
