import { useCallback, useEffect, useState } from 'react';
import type { ExpeditionView, RegionView, WarlordView } from '../../api/types.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import { StageRunScene } from '../../scenes/stage-run/stage-run.tsx';
import { stagePhase } from '../../scenes/stage-run/stage-phase.ts';
import { hex, paletteOf } from '../../scenes/stage-run/stage-palette.ts';
import type { StageMoment } from '../../scenes/stage-run/stage-run-screen.ts';
import { coverScenes } from '../../scenes/shared/scene-cover.ts';
import { webglSupported } from '../../scenes/shared/webgl.ts';
import { StageRunArt } from './stage-run.tsx';
import type { ExpeditionFlow } from './use-expedition-flow.tsx';

/** How long the finished outcome stays before the world comes back on its own. */
const AFTER_DONE_MS = 300;
/** Where no scene plays (no WebGL, or it failed to start), how long the still picture stays after the answer. */
const STILL_OUTCOME_MS = 2600;
/** A scene not heard from by then after the answer is taken as not playing. */
const SCENE_SILENT_MS = 15_000;

/**
 * The stage run, full-size over the world: the march while the server answers, then the foe, the
 * clash and only then the verdict (in the canvas and in words for screen readers, never before the
 * clash), then the world comes back (the flow ends `playing`). Back to the map returns at once.
 */
export function StageOverlay({
  flow,
  region,
  view,
  warlord,
}: {
  flow: ExpeditionFlow;
  region: RegionView;
  view: ExpeditionView | null;
  /** What the Warlord wears and holds, as the server says: the hero of the run is dressed in it. */
  warlord: WarlordView | undefined;
}) {
  const phase = stagePhase(flow.running !== null, flow.result);
  const playing = phase !== null;
  const [moment, setMoment] = useState<StageMoment>('travel');
  // The run covers the whole world: the map below rests until it is back.
  useEffect(() => (playing ? coverScenes() : undefined), [playing]);
  const { skipOutcome } = flow;
  useEffect(() => {
    if (moment !== 'done') return;
    const id = window.setTimeout(skipOutcome, AFTER_DONE_MS);
    return () => window.clearTimeout(id);
  }, [moment, skipOutcome]);
  const [heard, setHeard] = useState(false);
  const onMoment = useCallback((m: StageMoment) => {
    setHeard(true);
    setMoment(m);
  }, []);
  // Where no scene plays, the still picture stands a moment after the answer, then the world returns.
  const answered = flow.result !== null;
  useEffect(() => {
    if (!answered || heard) return;
    const id = window.setTimeout(skipOutcome, webglSupported() ? SCENE_SILENT_MS : STILL_OUTCOME_MS);
    return () => window.clearTimeout(id);
  }, [answered, heard, skipOutcome]);
  if (!phase) return null;
  const run = view?.expedition;
  const live = run && !run.hidden && run.region === region.id ? run.gainedRewards.shards : 0;
  const result = flow.result;
  const stage = flow.running?.stage ?? result?.stage ?? 1;
  const told = result !== null && (moment === 'verdict' || moment === 'done');
  return (
    <div className="stage-overlay" data-moment={moment}>
      <StageRunScene
        fallback={<StageRunArt />}
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
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {told
          ? `${region.name}, stage ${result.stage} ${result.passed ? 'passed' : 'failed'}`
          : `${region.name}, stage ${stage}: your Warlord presses on…`}
      </p>
      {result ? (
        <button type="button" className="button stage-overlay__skip" onClick={skipOutcome}>
          Back to the map
        </button>
      ) : null}
    </div>
  );
}
