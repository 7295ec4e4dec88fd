import {
  BATTLE_PASS_LEVELS,
  MEDALS_PER_LEVEL,
  XP_PER_MEDAL,
  medalsForLevel,
} from '../../../rules/formulas/battle-pass.ts';
import { formatNumber } from '../../ui/format.ts';

/**
 * The line under the battle pass's bar, from the medals the player holds and the level reached. It
 * counts medals as the head does ("Level 1 of 50 · 11 medals"), all of them since the first XP, so
 * the two agree: "11 of 20 medals for level 2", never "1 of 10" beside "11".
 */
export function nextLevelLine(medals: number, reached: number): string {
  const rule = `${MEDALS_PER_LEVEL} medals a level, one medal per ${XP_PER_MEDAL} XP.`;
  if (reached >= BATTLE_PASS_LEVELS) return `All ${BATTLE_PASS_LEVELS} levels reached. ${rule}`;
  const level = reached + 1;
  return `${formatNumber(medals)} of ${formatNumber(medalsForLevel(level))} medals for level ${level}. ${rule}`;
}
