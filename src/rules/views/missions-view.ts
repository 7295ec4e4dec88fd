import { TASKS, type TaskInfo } from '../catalog/tasks.ts';
import {
  battlePassFill,
  battlePassLevel,
  battlePassMedals,
  upcomingBattlePassRewards,
  type StockedVoucher,
} from '../formulas/battle-pass.ts';
import { totalXp } from '../formulas/progression.ts';
import { utcDay } from '../formulas/time.ts';
import type { Reward } from '../reward.ts';
import type { MissionsXp, PlayerState } from '../state.ts';

/** A community task as the missions screen lists it, with the player's counts. */
export interface TaskView {
  type: TaskInfo['type'];
  name: TaskInfo['name'];
  xp: number;
  dailyCap: number | null;
  /** Activities of this type that paid today (UTC). */
  todayCount: number;
  lifetimeCap: number | null;
  lifetimeCount: number;
}

/** GET /missions: every XP field, the battle pass and today's activity counts by task name. */
export type MissionsView = MissionsXp & {
  totalXp: number;
  battlePassLevelClaimed: number;
  battlePassMedals: number;
  today: Record<TaskInfo['name'], number>;
  battlePass: {
    /** The level reached (0-50). */
    level: number;
    /** How full the level being earned is, 0 to 1. */
    fill: number;
    medals: number;
    /** Up to ten levels from the next unclaimed one, with their rewards. */
    nextRewards: { level: number; reward: Reward[] }[];
  };
  tasks: TaskView[];
};

/**
 * The missions record as of `now` (counts of an earlier UTC day read as 0). With the global voucher
 * `stock`, level 10 shows the voucher it would give now; without it, the Whitelist voucher.
 */
export function missionsView(
  state: PlayerState,
  now: number,
  stock?: Partial<Record<StockedVoucher, number>>,
): MissionsView {
  const xp = totalXp(state.missions);
  const medals = battlePassMedals(xp);
  const counts = state.today.day === utcDay(now) ? state.today.counts : {};
  const todayCount = (t: TaskInfo) => counts[String(t.type)] ?? 0;
  return {
    ...state.missions,
    totalXp: xp,
    battlePassLevelClaimed: state.battlePassLevelClaimed,
    battlePassMedals: medals,
    today: Object.fromEntries(TASKS.map((t) => [t.name, todayCount(t)])) as MissionsView['today'],
    battlePass: {
      level: battlePassLevel(medals),
      fill: battlePassFill(medals),
      medals,
      nextRewards: upcomingBattlePassRewards(
        state.battlePassLevelClaimed,
        stock ? (stock.Whitelist ?? 0) : Infinity,
        stock ? (stock.FCFS ?? 0) : Infinity,
      ),
    },
    tasks: TASKS.map((t) => ({
      type: t.type,
      name: t.name,
      xp: t.xp,
      dailyCap: t.dailyCap,
      todayCount: todayCount(t),
      lifetimeCap: t.lifetimeCap,
      lifetimeCount: state.lifetime[String(t.type)] ?? 0,
    })),
  };
}
