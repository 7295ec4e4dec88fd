import { CRATE_NAMES } from '../../../rules/catalog/crate-kinds.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import { effectiveLevel, rewardCrate } from '../../../rules/formulas/expedition.ts';
import type { ExpeditionRunView, RegionView } from '../../../rules/views/expedition-view.ts';
import type { MissionsView } from '../../../rules/views/missions-view.ts';
import { formatNumber } from '../../ui/format.ts';

/**
 * What rides on the next send or continue in a region, from the server's view (its chance, its
 * shard outlook and the run's gathered shards) and the rules (the crate of the region's level):
 * what a pass adds, what a failure costs, what retreating instead keeps.
 */
export interface Stakes {
  /** The stage the send attempts. */
  stage: number;
  /** Pass and fail, in whole percents that add up to 100 (the figure the card shows). */
  pass: number;
  fail: number;
  /** What a pass adds to the run. */
  win: string;
  /** What a failure costs. */
  lose: string;
  /** What retreating now keeps; null before a stage is passed (nothing to keep). */
  keep: string | null;
  /** The shards the run has gathered: what a failure loses and a retreat keeps. */
  gathered: number;
}

/** Whether the daily Expedition XP is still paid today (the task's cap), unknown as yes. */
function xpToday(missions: MissionsView | null | undefined): number {
  const task = missions?.tasks.find((t) => t.name === 'Expedition');
  if (!task) return missions ? 0 : 25;
  return task.dailyCap !== null && task.todayCount >= task.dailyCap ? 0 : task.xp;
}

/**
 * The stakes of the next stage in `region`, or null when it is not the player's to send (another
 * run under way, the run over, every stage passed).
 */
export function stakesOf(
  run: ExpeditionRunView,
  region: RegionView,
  missions?: MissionsView | null,
): Stakes | null {
  const here = !run.hidden && run.region === region.id;
  if ((!run.hidden && !here) || (here && (run.finished || !run.passed))) return null;
  const { stage } = region.stageInfo;
  if (stage > region.maxStage) return null;
  const gathered = here ? run.gainedRewards.shards : 0;
  const gained = region.stageInfo.shardRP.gained;
  const shards = `+${formatNumber(gained[0] ?? 0)}–${formatNumber(gained[gained.length - 1] ?? 0)} shards`;
  const info = regionById(region.id);
  const crate = info ? `${CRATE_NAMES[rewardCrate(effectiveLevel(region.level, info))]} crate` : 'a crate';
  const last = stage === region.maxStage;
  const xp = last ? xpToday(missions) : 0;
  const win = last
    ? `${shards}, ${crate}${xp > 0 ? `, ${xp} XP` : ''}`
    : `${shards}; ${crate} waits at stage ${region.maxStage}`;
  const pass = Math.round(region.chance * 100);
  return {
    stage,
    pass,
    fail: 100 - pass,
    win,
    lose: gathered > 0 ? `lose the ${formatNumber(gathered)} shards gathered` : 'the run ends with nothing',
    keep: gathered > 0 ? `keep ${formatNumber(gathered)} shards, no crate` : null,
    gathered,
  };
}
