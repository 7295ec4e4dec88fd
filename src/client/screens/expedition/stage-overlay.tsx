import { useCallback, useEffect, useState } from 'react';
import type { ExpeditionView, RegionView } from '../../../rules/views/expedition-view.ts';
import type { WarlordView } from '../../../rules/views/warlord-view.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import { StageRunScene } from '../../scenes/stage-run/stage-run.tsx';
import { stagePhase } from '../../scenes/stage-run/stage-phase.ts';
import { hex, paletteOf } from '../../scenes/stage-run/stage-palette.ts';
import type { StageMoment } from '../../scenes/stage-run/stage-run-screen.ts';
import { coverScenes } from '../../scenes/shared/scene-cover.ts';
import { webglSupported } from '../../scenes/shared/webgl.ts';
import { StageRunArt } from './stage-run.tsx';
import { noteSeen } from '../../game/unseen-stage.ts';
import { patchRun } from '../../game/game-store.ts';
import { useDialogs } from '../../dialogs/dialog-store.ts';
import type { PanelAction, RegionAction } from './region-action.ts';
import type { Stakes } from './stakes.ts';
import { PressOn } from './press-on.tsx';
import { RunLoss } from './run-loss.tsx';
import { PotionStrip } from './potion-strip.tsx';
import { RunClaim } from './run-claim.tsx';
import type { ExpeditionFlow } from './use-expedition-flow.tsx';

/** Where no scene plays (no WebGL, or it failed to start), how long the still picture stays before the verdict shows. */
const STILL_OUTCOME_MS = 2600;
/** A scene on screen but not heard from by then after the answer is taken as not playing. */
const SCENE_SILENT_MS = 15_000;
/** What the run's HUD offers once the verdict is in and counted (the region card's own actions). */
const AFTER_KINDS = new Set<PanelAction['kind']>(['continue', 'retreat', 'claim', 'return', 'send']);

/**
 * What a failed run in `regionId` had gathered and loses: the server's run when it is this region's,
 * else the figure the stage's answer gave (`gatheredAfter`).
 */
function lostHaul(
  run: ExpeditionView['expedition'] | undefined,
  regionId: number,
  gatheredAfter: number,
): { shards: number; crates: number } {
  if (run && !run.hidden && run.region === regionId)
    return { shards: run.gainedRewards.shards, crates: run.gainedRewards.crates.length };
  return { shards: gatheredAfter, crates: 0 };
}

/**
 * The stage run, full-size over the world: the march while the server answers, then the foe, two
 * exchanges, the clash and only then the verdict (in the canvas and in words for screen readers,
 * never before the clash). Its HUD always offers something: Skip (Escape or Space) until the
 * verdict and its shards are counted, then what the rules allow next (continue, retreat, claim, return to camp); Back to the
 * map leaves the run's screen at any time (the run stays where it is). After the last stage passed,
 * Claim rewards stands out (run-claim.tsx): its reveal opens over the run, which rests under it, and
 * the map comes back once it closes (use-expedition-flow.tsx `claimRun`).
 */
