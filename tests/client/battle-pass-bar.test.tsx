import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { BattlePass } from '../../src/client/screens/missions/battle-pass.tsx';
import { emptyMissions } from '../../src/rules/new-player.ts';
import { missionsView } from '../../src/rules/views/missions-view.ts';
import { NOW, player } from '../rules/fixtures.ts';
import { drawNothing, json, signInAs } from './helpers.ts';

const STOCK = { Whitelist: 500, FCFS: 1000 };

/** The battle pass of a player with `xp` XP and `claimed` levels claimed, the voucher stock read. */
function show(xp: number, claimed = 0) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json([])),
  );
  const state = player({ missions: { ...emptyMissions(), engageXp: xp }, battlePassLevelClaimed: claimed });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BattlePass missions={missionsView(state, NOW, STOCK)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const bar = screen.getByRole('progressbar', { name: 'Medals toward the next level' });
  return { bar, width: bar.querySelector<HTMLElement>('.bar__fill')!.style.width };
}

// jsdom draws nothing: the claim's reveal, fetched ahead, gets no canvas (drawNothing).
let drawAgain = () => {};
beforeEach(() => {
  signInAs();
  drawAgain = drawNothing();
});
afterEach(() => {
  drawAgain();
  vi.unstubAllGlobals();
});

describe("the battle pass's bar", () => {
  it('stands three quarters full beside "30 of 40 medals for level 4", not empty (review r30)', () => {
    const { bar, width } = show(3_000);
    expect(screen.getByText(/^30 of 40 medals for level 4\./)).toBeInTheDocument();
    expect(width).toBe('75%');
    expect(bar).toHaveAttribute('aria-valuenow', '75');
  });

  it('fills as the line counts: 31 of 40 medals after the levels are claimed', () => {
    const { width } = show(3_185, 3);
    expect(screen.getByText(/^31 of 40 medals for level 4\./)).toBeInTheDocument();
    expect(width).toBe('77.5%');
  });

  it('is full once all 50 levels are reached', () => {
    expect(show(60_000).width).toBe('100%');
  });
});
