import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

import { ApiError } from '../../src/client/api/client.ts';
import { expeditionQueryOptions } from '../../src/client/api/expedition.ts';
import { pocketQueryOptions } from '../../src/client/api/pocket.ts';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { DialogHost } from '../../src/client/dialogs/dialog.tsx';
import { useConnection, writesBlocked } from '../../src/client/game/connection.ts';
import { useDialogs } from '../../src/client/dialogs/dialog-store.ts';
import { resetGame, useGame, type StageResult } from '../../src/client/game/game-store.ts';
import { shownExpedition } from '../../src/client/game/selectors.ts';
import { regionAction, type PanelAction } from '../../src/client/screens/expedition/region-action.ts';
import { claimFailure } from '../../src/client/screens/expedition/run-claim.tsx';
import { scenesRedrawn } from '../../src/client/scenes/shared/scene-cover.ts';
import { StageOverlay } from '../../src/client/screens/expedition/stage-overlay.tsx';
import { useExpeditionFlow } from '../../src/client/screens/expedition/use-expedition-flow.tsx';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import * as api from '../../src/contract/game.ts';
import { expeditionClaimed } from '../../src/rules/actions/expedition-claimed.ts';
import type { ExpeditionRun, PlayerState } from '../../src/rules/state.ts';
import { expeditionView } from '../../src/rules/views/expedition-view.ts';
import { pocketView } from '../../src/rules/views/pocket-view.ts';
import { ctx, NOW, player } from '../rules/fixtures.ts';
import { drawNothing, json, signInAs } from './helpers.ts';

// jsdom lays nothing out and draws nothing (drawNothing: no WebGL,
// the run shows its still picture and the verdict comes after it; the reveal deals on the page).
let drawAgain = () => {};
const calm = { goldenRush: [] };
/** Where no scene plays, the still picture stands 2.6 s before the verdict and its buttons. */
const STILL_MS = 2600;

/** A player whose run in Region I (two stages) is at `run`, with 1,000 shards. */
const runAt = (run: Partial<ExpeditionRun>): PlayerState =>
  player({
    shards: 1_000,
    expedition: {
      region: 1,
      stage: 3,
      passed: true,
      hidden: false,
      gained: { shards: 2_354, crates: [4] },
      ...run,
    },
  });

/** The server's answer to a claim by `state`, in the wire's names, as the route makes it. */
function claimAnswer(state: PlayerState) {
  const out = expeditionClaimed(state, {}, ctx());
  const res = {
    region: expeditionView(out.state, NOW, calm).regions.find((r) => r.id === out.result.region)!,
    pocket: pocketView(out.state, NOW),
    outcome: out.result.outcome,
    granted: out.result.granted,
    xpGranted: out.result.xpGranted,
  };
  return { body: api.expeditionClaim.wire!({ res }), result: out.result, pocket: res.pocket };
}

/** fetch as the page meets it: each claim answered by `answer`, every read left unanswered. */
function serve(answer: () => Promise<Response>) {
  const claims: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).endsWith('/expedition/claim')) return new Promise<Response>(() => undefined);
      claims.push(String(input));
      return answer();
    }),
  );
  return claims;
}

/** The expedition screen's run as it wires it: its flow, the card's actions, the run's screen. */
function RunScreen() {
  const flow = useExpeditionFlow();
  const view = useGame(shownExpedition);
  const pocket = useGame((s) => s.pocket);
  const offline = useConnection(writesBlocked);
  // Leaving for the map: no scene under it here to draw afresh, so it ends once told (as the
  // expedition screen ends it once the map has drawn: scenesRedrawn).
  const { leaving, endLeaving } = flow;
  useEffect(() => {
    if (leaving) void scenesRedrawn().then(endLeaving);
  }, [leaving, endLeaving]);
  if (!view || !flow.playing) return <p>The map</p>;
  const region = view.regions.find((r) => r.id === 1)!;
  const action = regionAction(view, region, pocket ?? undefined, 1, NOW, offline, flow.busy);
  const onAction = (a: PanelAction) => {
    if (a.kind === 'claim' || a.kind === 'retreat' || a.kind === 'return')
      void flow.claimRun(view.expedition, region.name);
  };
  return (
    <StageOverlay
      flow={flow}
      region={region}
      view={view}
      warlord={undefined}
      action={action}
      onAction={onAction}
    />
  );
}

