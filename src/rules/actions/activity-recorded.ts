import { TaskType, taskByType } from '../catalog/tasks.ts';
import { creditActivity } from '../activity.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { reducer } from '../state.ts';

/**
 * `activity.recorded`: one community activity reported by the trusted bot. It pays its task's XP
 * into its missions field unless the day's or the lifetime cap of its type is reached (caps count
 * per UTC day). The server looks the activity's external id up and passes `duplicate`: a
 * duplicate changes nothing. A paid Referral activity also counts as one of the 10 paid referrals.
 */
export const activityRecorded = reducer<
  { type: number; duplicate: boolean },
  { xpGranted: number; capped: boolean; duplicate: boolean }
>('activity.recorded', (before, { type, duplicate }, { now }) => {
  const task = taskByType(type);
  ensure(task, `Unknown activity type ${type}`, 400);
  if (duplicate) return settle(before, before, { xpGranted: 0, capped: false, duplicate: true });
  const state = prepare(before, now);
  const credited = creditActivity(state, task.type);
  const after =
    task.type === TaskType.Referral && !credited.capped
      ? {
          ...credited.state,
          referral: { ...credited.state.referral, paidCount: credited.state.referral.paidCount + 1 },
        }
      : credited.state;
  return settle(before, after, { xpGranted: credited.xpGranted, capped: credited.capped, duplicate: false });
});
