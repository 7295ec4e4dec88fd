import {
  BATTLE_PASS_LEVELS,
  MEDALS_PER_LEVEL,
  MINT_TICKET_LEVEL,
  WHITELIST_LEVEL,
  XP_PER_MEDAL,
  battlePassRewards,
  medalsForLevel,
} from '../../../rules/formulas/battle-pass.ts';
import { formatNumber } from '../../ui/format.ts';
import { rewardText } from '../../ui/reward-list.tsx';
import type { Reward } from '../../../rules/reward.ts';

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

/**
 * How full the bar under the battle pass's head is, 0 to 1: the count the line beside it says,
 * the medals held of those the next level needs ("30 of 40 medals for level 4": 0.75); 1 once all
 * levels are reached. The missions view's `fill` is the medals past the level reached, out of 10:
 * 0 on every level reached, so the bar stood empty beside "30 of 40 medals" (review r30).
 */
export function nextLevelShare(medals: number, reached: number): number {
  if (reached >= BATTLE_PASS_LEVELS) return 1;
  return Math.min(1, Math.max(0, medals / medalsForLevel(reached + 1)));
}

/** The list's heading: which levels it shows ("Levels 1 to 10, the next to claim"). */
export function shownLevelsLine(levels: readonly number[]): string {
  if (levels.length === 0) return `All ${BATTLE_PASS_LEVELS} levels claimed.`;
  const first = levels[0]!;
  const last = levels[levels.length - 1]!;
  return first === last
    ? `Level ${first}, the next to claim:`
    : `Levels ${first} to ${last}, the next to claim:`;
}

/** One of a reward, with its article: "a Big Earn Potion", "an Advanced crate", "energy". */
function oneOf(r: Reward): string {
  if (r.kind === 'energy') return 'energy';
  const name = rewardText({ ...r, amount: 1 }).replace(/^1 (× )?| ×1$/g, '');
  return `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * What the levels past the list give, from the rules (product-spec section 9): the list shows ten
 * levels from the next to claim, so "Level 50 of 50" stood over levels 1 to 10 and nothing said what
 * 11 to 50 hold. The levels after the list take turns (a potion, energy, a crate), a few give a
 * pass; null when the list reaches level 50.
 */
export function laterLevelsLine(lastShown: number): string | null {
  if (lastShown >= BATTLE_PASS_LEVELS) return null;
  const from = lastShown + 1;
  const special = [WHITELIST_LEVEL, MINT_TICKET_LEVEL].filter((l) => l >= from);
  const turn: string[] = [];
  let energyMax = 0;
  for (let level = from; level <= BATTLE_PASS_LEVELS; level++) {
    if (special.includes(level)) continue;
    const r = battlePassRewards(level, 1)[0]!;
    if (r.kind === 'energy') energyMax = Math.max(energyMax, r.amount);
    if (!turn.includes(oneOf(r))) turn.push(oneOf(r));
  }
  const words = turn.map((w) => (w === 'energy' ? `energy (up to ${energyMax})` : w));
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0]!;
  const passes = special.map((l) => `, and ${oneOf(battlePassRewards(l, 1)[0]!)} at level ${l}`).join('');
  return from === BATTLE_PASS_LEVELS
    ? `Level ${from} shows here once you claim the levels before it: ${list}.`
    : `Levels ${from} to ${BATTLE_PASS_LEVELS} show here as you claim: ${list} each${passes}.`;
}

/**
 * Under a claim's reveal when the levels claimed are not the ones its title named (the page was a
 * moment behind: another tab claimed some first): which levels these rewards are, else null.
 */
export function claimedLevelsLine(
  asked: readonly [number, number],
  got: readonly [number, number],
): string | null {
  if (asked[0] === got[0] && asked[1] === got[1]) return null;
  const which = got[0] === got[1] ? `Level ${got[0]}` : `Levels ${got[0]} to ${got[1]}`;
  return got[0] > asked[0]
    ? `${which} claimed: the levels before were claimed already.`
    : `${which} claimed.`;
}
