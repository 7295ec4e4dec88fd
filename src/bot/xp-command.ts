import { REFERRAL_XP_AT_ONCE, TaskType } from '../rules/catalog/tasks.ts';
import type { MissionsView } from '../rules/views/missions-view.ts';

/** The slash command's definition, as registered with Discord. */
export const XP_COMMAND = {
  name: 'xp',
  description: 'Your community XP today and what is left to earn',
} as const;

/** The activities the bot reports: the ones members earn in the community. */
const SHOWN: number[] = [
  TaskType.Gm,
  TaskType.Flood,
  TaskType.Meme,
  TaskType.Art,
  TaskType.Thread,
  TaskType.Engage,
  TaskType.Collab,
  TaskType.Referral,
];

/** XP one activity paid: a referral pays its first part at once, the rest when the friend ranks up. */
const xpEach = (t: MissionsView['tasks'][number]) =>
  t.type === TaskType.Referral ? REFERRAL_XP_AT_ONCE : t.xp;

/**
 * The /xp answer: today's XP per activity with the caps left, then the total. Activities with a
 * cap say how many more pay today (or in the member's lifetime, for referrals); the others say
 * "no cap".
 */
export function xpReply(view: MissionsView | null): string {
  if (!view) return 'You are not a Warlords player yet: sign in to the game with this Discord account first.';
  const lines = view.tasks
    .filter((t) => SHOWN.includes(t.type) || t.todayCount > 0)
    .map((t) => {
      const earned = t.todayCount * xpEach(t);
      const caps: string[] = [];
      if (t.dailyCap !== null)
        caps.push(`${Math.max(0, t.dailyCap - t.todayCount)} of ${t.dailyCap} left today`);
      if (t.lifetimeCap !== null)
        caps.push(`${Math.max(0, t.lifetimeCap - t.lifetimeCount)} of ${t.lifetimeCap} left in all`);
      return `**${t.name}**: ${earned} XP today (${t.todayCount} × ${xpEach(t)}) · ${caps.join(', ') || 'no cap'}`;
    });
  const today = view.tasks.reduce((sum, t) => sum + t.todayCount * xpEach(t), 0);
  return [`Today: **${today} XP** from community activity.`, ...lines, `Total XP: ${view.totalXp}`].join(
    '\n',
  );
}
