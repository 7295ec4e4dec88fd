import { useRef, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CRATE_NAMES } from '../../../rules/catalog/crate-kinds.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import {
  rewardCrate,
  effectiveLevel,
  meanStageShards,
  SHARD_HINT_WEIGHTS,
} from '../../../rules/formulas/expedition.ts';
import { remainingText } from '../../../rules/formulas/time.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import type { RegionView } from '../../../rules/views/expedition-view.ts';
import type { WarlordView } from '../../../rules/views/warlord-view.ts';
import { cooldownLeft, energyNow } from '../../game/countdowns.ts';
import { emblemImage } from '../../scenes/shared/atlas-plan.ts';
import { formatNumber, formatPercent } from '../../ui/format.ts';
import { EnergyIcon } from '../../ui/icons.tsx';
import { chanceHint } from './chance-hint.ts';
import { cooldownText, type PanelAction, type RegionAction } from './region-action.ts';
import type { Stakes } from './stakes.ts';
import { StakesList } from './stakes-list.tsx';
import { useMoreBelow, useScrolls, useWholeRows } from '../../ui/use-scrolls.ts';

/** Each region's colour on its card (its biome: dunes, marsh, glacier, caldera…). */
const REGION_HUES = [
  '#c8923a',
  '#5d8a4e',
  '#5fa3c4',
  '#c8502a',
  '#3f7a3a',
  '#2f8a86',
  '#6b5b8a',
  '#6f86b0',
  '#7a3fa0',
  '#b8901e',
] as const;

/** A list cut in two, the first half the longer: the two columns of the stage table. */
function halves<T>(list: T[]): T[][] {
  const cut = Math.ceil(list.length / 2);
  return [list.slice(0, cut), list.slice(cut)].filter((part) => part.length > 0);
}

/** How a chance reads beside its figure (never colour alone). */
function chanceWord(chance: number): { word: string; tone: 'good' | 'fair' | 'low' } {
  if (chance >= 0.8) return { word: 'good', tone: 'good' };
  if (chance >= 0.65) return { word: 'fair', tone: 'fair' };
  return { word: 'low', tone: 'low' };
}

/**
 * The selected region's card: its emblem and colour, the chance of its next stage, every stage
 * with what it requires against the Warlord's power and stealth and its own chance (from the
 * server's view, the send's formula), what would raise the chance, energy, shards with yield, the
 * crate and the cooldown; then one sentence on where things stand and its one primary action.
 */
