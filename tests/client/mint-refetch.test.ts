import { describe, expect, it } from 'vitest';
import { MINT_RECHECK_MS, mintRefetchMs } from '../../src/client/api/mint.ts';
import type { MintView } from '../../src/rules/views/mint-view.ts';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const view = (opensAt: string | null, closesAt: string | null, open: boolean): MintView => ({
  window: { opensAt, closesAt, open },
  passes: [],
  reservations: [],
});

describe('when the mint page asks the server again', () => {
  it('every 30 s while no window is set or it is closed: an operator may open one at any time', () => {
    expect(mintRefetchMs(view(null, null, false), NOW)).toBe(MINT_RECHECK_MS);
    expect(mintRefetchMs(view('2026-11-29T10:00:00Z', '2026-11-29T12:00:00Z', false), NOW)).toBe(
      MINT_RECHECK_MS,
    );
  });

  it('just past the opening when it comes sooner, and just past the closing while open', () => {
    expect(mintRefetchMs(view('2026-11-30T12:00:10Z', '2026-11-30T14:00:00Z', false), NOW)).toBe(10_250);
    expect(mintRefetchMs(view('2026-11-30T11:00:00Z', '2026-11-30T12:05:00Z', true), NOW)).toBe(300_250);
  });

  it('not at all before its first answer', () => {
    expect(mintRefetchMs(undefined, NOW)).toBe(false);
  });
});
