import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useClaimExpedition, useSendExpedition } from '../../api/expedition-actions.ts';
import type { ExpeditionRunView, ExpeditionView } from '../../../rules/views/expedition-view.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { patchRun, useGame, type RunState, type StageResult } from '../../game/game-store.ts';
import { ClaimSummary } from './claim-summary.tsx';
import { claimFailure } from './run-claim.tsx';
import { noteSeen, noteSent } from '../../game/unseen-stage.ts';
import { useSession } from '../../session/session-store.ts';
import { showInfo } from '../../ui/toast.ts';

export type { StageResult };

/**
 * The server's answer reaches the run no sooner than this after Send (unless skipped): product-spec
 * section 4's loading shows at least 2 s, and the run's verdict comes after its march (1.4 s on
 * screen) and its fight (1.9 s), 3.3 s and more after Send. Held for 2 s here, the answer kept the
 * foe out until 2 s after Send whatever the march, and Send to the verdict took 4 s (issue 24).
 */
export const MIN_STAGE_MS = 1000;
/**
 * Leaves the run's screen for the map: the run becomes `patch` once the map under it has drawn
 * afresh (expedition-screen.tsx ends the leaving); a second press meanwhile changes nothing.
 */
const leaveRun = (patch: Partial<RunState>) => {
  const { run } = useGame.getState();
  if (!run.playing || run.leaving) return;
  patchRun({ leaving: { ...patch, leaving: null } });
};
/** Ends the full-size outcome: the world comes back (one function, so effects may depend on it). */
const skipOutcome = () => leaveRun({ playing: false });
/** The run's screen, left, has made way for the map: what it became is the run's state now. */
const endLeaving = () => {
  const { leaving } = useGame.getState().run;
  if (leaving) patchRun(leaving);
};

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Cuts short the least time of the stage under way (Skip was pressed). */
let cutWait: (() => void) | null = null;
const skipWait = () => cutWait?.();

/**
 * The send / result / claim flow of the expedition screen. Its state lives in the game store, so
 * a run left mid-way (another screen opened) is where it was on return.
 */
export function useExpeditionFlow() {
  const send = useSendExpedition();
  const claim = useClaimExpedition();
  const run = useGame((s) => s.run);
  const player = useSession((s) => s.user?.profileId ?? null);
  // A claim pressed on the run's screen that did not go through, in words: shown there until the
  // next press or stage.
  const [claimError, setClaimError] = useState<string | null>(null);

  const sendStage = async (
    region: number,
    stage: number,
    maxStage: number,
    chance: number,
    view: ExpeditionView,
  ) => {
    const before = view.expedition;
    const gainedBefore = before.hidden || before.region !== region ? 0 : before.gainedRewards.shards;
    setClaimError(null);
    // Until its verdict has been on screen, a reload or a return replays this stage (unseen-stage.ts).
    if (player) noteSent(player, { region, stage, maxStage, chance, gatheredBefore: gainedBefore });
    patchRun({ result: null, frozen: view, running: { region, stage }, playing: true, leaving: null });
    // The least time on screen, unless the player skips.
    const least = Promise.race([wait(MIN_STAGE_MS), new Promise<void>((resolve) => (cutWait = resolve))]);
    const [outcome] = await Promise.allSettled([send.mutateAsync(region), least]);
    cutWait = null;
    if (outcome.status !== 'fulfilled') {
      // Refused by the server: nothing to replay. No answer (the page left mid-run, a reload
      // aborting the request, or the server down) keeps the note: the server may have decided it.
      const refused = outcome.reason instanceof ApiError && outcome.reason.status > 0;
      if (player && refused) noteSeen(player, region, stage);
      leaveRun({ running: null, frozen: null, playing: false });
      return;
    }
    const after = outcome.value.expedition;
    const result: StageResult = {
      region,
      stage,
      passed: after.passed,
      // An older server may not send `finished`: a failed stage or a stage past the last one ends the run.
      finished: after.finished ?? (!after.passed || after.stage > maxStage),
      shardsGained: Math.max(0, after.gainedRewards.shards - gainedBefore),
      gatheredBefore: gainedBefore,
      gatheredAfter: after.gainedRewards.shards,
      chance,
      how: outcome.value.how,
    };
    // The outcome plays out full-size; the stage overlay ends it (when the scene is done, or at
    // once where no scene plays), and the world comes back with the result on its card.
    patchRun({ running: null, frozen: null, result, verdictDue: true });
  };

  const claimRun = async (expedition: ExpeditionRunView, regionName: string) => {
    // Pressed on the run's screen, the claim's pop-up opens over the run, and the map comes back
    // once it closes (with what is next on the region's card); from the map, the pop-up is over the
    // map. A refused claim leaves the run's screen where it was (the write's error says why).
    const onRun = useGame.getState().run.playing;
    const toMap = () =>
      useGame.getState().run.playing
        ? leaveRun({ result: null, playing: false })
        : patchRun({ result: null });
    const refused = (e: unknown) => {
      if (onRun) setClaimError(claimFailure(e));
    };
    setClaimError(null);
    if (!expedition.passed) {
      // A lost run: nothing to reveal, and its loss was told already (the run's verdict, the
      // stakes' "lose the shards gathered", the card's sentence): back at camp at once, said in a
      // toast, not a second dialog to acknowledge (r30: "Return to camp", then "expedition lost").
      const res = await claim.mutateAsync().catch((e: unknown) => {
        refused(e);
        return null;
      });
      if (!res) return;
      toMap();
      showInfo(`Back at camp. ${regionName} cools down before its next run.`);
      return;
    }
    // A passed run's rewards: the pop-up opens on the press, the region's picture in its well while
    // the server answers, and its Continue waits for the cards (as a crate's). A refused claim
    // closes it.
    const failed = new AbortController();
    let claimed = false;
    const answer = claim.mutateAsync().then(
      (res) => {
        claimed = true;
        if (!onRun) toMap();
        return res;
      },
      (e: unknown) => {
        failed.abort();
        refused(e);
        throw e;
      },
    );
    answer.catch(() => undefined);
    await openDialog({
      title: `${regionName}: rewards`,
      body: <ClaimSummary run={expedition} answer={answer} />,
      confirmText: 'Continue',
      confirmWaits: true,
      signal: failed.signal,
      variant: 'stage',
    });
    // Closed before the server answered (Escape, the close button): the map once it has.
    await answer.catch(() => undefined);
    if (claimed) toMap();
  };

  return {
    running: run.running,
    result: run.result,
    frozen: run.frozen,
    playing: run.playing,
    /** The run's screen is making way for the map (its last frame stays until the map has drawn). */
    leaving: Boolean(run.leaving),
    endLeaving,
    sendStage,
    claimRun,
    dismissResult: () => patchRun({ result: null }),
    skipOutcome,
    skipWait,
    claimError,
    busy: run.running !== null || send.isPending || claim.isPending,
    /** The signed-in player (whose unseen stage a return replays). */
    player,
  };
}

export type ExpeditionFlow = ReturnType<typeof useExpeditionFlow>;
