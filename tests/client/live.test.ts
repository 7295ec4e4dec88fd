import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLiveEvent } from '../../src/client/game/live.ts';
import { liveNoteTexts, type LiveNote } from '../../src/client/game/live-notes.ts';
import {
  addNotice,
  loadNoticeSettings,
  markAllRead,
  setKindOn,
  unreadCount,
  useNotices,
} from '../../src/client/game/notices.ts';
import { energyFullAt } from '../../src/client/game/notice-timers.ts';
import { ENERGY_TICK_MS } from '../../src/rules/formulas/energy.ts';
import { useSession } from '../../src/client/session/session-store.ts';
import { ITEMS, isPotion } from '../../src/rules/catalog/items.ts';

const note = (action: string, what: string, delta: number, balanceAfter = 0): LiveNote => ({
  action,
  what,
  delta,
  balanceAfter,
  at: '2026-01-10T12:00:00.000Z',
});

describe('what a live change tells', () => {
  it('tells a sale with its fee taken, once', () => {
    const told = liveNoteTexts([
      note('market.sold', 'shards', 360),
      note('market.fee', 'shards', -18),
      note('market.sold', 'trait:3:cards', 0),
    ]);
    expect(told).toEqual([{ kind: 'market', text: 'Your listing sold: +342 shards (fee: 18)' }]);
  });

  it("tells grants, XP and referral bonuses, and none of the player's own writes", () => {
    expect(
      liveNoteTexts([
        note('granted', 'shards', 500),
        note('granted', 'trait:3:cards', 5),
        note('granted', 'trait:3:level', 1),
      ]),
    ).toEqual([{ kind: 'operator', text: 'An operator granted you +500 shards, +5 Smite cards' }]);
    // 3 cards of a weapon not held: the first unlocks it (level 0 to 1), 2 count toward level 2.
    const dagger = ITEMS.find((i) => i.name === 'Dagger')!;
    expect(
      liveNoteTexts([
        note('granted', `item:${dagger.id}:level`, 1, 1),
        note('granted', `item:${dagger.id}:cards`, 2, 2),
        note('granted', 'trait:3:level', 1, 1),
      ]),
    ).toEqual([
      { kind: 'operator', text: 'An operator granted you Dagger unlocked (+2 cards), Smite unlocked' },
    ]);
    // A potion's first drop is its uses, nothing unlocked.
    const potion = ITEMS.find(isPotion)!;
    expect(
      liveNoteTexts([
        note('granted', `item:${potion.id}:level`, 1, 1),
        note('granted', `item:${potion.id}:usages`, 3, 3),
      ]),
    ).toEqual([{ kind: 'operator', text: `An operator granted you +3 ${potion.name} uses` }]);
    expect(liveNoteTexts([note('activity.recorded', 'xp:discord', 1495)])).toEqual([
      { kind: 'missions', text: 'Community mission: +1,495 XP' },
    ]);
    expect(
      liveNoteTexts([note('crate.opened', 'crate:0', -1), note('expedition.sent', 'energy', -20)]),
    ).toEqual([]);
  });
});

describe('the notice tray', () => {
  /** The settings endpoint, kept in memory per player id, as the server keeps them. */
  const kept = new Map<string, unknown>();
  beforeEach(() => {
    localStorage.clear();
    kept.clear();
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const id = /\/api\/([^/]+)\/settings\/notices$/.exec(url)?.[1];
      if (!id) return new Response('{}', { status: 404 });
      if (init?.method === 'PUT') kept.set(id, JSON.parse(String(init.body)));
      return Response.json(kept.get(id) ?? { off: [], system: false });
    });
    useSession.getState().setUser({ profileId: 'p-1', discordId: 'd', token: 't', username: 'u' } as never);
  });
  afterEach(() => {
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('counts what is unread, keeps it per player, and leaves out kinds the server says are off', async () => {
    expect(addNotice('market', 'Your listing sold: +5 shards')).toBe(true);
    expect(unreadCount(useNotices.getState())).toBe(1);
    expect(await setKindOn('energy', false)).toBe(true);
    expect(kept.get('p-1')).toEqual({ off: ['energy'], system: false });
    expect(addNotice('energy', 'Energy full: 100')).toBe(false);
    expect(useNotices.getState().notices).toHaveLength(1);
    markAllRead();
    expect(unreadCount(useNotices.getState())).toBe(0);

    useSession.getState().setUser({ profileId: 'p-2', discordId: 'e', token: 't2', username: 'v' } as never);
    expect(useNotices.getState().notices).toEqual([]);
    await loadNoticeSettings();
    expect(useNotices.getState().off).toEqual([]);
    // Back to the first player (as on another device: nothing kept in this browser but the tray).
    useSession.getState().setUser({ profileId: 'p-1', discordId: 'd', token: 't', username: 'u' } as never);
    expect(useNotices.getState().notices.map((n) => n.text)).toEqual(['Your listing sold: +5 shards']);
    await loadNoticeSettings();
    expect(useNotices.getState().off).toEqual(['energy']);
    expect(useNotices.getState().settingsLoaded).toBe(true);
  });
});

