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

/**
 * The golden rush window is read on every game call and changes when the operator says so: each
 * process keeps it for a second (another process's change shows within that second; this
 * process's own change at once, see `forgetSettings`). Kept per app, by its config.
 */
const RUSH_KEEP_MS = 1000;
const rushCache = new WeakMap<Config, { window: GoldenRushWindow | null; at: number }>();

/** Forgets the kept settings after the operator changes one. */
export function forgetSettings(config: Config): void {
  rushCache.delete(config);
}

async function keptGoldenRush(db: Db | Tx, config: Config): Promise<GoldenRushWindow | null> {
  const kept = rushCache.get(config);
  if (kept && performance.now() - kept.at < RUSH_KEEP_MS) return kept.window;
  const window = await goldenRushWindow(db);
  rushCache.set(config, { window, at: performance.now() });
  return window;
}

/** The world without the voucher stock, with no database call while the rush window is kept. */
export function keptWorld(config: Config): World | null {
  const kept = rushCache.get(config);
  if (!kept || performance.now() - kept.at >= RUSH_KEEP_MS) return null;
  return { goldenRush: kept.window, goldenRushForced: config.goldenRushForced };
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
    world.voucherStock = Object.fromEntries(stock.map((s) => [s.vaucher, s.left]));
  }
  return world;
}