export function RegionDetail({
  region,
  warlord,
  pocket,
  action,
  now,
  onAction,
  stakes = null,
  lead = null,
  children,
}: {
  region: RegionView;
  warlord: WarlordView | undefined;
  pocket: PocketView | undefined;
  action: RegionAction;
  now: number;
  onAction: (action: PanelAction) => void;
  /** What the next send or continue puts at stake: shown above that button. */
  stakes?: Stakes | null;
  /**
   * While nothing can be sent, where the card's button leads instead of a disabled countdown (the
   * sentence keeps the countdown) or no button at all (a region locked by rank): the best thing to
   * do now, one tap away.
   */
  lead?: { to: string; label: string } | null;
  /**
   * What the card offers when no region can be sent (WhileYouWait): first, with the figures folded
   * under it (nothing can be sent, so what to do now leads; the card keeps its height).
   */
  children?: ReactNode;
}) {
  const body = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(body);
  const more = useMoreBelow(body, scrolls);
  useWholeRows(body, scrolls);
  const info = regionById(region.id);
  const { stageInfo } = region;
  const stages = stageInfo.stages ?? [];
  const crateKind = info ? rewardCrate(effectiveLevel(region.level, info)) : undefined;
  const passedAll = stageInfo.stage > region.maxStage;
  const next = stages.find((s) => s.stage === Math.min(stageInfo.stage, region.maxStage));
  const stats = warlord?.stats;
  const hint = stats && next && !region.locked ? chanceHint(stats, next, pocket) : null;
  const gained = stageInfo.shardRP.gained;
  const cooling = cooldownLeft(region, now);
  const energy = pocket ? energyNow(pocket, now).energy : null;
  const rate = chanceWord(region.chance);
  const resting = children !== null && children !== undefined && children !== false;
  const risky = action.primary?.kind === 'send' || action.primary?.kind === 'continue';
  const hue = { '--region-hue': REGION_HUES[region.id - 1] ?? '#888' } as CSSProperties;

  // The Warlord's own power and stealth atop each half of the table (the second's shows only where
  // the halves stand side by side: review r32 read a right half with no "You" row as broken), then
  // every stage: what it asks and its chance.
  const you = (again: boolean): ReactNode =>
    stats ? (
      <tr className={`stage-table__you${again ? ' stage-table__you--again' : ''}`}>
        <th scope="row">You</th>
        <td>{stats.power}</td>
        <td>{stats.stealth}</td>
        <td />
      </tr>
    ) : null;
  const rows = stages.map((s) => {
    const state = s.stage < stageInfo.stage ? 'passed' : s.stage === stageInfo.stage ? 'next' : 'ahead';
    return (
      <tr key={s.stage} className={`stage-table__row stage-table__row--${state}`}>
        <th scope="row">
          {s.stage}
          {state === 'passed' ? ' ✓' : ''}
        </th>
        <td className={stats && stats.power < s.power ? 'stage-table__short' : undefined}>{s.power}</td>
        <td className={stats && stats.stealth < s.stealth ? 'stage-table__short' : undefined}>{s.stealth}</td>
        <td>
          <strong>{formatPercent(s.chance)}</strong>
        </td>
      </tr>
    );
  });

  const figures = (
    <>
      {/* Two tables, one after the other: a single table at the card's column (the second's head
          hidden: it reads on), side by side in the tablets' sheet, so every stage's odds show in
          its few rows (the sheet showed stage 1 alone above "More below"). */}
      <div className="stage-odds">
        {halves(rows).map((part, i) => (
          <table key={i} className="stage-table">
            <caption className="visually-hidden">
              Stages of {region.name}
              {i > 0 ? ', continued' : ''}
            </caption>
            <colgroup>
              <col className="stage-table__stage" />
              <col span={3} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Stage</th>
                <th scope="col">Power</th>
                <th scope="col">Stealth</th>
                <th scope="col">Chance</th>
              </tr>
            </thead>
            <tbody>
              {you(i > 0)}
              {part}
            </tbody>
          </table>
        ))}
      </div>
      {hint ? <p className="region-detail__hint">{hint}</p> : null}
      <dl className="kv">
        <dt>Energy</dt>
        <dd>
          {stageInfo.energyRequired} a stage
          {energy !== null ? <span className="muted"> (you have {energy})</span> : null}
        </dd>
        <dt>Shards a stage</dt>
        <dd
          title={gained
            .map((v, i) => `${formatNumber(v)}: ${SHARD_HINT_WEIGHTS[i]}% of passed stages`)
            .join('; ')}
        >
          {formatNumber(gained[0] ?? 0)}–{formatNumber(gained[gained.length - 1] ?? 0)}
          {stats ? <span className="muted"> (yield {stats.yield}%)</span> : null}
        </dd>
        <dt>A whole run</dt>
        <dd title="On average, every stage passed">
          about {formatNumber(Math.round(meanStageShards(gained) * region.maxStage))} shards
          <span className="muted"> ({region.maxStage} stages)</span>
        </dd>
        <dt>Last stage</dt>
        <dd>
          {stageInfo.rewardLeft.crates > 0 && crateKind !== undefined
            ? `${CRATE_NAMES[crateKind]} crate`
            : 'crate won'}
        </dd>
        <dt>Cooldown</dt>
        <dd>
          {cooling > 0 ? (
            <strong>{remainingText(cooling)} left</strong>
          ) : (
            `${cooldownText(region)} after a run`
          )}
        </dd>
      </dl>
    </>
  );

  return (
    <section
      className="world-card region-detail"
      aria-labelledby="region-detail-title"
      data-region={region.id}
      style={hue}
    >
      <header className="region-detail__head">
        <img className="region-detail__emblem" src={emblemImage(region.id)} alt="" width={56} height={56} />
        <div className="region-detail__names">
          <h2 id="region-detail-title" className="world-card__title">
            {region.name} <span className="region-detail__title">· {info?.title}</span>
          </h2>
          <p className="region-detail__meta">
            Level {region.level} · {region.maxStage} stages ·{' '}
            <span className="region-detail__energy">
              <EnergyIcon title="Energy" />
              {stageInfo.energyRequired} each
            </span>
            {region.locked ? ` · rank ${region.rankRequired}` : ''}
          </p>
        </div>
        <p className={`region-detail__chance region-detail__chance--${rate.tone}`} aria-label="Pass chance">
          <strong>{formatPercent(region.chance)}</strong>
          <small>
            {passedAll ? 'all passed' : `stage ${stageInfo.stage}`} · {rate.word}
          </small>
        </p>
      </header>
      {/* The body and, while it scrolls, a strip of its own under it for the chip that says there is
          more below: the chip stands beside the words, never on them (it covered the sheet's last
          line on the tablets), and the body fades out at its cut edge. */}
      <div className="world-card__scroll">
        {/* In the sheets the footer has room for its buttons only: there the stakes lead the
            figures, above their scrolling body, so the next stage's odds (pass, what a failure
            loses, what retreating keeps) stand beside Continue and Retreat whatever the body's
            scroll (they sat in it, under "More below" once it was scrolled, on the portrait tablet). */}
        {risky && stakes ? <StakesList stakes={stakes} className="stakes--sheet" /> : null}
        <div
          ref={body}
          className="world-card__body"
          // Where the card's body scrolls (the tablets' sheets), the keyboard can scroll it too.
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'group' : undefined}
          aria-label={scrolls ? `${region.name}: figures and what to do` : undefined}
          data-more={more ? 'below' : undefined}
        >
          {children}
          {resting ? (
            <details className="region-detail__figures">
              <summary>Stages, shards and crate</summary>
              {figures}
            </details>
          ) : (
            figures
          )}
        </div>
        {scrolls ? (
          <div className="world-card__more" aria-hidden="true">
            {more ? <span>More below ↓</span> : null}
          </div>
        ) : null}
      </div>
      <footer className="world-card__footer">
        <p
          className={`region-detail__say region-detail__say--${action.tone}${risky && stakes && action.primary?.enabled ? ' region-detail__say--staked' : ''}`}
          data-tone={action.tone}
        >
          {action.sentence}
        </p>
        {risky && stakes ? <StakesList stakes={stakes} className="stakes--card" /> : null}
        <div className="button-row region-detail__actions">
          {lead && (!action.primary || action.primary.kind === 'wait') ? (
            <Link className="button button--primary button--block" to={lead.to} data-action="lead">
              {lead.label}
            </Link>
          ) : action.primary ? (
            <button
              className="button button--primary button--block"
              data-sound={
                action.primary.kind === 'send' || action.primary.kind === 'continue' ? 'send' : undefined
              }
              data-action={action.primary.kind}
              disabled={!action.primary.enabled}
              onClick={() => onAction(action.primary!)}
            >
              {action.primary.label}
            </button>
          ) : null}
          {action.secondary ? (
            <button
              className="button button--block"
              data-action={action.secondary.kind}
              disabled={!action.secondary.enabled}
              onClick={() => onAction(action.secondary!)}
            >
              {action.secondary.label}
            </button>
          ) : null}
        </div>
      </footer>
    </section>
  );
}
