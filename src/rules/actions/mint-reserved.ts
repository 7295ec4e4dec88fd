import { VOUCHERS, type VoucherKey, type VoucherType } from '../catalog/vouchers.ts';
import { GameError, ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/** The operator's mint window, epoch milliseconds: open from `opensAt` until just before `closesAt`. */
export interface MintWindow {
  opensAt: number;
  closesAt: number;
}

/** Whether the mint window is open at `now` (no window: closed). */
export function mintWindowOpen(window: MintWindow | null, now: number): boolean {
  return window !== null && now >= window.opensAt && now < window.closesAt;
}

export interface MintReservedAction {
  /** The voucher to spend, by key (`Whitelist`) or mint pass type (5). */
  voucher: VoucherKey | number;
  /** The wallet on the player's profile that the mint goes to, or null when there is none. */
  wallet: string | null;
  window: MintWindow | null;
}

/** "2026-02-01T18:00:00Z": an instant as ISO 8601 in UTC, without zero milliseconds. */
function isoText(at: number): string {
  return new Date(at).toISOString().replace('.000Z', 'Z');
}

/**
 * `mint.reserved`: spends one voucher to reserve a mint of its pass type for the player's wallet,
 * while the operator's mint window is open. No chain is reached: the server records the
 * reservation (wallet, pass type, time) for the operator's export. Refused: unknown voucher (404);
 * no wallet, mint not open, no such voucher held (409).
 */
export const mintReserved = reducer<
  MintReservedAction,
  { voucher: VoucherKey; type: VoucherType; wallet: string }
>('mint.reserved', (before, { voucher, wallet, window }, { now }) => {
  const pass = VOUCHERS.find((v) => v.key === voucher || v.type === voucher);
  ensure(pass, `Unknown voucher ${String(voucher)}`, 404);
  ensure(wallet, 'Add a wallet to your profile first');
  if (window && now < window.opensAt) throw new GameError(`The mint opens on ${isoText(window.opensAt)}`);
  ensure(mintWindowOpen(window, now), 'The mint is closed');
  const state = prepare(before, now);
  const held = state.vouchers[pass.key] ?? 0;
  ensure(held >= 1, `You hold no ${pass.name} voucher`);
  const after = { ...state, vouchers: { ...state.vouchers, [pass.key]: held - 1 } };
  return settle(before, after, { voucher: pass.key, type: pass.type, wallet });
});
