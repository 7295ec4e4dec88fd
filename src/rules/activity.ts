import { taskByType, type TaskType } from './catalog/tasks.ts';
import type { PlayerState } from './state.ts';

/**
 * Credits one activity of `type` worth `xp` (default: the task's XP) to its missions field, unless its
 * daily or lifetime cap is reached. `today` must already be rolled to the current day (see prepare).
 */
export function creditActivity(
  state: PlayerState,
  type: TaskType,
  xp?: number,
): { state: PlayerState; xpGranted: number; capped: boolean } {
  const task = taskByType(type)!;
  const key = String(type);
  const todayCount = state.today.counts[key] ?? 0;
  const lifetimeCount = state.lifetime[key] ?? 0;
  const capped =
    (task.dailyCap !== null && todayCount >= task.dailyCap) ||
    (task.lifetimeCap !== null && lifetimeCount >= task.lifetimeCap);
  if (capped) return { state, xpGranted: 0, capped: true };
  const amount = xp ?? task.xp;
  return {
    state: {
      ...state,
      missions: { ...state.missions, [task.field]: state.missions[task.field] + amount },
      today: { ...state.today, counts: { ...state.today.counts, [key]: todayCount + 1 } },
      lifetime: { ...state.lifetime, [key]: lifetimeCount + 1 },
    },
    xpGranted: amount,
    capped: false,
  };
}
