import type { ReactNode } from 'react';
import { CRATE_NAMES } from '../../../rules/catalog/crate-kinds.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import { rewardCrate, effectiveLevel, SHARD_HINT_WEIGHTS } from '../../../rules/formulas/expedition.ts';
import type { ExpeditionView, RegionView, WarlordView } from '../../api/types.ts';
import { formatNumber, formatPercent } from '../../ui/format.ts';
import type { SendControl } from './send-control.ts';

/**
 * The selected region's card: its stage, requirements, chance, energy, shard hints, reward left,
 * and Send (kept in the card's footer, so it is on screen at every size).
 */
export function RegionDetail({
  view,
  region,
  warlord,
  control,
  children,
}: {
  view: ExpeditionView;
  region: RegionView;
  warlord: WarlordView | undefined;
  control: SendControl;
  /** What the card offers when no region can be sent (WhileYouWait). */
  children?: ReactNode;
}) {
  const run = view.expedition;
  const info = regionById(region.id);
  const req = run.complexities.find((c) => c.regionId === region.id);
  const { stageInfo } = region;
  const crateKind = info ? rewardCrate(effectiveLevel(region.level, info)) : undefined;
  const passedAll = stageInfo.stage > region.maxStage;

  return (
    <section className="world-card region-detail" aria-labelledby="region-detail-title">
      <h2 id="region-detail-title" className="world-card__title">
        {region.name} <span className="muted">· {info?.title}</span>
      </h2>
      <dl className="kv world-card__body">
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
          {/* What a passed stage adds for this Warlord now (yield, Earn potions, golden rush), as the server will. */}
          {stageInfo.shardRP.gained.map((v, i) => (
            <span
              key={i}
              className="badge shard-hint"
              title={`${formatNumber(stageInfo.shardRP.values[i] ?? v)} drawn, with your yield ${formatNumber(v)}; ${SHARD_HINT_WEIGHTS[i]}% of passed stages`}
            >
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
      <footer className="world-card__footer">
        {control.blocker ? <p className="region-detail__blocker">{control.blocker}</p> : null}
        {children}
        {control.shown ? (
          <button
            className="button button--primary button--block"
            data-sound="send"
            disabled={!control.canSend}
            onClick={control.send}
          >
            {control.label}
          </button>
        ) : null}
      </footer>
    </section>
  );
}
