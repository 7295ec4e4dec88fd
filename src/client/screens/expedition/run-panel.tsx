import type { ExpeditionRunView, RegionView } from '../../api/types.ts';
import { formatNumber, formatPercent } from '../../ui/format.ts';
import { StageRun } from './stage-run.tsx';
import type { ExpeditionFlow } from './use-expedition-flow.tsx';

const HOW = {
  stealth: 'slipped through unseen',
  power: 'fought its way through',
  defeat: 'was beaten back',
} as const;

/** The run under way: the stage being played, its result, what was gathered, and claim or retreat. */
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
  if (run.hidden && !flow.result) return null;
  const result = flow.result;
  const canRetreat = !run.hidden && run.passed && !run.finished;
  return (
    <section className="world-card run-panel" aria-live="polite" aria-labelledby="run-title">
      {result ? (
        <div className={`run-result ${result.passed ? 'run-result--passed' : 'run-result--failed'}`}>
          <h2 id="run-title">
            Stage {result.stage} {result.passed ? 'passed' : 'failed'}
          </h2>
          <p>
            {result.passed
              ? `Your Warlord ${HOW[result.how ?? 'power']} (${formatPercent(result.chance)} chance) and found ${formatNumber(result.shardsGained)} shards.`
              : `The region was too much this time (${formatPercent(result.chance)} chance). Everything gathered on this run is lost.`}
          </p>
        </div>
      ) : (
        <h2 id="run-title">Expedition under way</h2>
      )}
      {!run.hidden ? (
        <>
          <p>
            Gathered: <strong>{formatNumber(run.gainedRewards.shards)} shards</strong>
            {run.gainedRewards.crates.length ? ` and ${run.gainedRewards.crates.length} crate` : ''}
          </p>
          <div className="button-row">
            {run.finished ? (
              <button
                className="button button--primary"
                disabled={flow.busy}
                onClick={() => void flow.claimRun(run, region.name)}
              >
                {run.passed ? 'Claim rewards' : 'Return to camp'}
              </button>
            ) : null}
            {canRetreat ? (
              <button
                className="button"
                disabled={flow.busy}
                onClick={() => void flow.claimRun(run, region.name)}
              >
                Retreat and claim
              </button>
            ) : null}
          </div>
          {canRetreat ? (
            <p className="muted" style={{ marginTop: '0.5rem' }}>
              Continue for more shards and the region crate, or retreat now and keep what you gathered (no
              level rise, no XP).
            </p>
          ) : null}
        </>
      ) : (
        <button className="button" onClick={flow.dismissResult}>
          OK
        </button>
      )}
    </section>
  );
}