export function StageOverlay({
  flow,
  region,
  view,
  warlord,
  pocket,
  action,
  stakes = null,
  onAction,
  onShown,
}: {
  flow: ExpeditionFlow;
  region: RegionView;
  view: ExpeditionView | null;
  /** What the Warlord wears and holds, as the server says: the hero of the run is dressed in it. */
  warlord: WarlordView | undefined;
  /** The potions owned, offered for the next stage beside its stakes. */
  pocket?: PocketView | undefined;
  /** The region card's actions now (offered here once the verdict is in). */
  action: RegionAction | null;
  /** What going on puts at stake, shown with Continue once the verdict is in. */
  stakes?: Stakes | null;
  onAction: (a: PanelAction) => void;
  /**
   * Told when the run comes on screen (its scene's first frame drawn, or the still picture shown)
   * and when it goes: until then the page stays as it was, the map and its cards whole, under the
   * hidden overlay (expedition.css).
   */
  onShown?: (shown: boolean) => void;
}) {
  const phase = stagePhase(flow.running !== null, flow.result);
  const playing = phase !== null;
  const [moment, setMoment] = useState<StageMoment>('travel');
  // On screen: the scene's first frame is drawn (or the still picture stands for it).
  const [shown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  // The still picture stands for the scene (no WebGL, or the scene failed to start).
  const [still, setStill] = useState(!webglSupported());
  const showStill = useCallback(() => {
    setStill(true);
    setShown(true);
  }, []);
  // The curtain over the scene's start has faded off the first frame (or, in reduced motion, gone).
  const [curtainGone, setCurtainGone] = useState(false);
  useEffect(() => {
    if (!shown) return;
    onShown?.(true);
    return () => onShown?.(false);
  }, [shown, onShown]);
  // The run covers the whole world from the press: the map below rests (its last frame matches
  // the cards, held as they were: expedition-screen.tsx) until the run leaves; then it draws afresh
  // under the run's last frame, which stays until it has.
  const { leaving } = flow;
  useEffect(() => (playing && !leaving ? coverScenes() : undefined), [playing, leaving]);
  const { skipOutcome, skipWait } = flow;
  const [heard, setHeard] = useState(false);
  const onMoment = useCallback((m: StageMoment) => {
    setHeard(true);
    setMoment(m);
  }, []);
  // Skip, pressed for the stage under way (a new send starts unpressed).
  const running = flow.running;
  const [skipped, setSkipped] = useState<typeof running>(null);
  const skip = useCallback(() => {
    // This stage's: a press kept from the stage before (the same overlay runs on after "Continue
    // to stage 2") left Escape, Space and Skip pressing nothing new on the next one.
    setSkipped(running ?? flow.result ?? null);
    skipWait();
  }, [running, flow.result, skipWait]);
  const stageKey = running ?? flow.result;
  const skipPressed =
    skipped !== null &&
    stageKey !== null &&
    skipped.stage === stageKey.stage &&
    skipped.region === stageKey.region;
  // Where no scene plays, the still picture stands a moment after the answer, then the verdict shows.
  // The wait counts from the run on screen: a scene still loading (its code, the foe, the Warlord's
  // dress: over 15 s for a replay on a busy 4x-slower machine) is not a silent one; it would have
  // said "done" under the title card, then started its march (CI, session 31).
  const answered = flow.result !== null;
  useEffect(() => {
    if (!answered || heard || (!shown && !skipPressed)) return;
    const id = window.setTimeout(
      () => setMoment('done'),
      skipPressed ? 0 : still ? STILL_OUTCOME_MS : SCENE_SILENT_MS,
    );
    return () => window.clearTimeout(id);
  }, [answered, heard, shown, still, skipPressed]);
  const told = answered && (moment === 'verdict' || moment === 'done');
  // The next step (Continue, Claim…) is offered once the scene is done: the found shards have
  // flown and the run's counter has counted up to the server's figure, so Claim never stands
  // beside a counter still short of what it grants (the review saw 2,355 beside a claim of 2,943).
  const offered = answered && moment === 'done';
  // The verdict is on screen: this stage is seen (a reload does not replay it).
  const { player } = flow;
  const seenRegion = told ? flow.result?.region : undefined;
  const seenStage = told ? flow.result?.stage : undefined;
  useEffect(() => {
    if (player && seenRegion !== undefined && seenStage !== undefined)
      noteSeen(player, seenRegion, seenStage);
  }, [player, seenRegion, seenStage]);
  // Until the verdict is on screen, the HUD keeps what would tell it (`verdictDue`, set with the
  // answer); told, or this screen gone (Back to the map puts the result on the card, another screen
  // shows the server's figures), it lets go. Set again while untold, so a remount holds too.
  const untold = answered && !told;
  useEffect(() => {
    if (!untold) return;
    patchRun({ verdictDue: true });
    return () => patchRun({ verdictDue: false });
  }, [untold]);
  // Escape or Space skip to the verdict while the run plays.
  useEffect(() => {
    if (!playing || offered || leaving) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' && e.key !== ' ') return;
      if (e.key === ' ' && e.target instanceof HTMLElement && e.target.closest('input, textarea, select'))
        return;
      e.preventDefault();
      skip();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, offered, leaving, skip]);
  // A pop-up over the finished run (the claim's reveal): the scene under it rests.
  const underDialog = useDialogs((s) => s.dialogs.length > 0);
  if (!phase) return null;
  const run = view?.expedition;
  const live = run && !run.hidden && run.region === region.id ? run.gainedRewards.shards : 0;
  const result = flow.result;
  const stage = flow.running?.stage ?? result?.stage ?? 1;
  const next =
    offered && action
      ? [action.primary, action.secondary].filter(
          (a): a is PanelAction => a !== null && AFTER_KINDS.has(a.kind),
        )
      : [];
  // The run complete, its rewards to claim: the claim stands out (run-claim.tsx).
  const claim = next.find((a) => a.kind === 'claim' && a.enabled) ?? null;
  // Why the way on is shut (short of energy), said beside it rather than a grey button alone.
  const blocked = next.find((a) => !a.enabled && a.why) ?? null;
  // A failed stage, counted: what the run had gathered (the server's run, lost with its claim).
  const lost = offered && result && !result.passed ? lostHaul(run, region.id, result.gatheredAfter) : null;
  return (
    // Leaving, it only stands over the map while the map draws afresh: nothing on it answers then.
    <div className="stage-overlay" data-moment={moment} inert={leaving}>
      <StageRunScene
        fallback={<StageRunArt />}
        onFallback={showStill}
        onDrawn={show}
        // While the scene's code loads, the region's sky (not the still picture, then the scene), kept
        // hidden like the scene's box until its first frame is drawn (expedition.css); not a
        // `.scene--stage`, which is the scene's own box once it runs.
        loading={<div className="stage-overlay__sky" style={{ background: hex(paletteOf(region.id).sky) }} />}
        regionId={region.id}
        // The land's own name on the caption ("Obsidian Citadel, stage 1: …"), as the map labels it.
        regionName={regionById(region.id)?.title ?? region.name}
        stage={stage}
        phase={phase}
        gatheredBefore={result?.gatheredBefore ?? live}
        gatheredAfter={result?.gatheredAfter ?? null}
        appliedTraits={warlord?.appliedTraits ?? []}
        appliedItems={warlord?.appliedItems ?? []}
        onMoment={onMoment}
        skip={skipPressed}
        resting={offered && underDialog}
      />
      {/* From the press until the run's first frame: the region's sky drawn in over the world,
          its name and the stage, so a press answers at once (the scene's start held a tablet's
          page still for 0.6 s at 4x), animated by the compositor alone. It goes as the run shows. */}
      {curtainGone ? null : (
        <div
          className="stage-overlay__curtain"
          data-gone={shown || undefined}
          style={{ background: hex(paletteOf(region.id).sky) }}
          aria-hidden="true"
          onAnimationEnd={(e) => e.animationName === 'curtain-out' && setCurtainGone(true)}
        >
          <span className="stage-overlay__curtain-name">{regionById(region.id)?.title ?? region.name}</span>
          <span className="stage-overlay__curtain-stage">
            Stage {stage} of {region.maxStage}
          </span>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {told && result
          ? `${region.name}, stage ${result.stage} ${result.passed ? 'passed' : 'failed'}`
          : `${region.name}, stage ${stage}: your Warlord presses on…`}
      </p>
      <div className="stage-overlay__bar" role="group" aria-label="The stage run">
        {stakes && next.some((a) => a.kind === 'continue') ? (
          <div className="stage-overlay__stakes">
            <PressOn stakes={stakes} maxStage={region.maxStage} />
            <PotionStrip stage={stakes.stage} warlord={warlord} pocket={pocket} />
          </div>
        ) : null}
        {lost && result ? (
          <div className="stage-overlay__lead">
            <RunLoss
              stage={result.stage}
              regionName={regionById(region.id)?.title ?? region.name}
              maxStage={region.maxStage}
              shards={lost.shards}
              crates={lost.crates}
            />
          </div>
        ) : null}
        {offered && blocked ? (
          <div className="stage-overlay__lead">
            <p className="stage-overlay__slip stage-overlay__slip--why" id="stage-overlay-why">
              {blocked.why}
            </p>
          </div>
        ) : null}
        {offered && flow.claimError && !claim ? (
          <div className="stage-overlay__lead">
            <p className="stage-overlay__slip stage-overlay__slip--error" role="alert">
              {flow.claimError}
            </p>
          </div>
        ) : null}
        {offered ? (
          next.map((a, i) =>
            a === claim && action ? (
              <RunClaim
                key={a.kind}
                claim={a}
                sentence={action.sentence}
                error={flow.claimError}
                onAction={onAction}
              />
            ) : (
              <button
                key={a.kind}
                type="button"
                className={`button ${i === 0 ? 'button--primary' : 'stage-overlay__ghost'}`}
                disabled={!a.enabled}
                aria-describedby={a === blocked ? 'stage-overlay-why' : undefined}
                onClick={() => onAction(a)}
              >
                {a.label}
              </button>
            ),
          )
        ) : (
          <button
            type="button"
            className="button button--primary stage-overlay__skip"
            aria-keyshortcuts="Escape Space"
            disabled={skipPressed}
            // A press answers as it lands: the click a browser makes of a tap comes once the touch
            // has ended and a frame has gone by (at 4x on a tablet 0.3-0.9 s later, the fight
            // playing on meanwhile). The click stays for a key on the focused button.
            onPointerDown={(e) => e.button === 0 && skip()}
            onClick={skip}
          >
            {skipPressed ? 'Skipping…' : 'Skip'}
            <kbd className="stage-overlay__key key-hint" aria-hidden="true">
              Esc
            </kbd>
          </button>
        )}
        <button type="button" className="button stage-overlay__ghost" onClick={skipOutcome}>
          Back to the map
        </button>
      </div>
    </div>
  );
}
