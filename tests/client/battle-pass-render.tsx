import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { BattlePass } from '../../src/client/screens/missions/battle-pass.tsx';
import { emptyMissions } from '../../src/rules/new-player.ts';
import { missionsView } from '../../src/rules/views/missions-view.ts';
import { NOW, player } from '../rules/fixtures.ts';
import { drawNothing, json, signInAs } from './helpers.ts';

const STOCK = { Whitelist: 500, FCFS: 1000 };

/** Renders the battle pass of a player with `xp` XP and `claimed` levels claimed (the voucher stock read, any request answered with nothing). */
export function renderBattlePass(xp: number, claimed: number): void {
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
}

/**
 * Each test of the file signed in on a page that draws nothing (jsdom: the claim's reveal, fetched
 * ahead, gets no canvas, drawNothing), everything stubbed put back after it.
 */
export function signedInDrawingNothing(): void {
  let drawAgain = () => {};
  beforeEach(() => {
    signInAs();
    drawAgain = drawNothing();
  });
  afterEach(() => {
    drawAgain();
    vi.unstubAllGlobals();
  });
}
