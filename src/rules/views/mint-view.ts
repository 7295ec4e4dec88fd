import { VOUCHERS, type VoucherKey, type VoucherType } from '../catalog/vouchers.ts';
import { mintWindowOpen, type MintWindow } from '../actions/mint-reserved.ts';
import type { PlayerState } from '../state.ts';

/** A mint reserved by the player: pass type, the wallet it goes to, when (epoch ms). */
export interface MintReservation {
  type: VoucherType;
  wallet: string;
  at: number;
}

/** One pass type on the mint page: unlocked while the player holds at least one of its vouchers. */
export interface MintPassView {
  type: VoucherType;
  voucher: VoucherKey;
  name: string;
  image: string;
  owned: number;
  unlocked: boolean;
}

/** GET /mint (api.md). Window times are ISO 8601, or null while the operator has set no window. */
export interface MintView {
  window: { opensAt: string | null; closesAt: string | null; open: boolean };
  passes: MintPassView[];
  reservations: { type: VoucherType; name: string; wallet: string; at: string }[];
}

const iso = (at: number) => new Date(at).toISOString();

/** The mint page of a player as of `now`: the window, the five pass types and their reservations. */
export function mintView(
  state: PlayerState,
  window: MintWindow | null,
  reservations: readonly MintReservation[],
  now: number,
): MintView {
  return {
    window: {
      opensAt: window ? iso(window.opensAt) : null,
      closesAt: window ? iso(window.closesAt) : null,
      open: mintWindowOpen(window, now),
    },
    passes: VOUCHERS.map((v) => {
      const owned = state.vouchers[v.key] ?? 0;
      return { type: v.type, voucher: v.key, name: v.name, image: v.image, owned, unlocked: owned > 0 };
    }),
    reservations: [...reservations]
      .sort((a, b) => a.at - b.at)
      .map((r) => ({
        type: r.type,
        name: VOUCHERS.find((v) => v.type === r.type)?.name ?? `Pass ${r.type}`,
        wallet: r.wallet,
        at: iso(r.at),
      })),
  };
}
