import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmPaid } from '../../src/client/dialogs/confirm-paid.tsx';
import { DialogHost } from '../../src/client/dialogs/dialog.tsx';
import { useDialogs } from '../../src/client/dialogs/dialog-store.ts';
import { resetGame, useGame } from '../../src/client/game/game-store.ts';
import { useSettings } from '../../src/client/settings/settings-store.ts';
import { useSession } from '../../src/client/session/session-store.ts';
import { keptProgress, levelUpOf, watchLevelUps } from '../../src/client/ui/level-up/watch-level.ts';
import type { WarlordView } from '../../src/rules/views/warlord-view.ts';

const warlord = (level: number, rank: number) => ({ level, rank }) as WarlordView;

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ skipConfirm: {} });
  resetGame();
});
afterEach(() => useDialogs.setState({ dialogs: [] }));

describe('level-ups, from the server answers', () => {
  it('sees nothing on a first answer or when nothing rose', () => {
    expect(levelUpOf(null, warlord(4, 1))).toBeNull();
    expect(levelUpOf(warlord(4, 1), warlord(4, 1))).toBeNull();
    expect(levelUpOf(warlord(4, 1), null)).toBeNull();
  });

  it('sees a level-up within a rank, with no region unlocked', () => {
    expect(levelUpOf(warlord(1, 1), warlord(2, 1))).toEqual({
      fromLevel: 1,
      level: 2,
      fromRank: 1,
      rank: 1,
      unlocked: [],
    });
  });

  it('names the regions a rank-up opens, every rank passed on the way', () => {
    expect(levelUpOf(warlord(5, 1), warlord(6, 2))?.unlocked).toEqual([3]);
    expect(levelUpOf(warlord(5, 1), warlord(16, 4))?.unlocked).toEqual([3, 4, 5]);
  });

  it('writes a rank-up into the game store for the banner and the map, not a change of player', () => {
    watchLevelUps();
    useGame.setState({ warlord: warlord(5, 1) });
    useGame.setState({ warlord: warlord(6, 2) });
    expect(useGame.getState().levelUp).toMatchObject({ level: 6, rank: 2, unlocked: [3] });
    expect(useGame.getState().newlyUnlocked).toEqual([3]);
    resetGame();
    useGame.setState({ warlord: warlord(30, 6) });
    expect(useGame.getState().levelUp).toBeNull();
  });

  it("celebrates on a page's first answer a level-up this tab has not seen, for that player only", () => {
    watchLevelUps();
    sessionStorage.clear();
    useSession
      .getState()
      .setUser({ profileId: 'p1', discordId: 'd1', username: 'one', avatar: null, token: 't' });
    resetGame();
    // The first visit: nothing kept, so nothing to celebrate; the level is kept.
    useGame.setState({ warlord: warlord(4, 1) });
    expect(useGame.getState().levelUp).toBeNull();
    expect(keptProgress('p1')).toEqual({ level: 4, rank: 1 });
    // A reload (the store starts empty) after the level rose on the server.
    resetGame();
    useGame.setState({ warlord: warlord(6, 2) });
    expect(useGame.getState().levelUp).toMatchObject({
      fromLevel: 4,
      level: 6,
      fromRank: 1,
      rank: 2,
      unlocked: [3],
    });
    // Another player signs in on this browser: the first player's level is not theirs.
    useSession
      .getState()
      .setUser({ profileId: 'p2', discordId: 'd2', username: 'two', avatar: null, token: 't' });
    resetGame();
    useGame.setState({ warlord: warlord(9, 2) });
    expect(useGame.getState().levelUp).toBeNull();
    expect(keptProgress('p1')).toEqual({ level: 6, rank: 2 });
    useSession.getState().clear();
  });

  it('celebrates a rank-up once: a reload after it, or a browser restored from before it, does not', () => {
    watchLevelUps();
    sessionStorage.clear();
    // A copy of the browser's local storage taken before the rank-up (the review's replay).
    localStorage.setItem('warlords:progress:p3', JSON.stringify({ level: 5, rank: 1 }));
    useSession
      .getState()
      .setUser({ profileId: 'p3', discordId: 'd3', username: 'three', avatar: null, token: 't' });
    resetGame();
    useGame.setState({ warlord: warlord(5, 1) });
    useGame.setState({ warlord: warlord(6, 2) });
    expect(useGame.getState().levelUp).toMatchObject({ fromRank: 1, rank: 2 });
    // A reload of this tab: the store starts empty and the server says rank 2 again.
    resetGame();
    useGame.setState({ warlord: warlord(6, 2) });
    expect(useGame.getState().levelUp).toBeNull();
    // A new tab, or the profile restored from the copy: only the stale local storage is there.
    sessionStorage.clear();
    resetGame();
    useGame.setState({ warlord: warlord(6, 2) });
    expect(useGame.getState().levelUp).toBeNull();
    useSession.getState().clear();
  });
});

describe('asking before paying', () => {
  it('asks with the cost; Escape says no and keeps asking', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmPaid('gumball', {
        title: 'Pull the gumball?',
        gets: 'One pull.',
        costs: [{ amount: 2000, currency: 'shards' }],
        verb: 'Pull',
      });
    });
    expect(await screen.findByRole('button', { name: 'Pull for 2,000 shards' })).toBeTruthy();
    expect(screen.getByText(/It costs/).textContent).toContain('2,000 shards');
    // What the browser turns Escape into on a modal <dialog> (jsdom does not).
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(await answer).toBe(false);
    expect(useSettings.getState().skipConfirm).toEqual({});
  });

  it('stops asking for that kind only after "Don\'t ask again"', async () => {
    render(<DialogHost />);
    const ask = {
      title: 'Upgrade?',
      gets: 'Level 2.',
      costs: [{ amount: 5, currency: 'cards' as const }],
      verb: 'Upgrade',
    };
    let answer: Promise<boolean> | undefined;
    act(() => void (answer = confirmPaid('upgrade', ask)));
    await userEvent.click(await screen.findByRole('checkbox', { name: "Don't ask again for this" }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade for 5 cards' }));
    expect(await answer).toBe(true);
    expect(useSettings.getState().skipConfirm).toEqual({ upgrade: true });
    // Upgrades go ahead unasked; a mint reservation still asks.
    expect(await confirmPaid('upgrade', ask)).toBe(true);
    expect(useDialogs.getState().dialogs).toHaveLength(0);
    act(() => void confirmPaid('mint', { ...ask, verb: 'Reserve' }));
    expect(useDialogs.getState().dialogs).toHaveLength(1);
  });
});
