import { describe, expect, it } from 'vitest';
import { battlePassLeftView } from './battle-pass-view.ts';
import { DEFAULT_VOUCHER_STOCK } from '../formulas/battle-pass.ts';

describe('battlePassLeftView', () => {
  it('lists the Whitelist and FCFS stock left', () => {
    expect(battlePassLeftView(DEFAULT_VOUCHER_STOCK)).toEqual([
      { voucher: 'Whitelist', left: 500 },
      { voucher: 'FCFS', left: 1000 },
    ]);
  });

  it('shows a voucher missing from the stock as none left', () => {
    expect(battlePassLeftView({ Whitelist: 3 })).toEqual([
      { voucher: 'Whitelist', left: 3 },
      { voucher: 'FCFS', left: 0 },
    ]);
  });
});
