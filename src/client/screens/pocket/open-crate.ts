import { CRATE_NAMES, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import type { Reward } from '../../../rules/reward.ts';

/** The title of the reward pop-up of a crate or the gumball. */
export function rewardTitle(crate: number | 'gumball'): string {
  if (crate === 'gumball') return 'Gumball';
  return isCrateKind(crate) ? `${CRATE_NAMES[crate]} crate` : 'Crate';
}

export type { Reward };
