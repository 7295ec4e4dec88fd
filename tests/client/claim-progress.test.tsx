import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RewardReveal, waitProgress } from '../../src/client/scenes/reward-reveal/reward-reveal.tsx';
import { claimProgress } from '../../src/client/screens/missions/battle-pass-words.ts';
import type { Reward } from '../../src/rules/reward.ts';

// jsdom lays nothing out and has no ResizeObserver.
class FixedBox {
  observe() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', FixedBox);
afterAll(() => vi.unstubAllGlobals());

describe('a reveal whose rewards come in steps (the battle pass, a claim a level)', () => {
  it('says how many levels are claimed while it waits, and nothing of it once the rewards are in', async () => {
    const progress = waitProgress();
    let answer!: (r: Reward[]) => void;
    const rewards = new Promise<Reward[]>((resolve) => (answer = resolve));
    render(
      <RewardReveal intro="loot" source="/images/crates/basic.png" rewards={rewards} progress={progress} />,
    );
    const status = screen.getAllByRole('status')[0]!;
    expect(status.textContent).toContain('Opening the loot');
    expect(status.textContent).not.toContain('levels claimed');
    act(() => progress.set(claimProgress(12, 50)));
    expect(status.textContent).toContain('12 of 50 levels claimed');
    act(() => progress.set(claimProgress(49, 50)));
    expect(status.textContent).toContain('49 of 50 levels claimed');
    await act(async () => answer([{ kind: 'energy', amount: 5 }]));
    expect(document.body.textContent).not.toContain('levels claimed');
  });

  it('counts with the thousands separated', () => {
    expect(claimProgress(0, 2)).toBe('0 of 2 levels claimed');
    expect(claimProgress(1200, 1500)).toBe('1,200 of 1,500 levels claimed');
  });
});
