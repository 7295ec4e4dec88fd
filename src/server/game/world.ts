import { asc, eq } from 'drizzle-orm';
import { VOUCHER_KEYS, type VoucherKey } from '../../rules/catalog/vouchers.ts';
import type { GoldenRushWindow, World } from '../../rules/state.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/database.ts';
import { goldenRushWindows as goldenRushWindows_, settings, voucherStock } from '../db/schema.ts';

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

/** The operators' golden rush windows, in epoch milliseconds, earliest first. */
export async function goldenRushWindows(db: Db | Tx): Promise<GoldenRushWindow[]> {
  const rows = await db
    .select()
    .from(goldenRushWindows_)
    .orderBy(asc(goldenRushWindows_.startsAt), asc(goldenRushWindows_.id));
  return rows.map((r) => ({ startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() }));
}

/** The battle pass voucher stock left, in the catalog's order (the operator's settings). */
export async function voucherStockLeft(db: Db | Tx): Promise<{ voucher: VoucherKey; left: number }[]> {
  const rows = await db.select().from(voucherStock);
  return rows
    .filter((r) => (VOUCHER_KEYS as readonly string[]).includes(r.voucher))
    .map((r) => ({ voucher: r.voucher as VoucherKey, left: r.left }))
    .sort((a, b) => VOUCHER_KEYS.indexOf(a.voucher) - VOUCHER_KEYS.indexOf(b.voucher));
}

/**
 * The golden rush windows are read on every game call and change when an operator says so: each
 * process keeps them for a second (another process's change shows within that second; this
 * process's own change at once, see `forgetSettings`). Kept per app, by its config.
 */
const RUSH_KEEP_MS = 1000;
const rushCache = new WeakMap<Config, { windows: GoldenRushWindow[]; at: number }>();

/** Forgets the kept settings after the operator changes one. */
export function forgetSettings(config: Config): void {
  rushCache.delete(config);
}

async function keptGoldenRush(db: Db | Tx, config: Config): Promise<GoldenRushWindow[]> {
  const kept = rushCache.get(config);
  if (kept && performance.now() - kept.at < RUSH_KEEP_MS) return kept.windows;
  const windows = await goldenRushWindows(db);
  rushCache.set(config, { windows, at: performance.now() });
  return windows;
}

/** The world without the voucher stock, with no database call while the rush windows are kept. */
export function keptWorld(config: Config): World | null {
  const kept = rushCache.get(config);
  if (!kept || performance.now() - kept.at >= RUSH_KEEP_MS) return null;
  return { goldenRush: kept.windows, goldenRushForced: config.goldenRushForced };
}

/** What the rules need of the world: the golden rush and, when asked, the voucher stock. */
export async function loadWorld(
  db: Db | Tx,
  config: Config,
  opts: { voucherStock?: boolean } = {},
): Promise<World> {
  const world: World = {
    goldenRush: await keptGoldenRush(db, config),
    goldenRushForced: config.goldenRushForced,
  };
  if (opts.voucherStock) {
    const stock = await voucherStockLeft(db);
    world.voucherStock = Object.fromEntries(stock.map((s) => [s.voucher, s.left]));
  }
  return world;
}
