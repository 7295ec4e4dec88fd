// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentEnergy } from '../../src/client/ui/energy-meter.tsx';
import { referralLink } from '../../src/client/screens/profile/referral-link.tsx';
import { pageFromParam, pageText } from '../../src/client/screens/leaderboard/leaderboard-screen.tsx';
import { sendBlocker } from '../../src/client/screens/expedition/region-status.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import type { ExpeditionRunView, RegionView } from '../../src/rules/views/expedition-view.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');

describe('the energy meter', () => {
  const pocket = { energy: 10, maxEnergy: 80, energyUpdatedAt: new Date(T0).toISOString() } as PocketView;

  it('regenerates one point per 90 s and counts down to the next', () => {
    expect(currentEnergy(pocket, T0 + 200_000)).toEqual({ energy: 12, nextInMs: 70_000 });
  });

  it('stops at the maximum', () => {
    expect(currentEnergy(pocket, T0 + 90_000 * 100)).toEqual({ energy: 80, nextInMs: null });
  });
});

describe('the referral link', () => {
  it('is the origin with ref_id set to the profile id', () => {
    expect(referralLink('https://warlords.gg', 'p-42')).toBe('https://warlords.gg/?ref_id=p-42');
  });
});

describe('leaderboard pages', () => {
  it('reads whole page numbers from 1, anything else as page 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(undefined)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('x')).toBe(1);
  });

  it('says a page past the last is past it, not "Page 2 of 1"', () => {
    expect(pageText(1, 1)).toBe('Page 1 of 1');
    expect(pageText(2, 1)).toBe('Page 2 is past the last page (1)');
    expect(pageText(3, 5)).toBe('Page 3 of 5');
  });
});

describe('the send button of a region', () => {
  const region = {
    id: 3,
    locked: false,
    rankRequired: 2,
    cooldownTill: null,
    stageInfo: { energyRequired: 15 },
  } as unknown as RegionView;
  const idle = { hidden: true, region: 1, finished: false } as ExpeditionRunView;

  it('says a locked region needs a rank', () => {
    expect(sendBlocker({ ...region, locked: true }, idle, 100, T0)).toBe('Needs Warlord rank 2');
  });

  it('counts down a cooling region', () => {
    const cooling = { ...region, cooldownTill: new Date(T0 + 3_725_000).toISOString() };
    expect(sendBlocker(cooling, idle, 100, T0)).toBe('Cooling down: 1h 2m');
  });

  it('refuses while another region has the expedition', () => {
    expect(sendBlocker(region, { ...idle, hidden: false, region: 1 }, 100, T0)).toBe(
      'Another expedition is under way',
    );
  });

  it('says how much energy is missing', () => {
    expect(sendBlocker(region, idle, 9, T0)).toBe('Not enough energy: 15 needed, 9 left');
  });

  it('lets a send go otherwise', () => {
    expect(sendBlocker(region, idle, 15, T0)).toBeNull();
  });
});

describe('reward lines', () => {
  it('name trait cards with their category, potions with their count, crates by name', () => {
    expect(rewardText({ kind: 'cards', traitId: 307, amount: 4 })).toBe('4 Blue Suit cards');
    expect(rewardText({ kind: 'items', itemId: 780, amount: 1 })).toBe('Small Earn Potion ×1');
    expect(rewardText({ kind: 'items', itemId: 257, amount: 2 })).toBe('2 Dagger cards');
    expect(rewardText({ kind: 'crate', crateKind: 1, amount: 1 })).toBe('1 Advanced crate');
    expect(rewardText({ kind: 'shards', amount: 2500 })).toBe('2,500 shards');
    expect(rewardText({ kind: 'voucher', voucher: 'Whitelist', amount: 1 })).toBe('1 × GTD Spot');
  });
});