/** The stage result `show` gave (or holds back, while the run marches). */
let stageOne: StageResult;

/** The run's screen after the stage `result` of `state`, its answers in the cache (and so the store). */
function show(
  state: PlayerState,
  result: Partial<StageResult> = {},
  running: { region: number; stage: number } | null = null,
): QueryClient {
  const qc = createQueryClient();
  qc.setQueryData(expeditionQueryOptions().queryKey, expeditionView(state, NOW, calm));
  qc.setQueryData(pocketQueryOptions().queryKey, pocketView(state, NOW));
  stageOne = {
    region: 1,
    stage: 2,
    passed: true,
    finished: true,
    shardsGained: 1_200,
    gatheredBefore: 1_154,
    gatheredAfter: 2_354,
    chance: 0.9,
    how: 'power',
    ...result,
  };
  // Marching (`running`: the server not answered yet), or answered.
  useGame.setState({ run: { running, frozen: null, playing: true, result: running ? null : stageOne } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <RunScreen />
        <DialogHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  act(() => vi.advanceTimersByTime(STILL_MS));
  return qc;
}

/** A user whose presses and waits run on the tests' clock. */
const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

const bar = () => document.querySelector<HTMLElement>('.stage-overlay__bar')!;
const barButtons = () =>
  within(bar())
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInAs();
  resetGame();
  useConnection.setState({ lostAt: null, writeUnanswered: false });
  drawAgain = drawNothing();
});
afterEach(() => {
  drawAgain();
  useDialogs.setState({ dialogs: [] });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the run screen after the last stage', () => {
  it('offers Claim rewards, focused, whose Enter reveals the claim over the run, then the map', async () => {
    const user = setupUser();
    const state = runAt({});
    const { body, result, pocket } = claimAnswer(state);
    const claims = serve(async () => json(body));
    show(state);
    const claim = await screen.findByRole('button', { name: /^Claim rewards/ });
    // The one button that stands out, with what it grants beside it, and the focus on it.
    expect(claim).toHaveClass('button--primary', 'stage-overlay__claim');
    expect(claim).toHaveFocus();
    expect(barButtons()).toEqual(['Claim rewardsEnter', 'Back to the map']);
    expect(bar().textContent).toContain(
      "All 2 stages passed: claim 2,354 shards and the crate. The region's level rises by one.",
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(claims).toHaveLength(1));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Region I: rewards');
    // The reveal is over the run: the run's screen stays under it.
    await user.click(await within(dialog).findByRole('button', { name: 'Skip to the rewards' }));
    const rewards = [
      { kind: 'shards', amount: result.granted.shards },
      { kind: 'crate', crateKind: 4, amount: 1 },
      { kind: 'xp', amount: 25 },
    ] as const;
    await waitFor(() =>
      expect([...dialog.querySelectorAll('.reward-tile strong')].map((s) => s.textContent)).toEqual(
        rewards.map(rewardText),
      ),
    );
    expect(document.querySelector('.stage-overlay')).not.toBeNull();
    expect(within(dialog).getByText('Region complete: its level rises by one.')).toBeInTheDocument();

    // Continue, once it reads so (the faces seen a moment after the skip; "Show all" before): the
    // map, the run ended (no claim left to offer), the balances the server's.
    const next = await within(dialog).findByRole('button', { name: 'Continue' });
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    await waitFor(() => expect(document.querySelector('.stage-overlay')).toBeNull());
    expect(screen.getByText('The map')).toBeInTheDocument();
    const s = useGame.getState();
    expect(s.run).toMatchObject({ playing: false, result: null });
    expect(s.expedition!.expedition.hidden).toBe(true);
    expect(s.held).toBeNull();
    expect(s.pocket!.shards).toBe(pocket.shards);
    expect(pocket.shards).toBe(1_000 + 2_354);
  });

  it('says on the run that a claim got no answer, and offers it again', async () => {
    const user = setupUser();
    const claims = serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    show(runAt({}));
    const claim = await screen.findByRole('button', { name: /^Claim rewards/ });
    await user.click(claim);
    const alert = await within(bar()).findByRole('alert');
    expect(alert.textContent).toBe('The claim got no answer from the server: try again.');
    expect(claims.length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // While the server does not answer (the connection banner says so), the claim waits for it…
    expect(within(bar()).getByRole('button', { name: /^Claim rewards/ })).toBeDisabled();
    // …and once it is back, it stands out again, focused, the failure still said in its slip.
    act(() => useConnection.setState({ lostAt: null, writeUnanswered: false }));
    const again = within(bar()).getByRole('button', { name: /^Claim rewards/ });
    expect(again).toHaveClass('stage-overlay__claim');
    expect(again).toHaveFocus();
    expect(within(bar()).getByRole('alert').textContent).toBe(
      'The claim got no answer from the server: try again.',
    );
  });

  it('says on the run that the run was claimed already', async () => {
    const user = setupUser();
    serve(async () => json({ err: 'No expedition to claim' }, 409));
    show(runAt({}));
    await user.click(await screen.findByRole('button', { name: /^Claim rewards/ }));
    const alert = await within(bar()).findByRole('alert');
    expect(alert.textContent).toBe('Already claimed elsewhere (another tab or device): this run has ended.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.stage-overlay')).not.toBeNull();
  });

  it('keeps Continue and Retreat after a stage that is not the last, with no claim standing out', async () => {
    serve(async () => json({}));
    show(runAt({ stage: 2, gained: { shards: 1_154, crates: [] } }), { stage: 1, finished: false });
    await screen.findByRole('button', { name: 'Continue to stage 2' });
    expect(barButtons()).toEqual(['Continue to stage 2', 'Retreat and claim', 'Back to the map']);
    expect(document.querySelector('.stage-overlay__claim')).toBeNull();
  });

  it('skips stage 2 by Escape after stage 1 was skipped and "Continue to stage 2" pressed', async () => {
    const user = setupUser();
    serve(async () => json({}));
    const state = runAt({ stage: 2, gained: { shards: 1_154, crates: [] } });
    show(state, { stage: 1, finished: false }, { region: 1, stage: 1 });
    const skip = () => within(bar()).getByRole('button', { name: /^Skip/ });
    // Stage 1's march: Escape skips it.
    await user.keyboard('{Escape}');
    expect(skip().textContent).toMatch(/^Skipping…/);
    act(() => useGame.setState((s) => ({ run: { ...s.run, running: null, result: stageOne } })));
    act(() => vi.advanceTimersByTime(STILL_MS));
    expect(await screen.findByRole('button', { name: 'Continue to stage 2' })).toBeInTheDocument();
    // Continue (the flow's send): stage 2 marches on the same run screen, its Skip not pressed…
    act(() =>
      useGame.setState((s) => ({ run: { ...s.run, result: null, running: { region: 1, stage: 2 } } })),
    );
    expect(skip().textContent).toMatch(/^Skip(?!ping)/);
    // …and Escape presses it for this stage.
    await user.keyboard('{Escape}');
    expect(skip().textContent).toMatch(/^Skipping…/);
    expect(skip()).toBeDisabled();
  });

  it('has no claim after a failed last stage: Return to camp', async () => {
    serve(async () => json({}));
    show(runAt({ stage: 2, passed: false, gained: { shards: 1_154, crates: [] } }), {
      passed: false,
      how: 'defeat',
    });
    await screen.findByRole('button', { name: 'Return to camp' });
    expect(barButtons()).toEqual(['Return to camp', 'Back to the map']);
    expect(document.querySelector('.stage-overlay__claim')).toBeNull();
  });
});

describe('why a claim did not go through', () => {
  it('tells no answer, a run claimed already, and any other reason', () => {
    expect(claimFailure(new ApiError('x', 0, true, true))).toBe(
      'The claim got no answer from the server: try again.',
    );
    expect(claimFailure(new ApiError('No expedition to claim', 409, false, true))).toBe(
      'Already claimed elsewhere (another tab or device): this run has ended.',
    );
    expect(claimFailure(new ApiError('Too many requests', 429, false, true))).toBe(
      'The claim did not go through: Too many requests',
    );
  });
});
