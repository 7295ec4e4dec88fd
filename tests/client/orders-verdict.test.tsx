import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

import { expeditionQueryOptions } from '../../src/client/api/expedition.ts';
import { ordersQueryOptions } from '../../src/client/api/orders.ts';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { resetGame, useGame } from '../../src/client/game/game-store.ts';
import { shownExpedition } from '../../src/client/game/selectors.ts';
import { OrdersButton } from '../../src/client/layouts/hud/orders-button.tsx';
import { StageOverlay } from '../../src/client/screens/expedition/stage-overlay.tsx';
import { useExpeditionFlow } from '../../src/client/screens/expedition/use-expedition-flow.tsx';
import * as api from '../../src/contract/game.ts';
import { expeditionSent } from '../../src/rules/actions/expedition-sent.ts';
import { expeditionView } from '../../src/rules/views/expedition-view.ts';
import type { OrdersView } from '../../src/rules/views/orders-view.ts';
import { warlordView } from '../../src/rules/views/warlord-view.ts';
import { ctx, NOW, player } from '../rules/fixtures.ts';
import { drawNothing, json, signInAs } from './helpers.ts';

// jsdom draws nothing (drawNothing: no WebGL): the run shows its still picture, and its verdict
// comes STILL_MS after the server's answer.
let drawAgain = () => {};
const calm = { goldenRush: [] };
/** Send's least time on screen (use-expedition-flow.tsx MIN_STAGE_MS). */
const LEAST_MS = 1000;
/** Where no scene plays, the still picture stands 2.6 s before the verdict. */
const STILL_MS = 2600;

/** Today's orders with the stages order `done` of 3. */
const orders = (done: number): OrdersView => ({
  day: '2026-01-10',
  orders: [{ key: 'stages', title: 'Pass 3 stages', target: 3, done, claimed: false, reward: [] }],
  bonus: { reward: [], claimed: false },
  endsInMs: 3_600_000,
});

/** A new player, and the server's answer to their first stage of Region I: a pass. */
function passed() {
  const state = player();
  for (let seed = 1; ; seed++) {
    const out = expeditionSent(state, { region: 1 }, ctx({}, seed));
    if (!out.result.passed) continue;
    const res = {
      expedition: expeditionView(out.state, NOW, calm).expedition,
      newStage: out.result.newStage,
      energyLeft: 100,
      time: new Date(NOW).toISOString(),
      warlord: warlordView(out.state, NOW),
      how: out.result.how,
    };
    return { state, body: api.expeditionSend.wire ? api.expeditionSend.wire({ res }) : { res } };
  }
}

/**
 * The server as the page meets it: GET /orders answers the stages order at 2 of 3 until a stage
 * is sent, at 3 after; the send answers a pass; every other read is left unanswered.
 */
function serve(body: unknown) {
  let sent = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/expedition/send')) {
        sent = true;
        return json(body);
      }
      if (url.endsWith('/orders')) return json(orders(sent ? 3 : 2));
      return new Promise<Response>(() => undefined);
    }),
  );
}

/** The HUD's orders over the expedition's run as the expedition screen wires it; "Missions" leaves it. */
function Game() {
  const flow = useExpeditionFlow();
  const view = useGame(shownExpedition);
  const [away, setAway] = useState(false);
  if (!view) return null;
  const region = view.regions.find((r) => r.id === 1)!;
  const send = () => void flow.sendStage(1, region.stageInfo.stage, region.maxStage, region.chance, view);
  return (
    <>
      <OrdersButton />
      <button type="button" onClick={() => setAway(true)}>
        Missions
      </button>
      {away ? (
        <p>The missions</p>
      ) : flow.playing ? (
        <StageOverlay
          flow={flow}
          region={region}
          view={view}
          warlord={undefined}
          action={null}
          onAction={() => {}}
        />
      ) : (
        <button type="button" onClick={send}>
          Send
        </button>
      )}
    </>
  );
}

/** The page after a stage's answer (a third pass) is in, its verdict not yet on screen. */
async function sentThirdPass() {
  const { state, body } = passed();
  serve(body);
  const qc = createQueryClient();
  qc.setQueryData(expeditionQueryOptions().queryKey, expeditionView(state, NOW, calm));
  qc.setQueryData(ordersQueryOptions().queryKey, orders(2));
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <Game />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const button = screen.getByRole('button', { name: /^Today's orders/ });
  expect(button).toHaveAccessibleName("Today's orders, 0 of 1 claimed");
  await user.click(screen.getByRole('button', { name: 'Send' }));
  act(() => vi.advanceTimersByTime(LEAST_MS));
  // The answer is in, and the orders read again after it say the order is done.
  await waitFor(() => expect(useGame.getState().run.result?.passed).toBe(true));
  await waitFor(() => expect(qc.getQueryData(ordersQueryOptions().queryKey)?.orders[0]?.done).toBe(3));
  return { user, button };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInAs();
  resetGame();
  toast.mockClear();
  drawAgain = drawNothing();
});
afterEach(() => {
  drawAgain();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the HUD's orders and a stage that meets one", () => {
  it('light once the verdict is on screen, with the run screen still up, and say the order is done', async () => {
    const { button } = await sentThirdPass();
    // Before the verdict nothing tells the pass.
    expect(button).toHaveAccessibleName("Today's orders, 0 of 1 claimed");
    expect(toast).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(STILL_MS));
    expect(document.querySelector('.stage-overlay[data-moment="done"]')).not.toBeNull();
    // The run's screen waits for the player's next step; the orders it met show meanwhile.
    expect(useGame.getState().run.playing).toBe(true);
    expect(button).toHaveAccessibleName("Today's orders, 1 to claim");
    expect(toast).toHaveBeenCalledWith("Order done: Pass 3 stages. Claim it under Today's orders.", {
      duration: 4000,
    });
  });

  it("light when the run's screen is left for another before its verdict", async () => {
    const { user, button } = await sentThirdPass();
    expect(button).toHaveAccessibleName("Today's orders, 0 of 1 claimed");

    // To Missions, the run left where it was (its stage plays again on the way back).
    await user.click(screen.getByRole('button', { name: 'Missions' }));
    expect(useGame.getState().run.playing).toBe(true);
    expect(button).toHaveAccessibleName("Today's orders, 1 to claim");
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
