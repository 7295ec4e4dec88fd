import { useState } from 'react';
import { useExpedition } from '../../api/expedition.ts';
import { usePocket } from '../../api/pocket.ts';
import { useWarlord } from '../../api/warlord.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Refreshing } from '../../ui/refreshing.tsx';
import { RegionMap } from '../../scenes/region-map/region-map.tsx';
import { StageRunScene } from '../../scenes/stage-run/stage-run.tsx';
import { stagePhase } from '../../scenes/stage-run/stage-phase.ts';
import { RegionGrid } from './region-grid.tsx';
import { StageRunArt } from './stage-run.tsx';
import { RegionDetail } from './region-detail.tsx';
import { RunPanel } from './run-panel.tsx';
import { useExpeditionFlow } from './use-expedition-flow.tsx';
import './expedition.css';

/** `/expedition`: the ten regions, the chosen one's stage, and the run under way. */
export default function ExpeditionScreen() {
  const expedition = useExpedition();
  const pocket = usePocket();
  const warlord = useWarlord();
  const [chosen, setChosen] = useState<number | null>(null);
  const flow = useExpeditionFlow();

  if (expedition.isLoading && !expedition.data) return <PageLoading />;
  const view = flow.frozen ?? expedition.data;
  if (!view) return <p className="muted">The expedition map could not be loaded.</p>;
  const { expedition: run, regions } = view;
  // While a run is active the chosen region is the run's (product-spec section 4).
  const selectedId = !run.hidden ? run.region : (chosen ?? regions.find((r) => !r.locked)?.id ?? 1);
  const region = regions.find((r) => r.id === selectedId) ?? regions[0];
  if (!region) return null;
  const lockedToRun = !run.hidden || flow.running !== null;
  const phase = stagePhase(flow.running !== null, flow.result);
  const gathered = !run.hidden && run.region === region.id ? run.gainedRewards.shards : 0;

  return (
    <div className="expedition">
      <div className="page__title">
        <h1>Expedition</h1>
        <span className="muted">Each stage weighs your power and stealth against the region.</span>
        <Refreshing resources={['expedition', 'pocket', 'warlord']} />
      </div>
      <RegionMap
        fallback={null}
        // The map's box stands while its code loads, so the page below it does not jump down.
        loading={<div className="scene-slot--map" aria-hidden="true" />}
        regions={regions}
        selectedId={region.id}
        activeId={run.hidden ? null : run.region}
        lockedToRun={lockedToRun}
        onSelect={setChosen}
      />
      <div className="expedition__layout">
        <RegionGrid regions={regions} selectedId={region.id} lockedToRun={lockedToRun} onSelect={setChosen} />
        <div className="expedition__side">
          {phase ? (
            <StageRunScene
              fallback={phase === 'travel' ? <StageRunArt /> : null}
              regionId={region.id}
              regionName={region.name}
              stage={flow.running?.stage ?? flow.result?.stage ?? 1}
              phase={phase}
              gathered={gathered}
              shardsGained={flow.result?.shardsGained ?? 0}
              appliedTraits={warlord.data?.appliedTraits ?? []}
              appliedItems={warlord.data?.appliedItems ?? []}
            />
          ) : null}
          <RunPanel run={run} region={region} flow={flow} />
          <RegionDetail view={view} region={region} pocket={pocket.data} warlord={warlord.data} flow={flow} />
        </div>
      </div>
    </div>
  );
}
