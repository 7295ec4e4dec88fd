import { describe, expect, it } from 'vitest';
import { mintReserved, mintWindowOpen, type MintReservedAction } from './mint-reserved.ts';
import { NOW, ctx, player } from '../../../tests/rules/fixtures.ts';

const HOUR = 60 * 60 * 1000;
const open = { opensAt: NOW - HOUR, closesAt: NOW + HOUR };
const holder = () => player({ vouchers: { FreeMint: 0, Whitelist: 2, FCFS: 0, OG: 0, MintTicket: 1 } });
const reserve = (patch: Partial<MintReservedAction> = {}): MintReservedAction => ({
  voucher: 'Whitelist',
  wallet: '0x' + 'a'.repeat(40),
  window: open,
  ...patch,
});

describe('mint.reserved', () => {
  it('spends one voucher to reserve a mint while the window is open', () => {
    const out = mintReserved(holder(), reserve(), ctx());
    expect(out.state.vouchers.Whitelist).toBe(1);
    expect(out.result).toEqual({ voucher: 'Whitelist', type: 5, wallet: '0x' + 'a'.repeat(40) });
    expect(out.ledger).toEqual([{ what: 'voucher:Whitelist', delta: -1, balanceAfter: 1 }]);
  });

  it('takes the voucher by pass type too', () => {
    const out = mintReserved(holder(), reserve({ voucher: 0 }), ctx());
    expect(out.state.vouchers.MintTicket).toBe(0);
    expect(out.result.voucher).toBe('MintTicket');
  });

  it('is open from opensAt until just before closesAt', () => {
    const w = { opensAt: NOW, closesAt: NOW + HOUR };
    expect(mintReserved(holder(), reserve({ window: w }), ctx()).result.type).toBe(5);
    expect([NOW - 1, NOW, NOW + HOUR - 1, NOW + HOUR].map((t) => mintWindowOpen(w, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(mintWindowOpen(null, NOW)).toBe(false);
  });

  it('refuses a player without a wallet', () => {
    for (const wallet of [null, '']) {
      expect(() => mintReserved(holder(), reserve({ wallet }), ctx())).toThrow(
        expect.objectContaining({ message: 'Add a wallet to your profile first', status: 409 }),
      );
    }
  });

  it('refuses before the window opens, saying when it opens', () => {
    const window = { opensAt: Date.UTC(2026, 1, 1, 18), closesAt: Date.UTC(2026, 1, 2) };
    expect(() => mintReserved(holder(), reserve({ window }), ctx())).toThrow(
      expect.objectContaining({ message: 'The mint opens on 2026-02-01T18:00:00Z', status: 409 }),
    );
  });

  it('refuses after the window closes and when no window is set', () => {
    for (const window of [{ opensAt: NOW - 2 * HOUR, closesAt: NOW }, null]) {
      expect(() => mintReserved(holder(), reserve({ window }), ctx())).toThrow(
        expect.objectContaining({ message: 'The mint is closed', status: 409 }),
      );
    }
  });

  it('refuses without the voucher', () => {
    expect(() => mintReserved(holder(), reserve({ voucher: 'OG' }), ctx())).toThrow(
      expect.objectContaining({ message: 'You hold no Warlords OG voucher', status: 409 }),
    );
  });

  it('refuses an unknown voucher with 404', () => {
    for (const voucher of [2, 'Gold']) {
      expect(() => mintReserved(holder(), reserve({ voucher: voucher as 2 }), ctx())).toThrow(
        expect.objectContaining({ message: `Unknown voucher ${voucher}`, status: 404 }),
      );
    }
  });
});
