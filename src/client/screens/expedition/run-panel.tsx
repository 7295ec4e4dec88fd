import type { ExpeditionRunView, RegionView } from '../../../rules/views/expedition-view.ts';
import { formatNumber, formatPercent } from '../../ui/format.ts';
import { StageRun } from './stage-run.tsx';
import type { ExpeditionFlow } from './use-expedition-flow.tsx';

const HOW = {
  stealth: 'slipped through unseen',
  power: 'fought its way through',
  defeat: 'was beaten back',
} as const;

/**
 * The run in the selected region: the stage being played, or the last stage's outcome and what
 * the run has gathered. It has no buttons: what to do next is the region card's one action.
 */
export function RunPanel({
  run,
  region,
  flow,
}: {
  run: ExpeditionRunView;
  region: RegionView;
  flow: ExpeditionFlow;
}) {
  if (flow.running) return <StageRun regionName={region.name} stage={flow.running.stage} />;
  if (run.hidden || run.region !== region.id) return null;
  const result = flow.result?.region === region.id ? flow.result : null;
  const passed = result ? result.passed : run.passed;
  const stage = result ? result.stage : run.passed ? run.stage - 1 : run.stage;
  return (
    <section className="world-card run-panel" aria-live="polite" aria-labelledby="run-title">
      <div className={`run-result ${passed ? 'run-result--passed' : 'run-result--failed'}`}>
        <h2 id="run-title">
          Stage {stage} {passed ? 'passed' : 'failed'}
        </h2>
        {result ? (
          <p>
            {result.passed
              ? `Your Warlord ${HOW[result.how ?? 'power']} (${formatPercent(result.chance)} chance) and found ${formatNumber(result.shardsGained)} shards.`
              : `The region was too much this time (${formatPercent(result.chance)} chance).`}
          </p>
        ) : null}
      </div>
      {passed ? (
        <p>
          Gathered: <strong>{formatNumber(run.gainedRewards.shards)} shards</strong>
          {run.gainedRewards.crates.length ? ` and ${run.gainedRewards.crates.length} crate` : ''}
        </p>
      ) : run.gainedRewards.shards > 0 ? (
        <p className="run-panel__lost">
          Lost: <s>{formatNumber(run.gainedRewards.shards)} shards</s>
        </p>
      ) : null}
    </section>
  );
}
