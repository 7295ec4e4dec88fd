// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetGame, useGame } from '../../src/client/game/game-store.ts';
import { HOLD_LIMIT_MS, holdViews, releaseViews, revealTookHold } from '../../src/client/game/reveal-hold.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';

const pocket = (shards: number) => ({ shards, TWC: 0, crates: [] }) as unknown as PocketView;

afterEach(() => {
  releaseViews();
  resetGame();
  vi.useRealTimers();
});

describe('the reveal hold (a state of the game store)', () => {
  it('keeps the views as they were while answers and live events bring new ones', () => {
    useGame.setState({ pocket: pocket(5000) });
    holdViews();
    // The live stream's event, then the write's own answer: the mirror writes both.
    useGame.setState({ pocket: pocket(5400) });
    useGame.setState({ pocket: pocket(5400) });
    expect(useGame.getState().held?.pocket?.shards).toBe(5000);
    expect(useGame.getState().pocket?.shards).toBe(5400);
    releaseViews();
    expect(useGame.getState().held).toBeNull();
  });

  it('lets the first hold win while one is on', () => {
    useGame.setState({ pocket: pocket(100) });
    holdViews();
    useGame.setState({ pocket: pocket(999) });
    holdViews();
    expect(useGame.getState().held?.pocket?.shards).toBe(100);
  });

  it('ends by itself when no reveal takes it over, and not while one plays', () => {
    vi.useFakeTimers();
    useGame.setState({ pocket: pocket(1) });
    holdViews();
    vi.advanceTimersByTime(HOLD_LIMIT_MS + 1);
    expect(useGame.getState().held).toBeNull();
    holdViews();
    revealTookHold();
    vi.advanceTimersByTime(HOLD_LIMIT_MS * 3);
    expect(useGame.getState().held?.pocket?.shards).toBe(1);
  });

  it('holds nothing while no pocket is known (nothing is on screen yet)', () => {
    holdViews();
    expect(useGame.getState().held).toBeNull();
  });

  it('is forgotten with the player', () => {
    useGame.setState({ pocket: pocket(7) });
    holdViews();
    resetGame();
    expect(useGame.getState().held).toBeNull();
  });
});
