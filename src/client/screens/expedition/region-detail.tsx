import { CRATE_NAMES } from '../../../rules/catalog/crate-kinds.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import { rewardCrate, effectiveLevel, SHARD_HINT_WEIGHTS } from '../../../rules/formulas/expedition.ts';
import type { ExpeditionView, PocketView, RegionView, WarlordView } from '../../api/types.ts';
import { formatNumber, formatPercent } from '../../ui/format.ts';
import { currentEnergy } from '../../ui/energy-meter.tsx';
import { useNow } from '../../ui/use-now.ts';
import { sendBlocker } from './region-status.ts';
import type { ExpeditionFlow } from './use-expedition-flow.tsx';

/** The chosen region: its stage, requirements, chance, energy, shard hints, reward left, and Send. */
export function RegionDetail({
  view,
  region,
  pocket,
  warlord,
  flow,
}: {
  view: ExpeditionView;
  region: RegionView;
  pocket: PocketView | undefined;
  warlord: WarlordView | undefined;
  flow: ExpeditionFlow;
}) {
  const now = useNow(1000);
  const run = view.expedition;
  const info = regionById(region.id);
  const req = run.complexities.find((c) => c.regionId === region.id);
  const energy = pocket ? currentEnergy(pocket, now).energy : 0;
  const blocker = pocket ? sendBlocker(region, run, energy, now) : 'Loading your energy…';
  const { stageInfo } = region;
  const crateKind = info ? rewardCrate(effectiveLevel(region.level, info)) : undefined;
  const passedAll = stageInfo.stage > region.maxStage;
  const activeHere = !run.hidden && run.region === region.id;
  const canSend = !blocker && !flow.busy && !passedAll && !(activeHere && !run.passed);

  return (
    <section className="card region-detail" aria-labelledby="region-detail-title">
      <h2 id="region-detail-title">
        {region.name} <span className="muted">· {info?.title}</span>
      </h2>
      <dl className="kv">
        <dt>Stage</dt>
        <dd>{passedAll ? 'All stages passed' : `${stageInfo.stage} of ${region.maxStage}`}</dd>
        <dt>Complexity</dt>
        <dd>{stageInfo.complexity}</dd>
        {req ? (
          <>
            <dt>Needs</dt>
            <dd>
              power {req.power}, stealth {req.stealth}
              {warlord ? (
                <span className="muted">
                  {' '}
                  (you: {warlord.stats.power}, {warlord.stats.stealth})
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>Pass chance</dt>
        <dd>
          <strong>{formatPercent(region.chance)}</strong>
        </dd>
        <dt>Energy</dt>
        <dd>{stageInfo.energyRequired} a stage</dd>
        <dt>Shards a stage</dt>
        <dd>
          {stageInfo.shardRP.values.map((v, i) => (
            <span key={i} className="badge shard-hint" title={`${SHARD_HINT_WEIGHTS[i]}% of passed stages`}>
              {formatNumber(v)} <small>({SHARD_HINT_WEIGHTS[i]}%)</small>
            </span>
          ))}
        </dd>
        <dt>Reward left</dt>
        <dd>
          {formatNumber(stageInfo.rewardLeft.shards)} shards
          {stageInfo.rewardLeft.crates > 0 && crateKind !== undefined
            ? ` + ${CRATE_NAMES[crateKind]} crate`
            : ''}
        </dd>
      </dl>
      {blocker ? <p className="region-detail__blocker">{blocker}</p> : null}
      {!activeHere || (run.passed && !run.finished) ? (
        <button
          className="button button--primary button--block"
          data-sound="send"
          disabled={!canSend}
          onClick={() =>
            void flow.sendStage(region.id, stageInfo.stage, region.maxStage, region.chance, view)
          }
        >
          {activeHere ? `Continue to stage ${stageInfo.stage}` : 'Send your Warlord'}
        </button>
      ) : null}
    </section>
  );
}
