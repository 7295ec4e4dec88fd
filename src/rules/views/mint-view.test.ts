import { describe, expect, it } from 'vitest';
import { mintView } from './mint-view.ts';
import { NOW, player } from '../../../tests/rules/fixtures.ts';

const HOUR = 60 * 60 * 1000;

describe('mint view', () => {
  it('shows the window, the five passes locked or unlocked, and the reservations', () => {
    const state = player({ vouchers: { FreeMint: 0, Whitelist: 2, FCFS: 0, OG: 1, MintTicket: 0 } });
    const view = mintView(
      state,
      { opensAt: NOW - HOUR, closesAt: NOW + HOUR },
      [
        { type: 5, wallet: '0xb', at: NOW - 60_000 },
        { type: 1, wallet: '0xa', at: NOW - 120_000 },
      ],
      NOW,
    );
    expect(view.window).toEqual({
      opensAt: '2026-01-10T11:00:00.000Z',
      closesAt: '2026-01-10T13:00:00.000Z',
      open: true,
    });
    expect(view.passes.map((p) => [p.type, p.name, p.owned, p.unlocked])).toEqual([
      [0, 'Presale Pass', 0, false],
      [1, 'Warlords OG', 1, true],
      [3, 'FCFS Spot', 0, false],
      [4, 'Free NFT Mint', 0, false],
      [5, 'GTD Spot', 2, true],
    ]);
    expect(view.passes[4]).toMatchObject({ voucher: 'Whitelist', image: '/images/vauchers/whitelist.png' });
    expect(view.reservations).toEqual([
      { type: 1, name: 'Warlords OG', wallet: '0xa', at: '2026-01-10T11:58:00.000Z' },
      { type: 5, name: 'GTD Spot', wallet: '0xb', at: '2026-01-10T11:59:00.000Z' },
    ]);
  });

  it('shows the mint closed with no window set, and after closesAt', () => {
    expect(mintView(player(), null, [], NOW).window).toEqual({ opensAt: null, closesAt: null, open: false });
    expect(mintView(player(), { opensAt: NOW - HOUR, closesAt: NOW }, [], NOW).window.open).toBe(false);
  });
});
