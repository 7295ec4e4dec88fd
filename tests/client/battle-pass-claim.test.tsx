import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

import { createQueryClient } from '../../src/client/api/query-client.ts';
import { DialogHost } from '../../src/client/dialogs/dialog.tsx';
import { useDialogs } from '../../src/client/dialogs/dialog-store.ts';
import { BattlePass } from '../../src/client/screens/missions/battle-pass.tsx';
import { claimedLevelsLine } from '../../src/client/screens/missions/battle-pass-words.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import * as api from '../../src/contract/game.ts';
import { battlePassClaimed } from '../../src/rules/actions/battle-pass-claimed.ts';
import { emptyMissions } from '../../src/rules/new-player.ts';
import { missionsView } from '../../src/rules/views/missions-view.ts';
import { pocketView } from '../../src/rules/views/pocket-view.ts';
import { ctx, NOW, player } from '../rules/fixtures.ts';
import { drawNothing, json, signInAs } from './helpers.ts';

// jsdom lays nothing out and draws nothing (drawNothing: no WebGL,
// the reveal deals its cards on the page).
let drawAgain = () => {};

const STOCK = { Whitelist: 500, FCFS: 1000 };
/** A player with `xp` engage XP and `claimed` levels claimed. */
const withXp = (xp: number, claimed = 0) =>
  player({ missions: { ...emptyMissions(), engageXp: xp }, battlePassLevelClaimed: claimed });

/** The server's answer to a claim of `count` levels by `state`, in the wire's names, as the route makes it. */
function claimAnswer(state: ReturnType<typeof withXp>, count: number) {
  const out = battlePassClaimed(state, { count }, ctx({ world: { goldenRush: [], voucherStock: STOCK } }));
  const res = {
    pocket: pocketView(out.state, NOW),
    missions: missionsView(out.state, NOW, STOCK),
    reward: out.result.reward,
    levels: out.result.levels,
  };
  return { body: api.battlePassClaim.wire!({ res }), reward: out.result.reward };
}

/**
 * fetch as the page meets it: the stock read answered at once, each claim by `answer` (held until
 * the test lets it go). The claims sent are recorded.
 */
function serve(answer: () => Promise<Response>) {
  const claims: { body: unknown; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/battle-pass/left')) return json([]);
    claims.push({ body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return claims;
}

/** A response the test sends when it chooses. */
function held() {
  let send!: (r: Response) => void;
  const response = new Promise<Response>((resolve) => (send = resolve));
  return { response, send };
}

function show(state: ReturnType<typeof withXp>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BattlePass missions={missionsView(state, NOW, STOCK)} />
        <DialogHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signInAs();
  drawAgain = drawNothing();
});
afterEach(() => {
  drawAgain();
  useDialogs.setState({ dialogs: [] });
  vi.unstubAllGlobals();
});

describe('claiming many battle pass levels', () => {
  it('sends one claim for all 3 levels reached, and reveals every level’s rewards from its one answer', async () => {
    const user = userEvent.setup();
    const state = withXp(3_000);
    const { body, reward } = claimAnswer(state, 3);
    const answer = held();
    const claims = serve(() => answer.response);
    show(state);
    await user.click(screen.getByRole('button', { name: 'Claim all 3 levels' }));

    // One write, asking for the three levels, under an Idempotency-Key of its own.
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(claims[0]!.body).toEqual({ count: 3 });
    expect(claims[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
    // The pop-up is open on the press, waiting on that answer: no count of claims one by one.
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Battle pass levels 1 to 3');
    const status = within(dialog).getAllByRole('status')[0]!;
    expect(status.textContent).toContain('Opening the loot');
    expect(dialog.textContent).not.toMatch(/of 3 levels/);
    expect(screen.getByRole('button', { name: 'Claim all 3 levels' })).toBeDisabled();

    await act(async () => answer.send(json(body)));
    await user.click(within(dialog).getByRole('button', { name: 'Skip to the rewards' }));
    // Every level's reward face up: a Small Earn Potion, 10 energy and a Basic crate.
    expect(reward).toHaveLength(3);
    const faces = [...dialog.querySelectorAll('.reward-tile strong')].map((s) => s.textContent);
    expect(faces).toEqual(reward.map(rewardText));
    expect(within(dialog).getByText(`Yours now: all 3 rewards, in your pocket.`)).toBeInTheDocument();
    // The confirm reads "Show all" a moment longer, the faces seen before a press may close the
    // pop-up, then Continue.
    const next = within(dialog).getByRole('button', { name: 'Show all' });
    expect(next).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(next).toHaveAccessibleName('Continue'), { timeout: 3000 });
    expect(claims).toHaveLength(1);
  });

  it('claims the next level alone with a count of 1', async () => {
    const user = userEvent.setup();
    const state = withXp(3_000);
    const claims = serve(async () => json(claimAnswer(state, 1).body));
    show(state);
    await user.click(screen.getByRole('button', { name: 'Claim level 1 only' }));
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(claims[0]!.body).toEqual({ count: 1 });
    expect(within(screen.getByRole('dialog')).getByRole('heading').textContent).toBe('Battle pass level 1');
  });

  it('closes the pop-up on a refusal and offers the claim again', async () => {
    const user = userEvent.setup();
    const state = withXp(3_000);
    const claims = serve(async () => json({ err: 'Level 1 is not reached yet: 0 of 10 medals' }, 409));
    show(state);
    await user.click(screen.getByRole('button', { name: 'Claim all 3 levels' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A 409 is tried once more, as every write's, under the same Idempotency-Key: still one claim.
    expect(claims.map((c) => c.body)).toEqual([{ count: 3 }, { count: 3 }]);
    expect(new Set(claims.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    expect(screen.getByRole('button', { name: 'Claim all 3 levels' })).toBeEnabled();
  });

  it('says which levels the rewards are when the server claimed others than the title named', async () => {
    const user = userEvent.setup();
    // The page says none claimed; another tab has claimed levels 1 and 2 meanwhile.
    const claims = serve(async () => json(claimAnswer(withXp(5_000, 2), 5).body));
    show(withXp(5_000));
    await user.click(screen.getByRole('button', { name: 'Claim all 5 levels' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(claims).toHaveLength(1));
    await user.click(await within(dialog).findByRole('button', { name: 'Skip to the rewards' }));
    expect(
      await within(dialog).findByText('Levels 3 to 5 claimed: the levels before were claimed already.'),
    ).toBeInTheDocument();
  });
});

describe('the line of the levels claimed', () => {
  it('says nothing when the levels are those asked for, and names them otherwise', () => {
    expect(claimedLevelsLine([1, 3], [1, 3])).toBeNull();
    expect(claimedLevelsLine([1, 3], [3, 5])).toBe(
      'Levels 3 to 5 claimed: the levels before were claimed already.',
    );
    expect(claimedLevelsLine([1, 3], [3, 3])).toBe(
      'Level 3 claimed: the levels before were claimed already.',
    );
    expect(claimedLevelsLine([1, 3], [1, 5])).toBe('Levels 1 to 5 claimed.');
  });
});
