import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { battlePassRewards } from '../../src/rules/formulas/battle-pass.ts';
import { emptyPlayerState } from '../../src/rules/new-player.ts';
import { missionsView, type MissionsView } from '../../src/rules/views/missions-view.ts';
import { useGame } from '../../src/client/game/game-store.ts';
import { watchProgress } from '../../src/client/game/notice-timers.ts';
import { holdViews, releaseViews } from '../../src/client/game/reveal-hold.ts';
import { useDialogs } from '../../src/client/dialogs/dialog-store.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import { PassLevelMoment, usePassLevelUp } from '../../src/client/ui/level-up/pass-level-moment.tsx';
import { playLater } from '../../src/client/sound/later.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';

vi.mock('../../src/client/sound/later.ts', () => ({ playLater: vi.fn(), buzzLater: vi.fn() }));

const NOW = Date.parse('2026-03-01T12:00:00Z');
const base = missionsView(emptyPlayerState(NOW), NOW);
/** The missions answer of a player whose battle pass stands at `level` (none claimed). */
const at = (level: number): MissionsView => ({ ...base, battlePass: { ...base.battlePass, level } });

/** Lets the settling (a promise, at once where there are no Web Animations) end. */
const settled = () => act(async () => {});

watchProgress();

beforeEach(() => {
  useGame.setState({ missions: null, held: null, levelUp: null, pocket: null });
  usePassLevelUp.setState({ up: null });
  vi.mocked(playLater).mockClear();
});
afterEach(() => releaseViews());

describe("a battle pass level's moment", () => {
  it('celebrates the level reached with what it unlocks, from the rules, and the level-up sound', async () => {
    render(<PassLevelMoment />);
    // The page's first answer is where the player stands: nothing to celebrate.
    act(() => useGame.setState({ missions: at(3) }));
    expect(screen.queryByTestId('level-celebration')).toBeNull();
    act(() => useGame.setState({ missions: at(4) }));
    const dialog = screen.getByRole('dialog', { name: 'Battle pass' });
    expect(screen.getByTestId('celebration-level').textContent).toBe('Level 3 → 4');
    expect(screen.getByTestId('celebration-unlocks').textContent).toContain(
      rewardText(battlePassRewards(4, 1)[0]!),
    );
    expect(playLater).toHaveBeenCalledWith('levelup', expect.any(Number));
    // A tap or a key closes it at once.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settled();
    expect(screen.queryByTestId('level-celebration')).toBeNull();
    expect(usePassLevelUp.getState().up).toBeNull();
  });

  it('waits for a running reveal and its pop-up, then shows every level reached meanwhile', async () => {
    render(<PassLevelMoment />);
    act(() => useGame.setState({ missions: at(1), pocket: {} as PocketView }));
    // A claim's reveal holds the figures; the answers say levels 2, then 3.
    act(() => holdViews());
    act(() => useGame.setState({ missions: at(2) }));
    act(() => useGame.setState({ missions: at(3) }));
    expect(screen.queryByTestId('level-celebration')).toBeNull();
    act(() => useDialogs.setState({ dialogs: [{ id: 1 } as never] }));
    act(() => releaseViews());
    expect(screen.queryByTestId('level-celebration')).toBeNull();
    act(() => useDialogs.setState({ dialogs: [] }));
    expect(screen.getByTestId('celebration-level').textContent).toBe('Level 1 → 3');
    const unlocks = screen.getByTestId('celebration-unlocks').textContent;
    for (const level of [2, 3]) expect(unlocks).toContain(rewardText(battlePassRewards(level, 1)[0]!));
  });

  it("waits for the Warlord's level-up banner", () => {
    render(<PassLevelMoment />);
    act(() => useGame.setState({ missions: at(5) }));
    act(() =>
      useGame.setState({
        missions: at(6),
        levelUp: { id: 1, fromLevel: 1, level: 2, fromRank: 1, rank: 1, unlocked: [] },
      }),
    );
    expect(screen.queryByTestId('level-celebration')).toBeNull();
    act(() => useGame.setState({ levelUp: null }));
    expect(screen.getByTestId('celebration-level').textContent).toBe('Level 5 → 6');
  });
});
