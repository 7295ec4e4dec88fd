import { useEffect } from 'react';
import type { ExpeditionView, RegionView, WarlordView } from '../../api/types.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import { StageRunScene } from '../../scenes/stage-run/stage-run.tsx';
import { stagePhase } from '../../scenes/stage-run/stage-phase.ts';
import { coverScenes } from '../../scenes/shared/scene-cover.ts';
import { StageRunArt } from './stage-run.tsx';
import type { ExpeditionFlow } from './use-expedition-flow.tsx';

/**
 * The stage run, full-size over the world: the march while the server answers, then its outcome,
 * then the world comes back (the flow ends `playing`). A tap on Skip returns at once.
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
  // The run covers the whole world: the map below rests until it is back.
  useEffect(() => (playing ? coverScenes() : undefined), [playing]);
  if (!phase) return null;
  const run = view?.expedition;
  const gathered = run && !run.hidden && run.region === region.id ? run.gainedRewards.shards : 0;
  return (
    <div className="stage-overlay">
      <StageRunScene
        fallback={<StageRunArt />}
        regionId={region.id}
        // The land's own name on the caption ("Obsidian Citadel, stage 1: …"), as the map labels it.
        regionName={regionById(region.id)?.title ?? region.name}
        stage={flow.running?.stage ?? flow.result?.stage ?? 1}
        phase={phase}
        gathered={gathered}
        shardsGained={flow.result?.shardsGained ?? 0}
        appliedTraits={warlord?.appliedTraits ?? []}
        appliedItems={warlord?.appliedItems ?? []}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {flow.result
          ? `${region.name}, stage ${flow.result.stage} ${flow.result.passed ? 'passed' : 'failed'}`
          : `${region.name}, stage ${flow.running?.stage ?? 1}: your Warlord presses on…`}
      </p>
      {flow.result ? (
        <button type="button" className="button stage-overlay__skip" onClick={flow.skipOutcome}>
          Back to the map
        </button>
      ) : null}
    </div>
  );
}