describe('a change applied to the cache', () => {
  it("writes the change's views over the queries, and a resumed hello reads them again", async () => {
    const qc = new QueryClient();
    const views = {
      pocket: { shards: 9 },
      warlord: { level: 2 },
      missions: { totalXp: 5 },
      expedition: { regions: [] },
    };
    applyLiveEvent(
      qc,
      { event: 'change', id: '4', data: JSON.stringify({ views, notes: [], missed: false }) },
      false,
    );
    expect(qc.getQueryData(['pocket'])).toEqual({ shards: 9 });
    expect(qc.getQueryData(['missions'])).toEqual({ totalXp: 5 });
    qc.setQueryData(['warlord'], { level: 3 });
    applyLiveEvent(qc, { event: 'hello', id: '9', data: '{"seq":9}' }, true);
    expect(qc.getQueryState(['warlord'])?.isInvalidated).toBe(true);
  });

  it("puts the views in the cache in the code's names (`ownedVouchers`, `referralXp`, a reward's `voucher`)", () => {
    const qc = new QueryClient();
    const reward = [{ kind: 'voucher', vaucher: 'FCFS', amount: 1 }];
    const views = {
      pocket: { shards: 9, ownedVauchers: { OG: 2 } },
      warlord: {},
      missions: { gmXp: 1, refferalXp: 5, battlePass: { level: 9, nextRewards: [{ level: 10, reward }] } },
      expedition: {},
    };
    applyLiveEvent(
      qc,
      { event: 'change', id: '6', data: JSON.stringify({ views, notes: [], missed: false }) },
      false,
    );
    expect(qc.getQueryData(['pocket'])).toStrictEqual({ shards: 9, ownedVouchers: { OG: 2 } });
    expect(qc.getQueryData(['missions'])).toStrictEqual({
      gmXp: 1,
      referralXp: 5,
      battlePass: {
        level: 9,
        nextRewards: [{ level: 10, reward: [{ kind: 'voucher', voucher: 'FCFS', amount: 1 }] }],
      },
    });
  });

  it("reads the market's queries again after a sale, and not after a change that is not the market's", () => {
    const qc = new QueryClient();
    const views = { pocket: {}, warlord: {}, missions: {}, expedition: {} };
    const change = (notes: LiveNote[]) => ({
      event: 'change',
      id: '5',
      data: JSON.stringify({ views, notes, missed: false }),
    });
    qc.setQueryData(['market', 'mine'], [{ id: 'l-1', quantity: 3 }]);
    qc.setQueryData(['market', 'browse', {}], { listings: [] });
    qc.setQueryData(['history', '', ''], { rows: [] });
    applyLiveEvent(qc, change([note('granted', 'shards', 5)]), false);
    expect(qc.getQueryState(['market', 'mine'])?.isInvalidated).toBe(false);
    // Every change is a row of the history: an open history reads again.
    expect(qc.getQueryState(['history', '', ''])?.isInvalidated).toBe(true);
    applyLiveEvent(qc, change([note('market.sold', 'shards', 360)]), false);
    expect(qc.getQueryState(['market', 'mine'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['market', 'browse', {}])?.isInvalidated).toBe(true);
  });
});

describe('energy full', () => {
  it('is the last tick that brings energy to its maximum', () => {
    const at = Date.UTC(2026, 0, 10, 12);
    const full = energyFullAt({ energy: 97, maxEnergy: 100, energyUpdatedAt: new Date(at).toISOString() });
    expect(full).toBe(at + 3 * ENERGY_TICK_MS);
    expect(
      energyFullAt({ energy: 100, maxEnergy: 100, energyUpdatedAt: new Date(at).toISOString() }),
    ).toBeNull();
  });
});
