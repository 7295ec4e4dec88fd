/** Mint pass types (vouchers) with the spec's numbers. There is no type 2. */
export const VOUCHERS = [
  { type: 0, key: 'MintTicket', name: 'Presale Pass', image: '/images/vauchers/mint-ticket.png' },
  { type: 1, key: 'OG', name: 'Warlords OG', image: '/images/vauchers/og.png' },
  { type: 3, key: 'FCFS', name: 'FCFS Spot', image: '/images/vauchers/fcfs.png' },
  { type: 4, key: 'FreeMint', name: 'Free NFT Mint', image: '/images/vauchers/free-mint.png' },
  { type: 5, key: 'Whitelist', name: 'GTD Spot', image: '/images/vauchers/whitelist.png' },
] as const;

export type VoucherKey = (typeof VOUCHERS)[number]['key'];
export type VoucherType = (typeof VOUCHERS)[number]['type'];

/** The order in which the pocket lists vouchers (spec section 3). */
export const VOUCHER_KEYS: readonly VoucherKey[] = ['FreeMint', 'Whitelist', 'FCFS', 'OG', 'MintTicket'];

/** The voucher of a mint pass type number, or undefined for a number that is none. */
export function voucherByType(type: number) {
  return VOUCHERS.find((v) => v.type === type);
}

/** The voucher of a key. */
export function voucherByKey(key: VoucherKey) {
  return VOUCHERS.find((v) => v.key === key)!;
}
