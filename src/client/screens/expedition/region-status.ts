import type { ExpeditionRunView, RegionView } from '../../../rules/views/expedition-view.ts';
import { remainingText } from '../../../rules/formulas/time.ts';
import { cooldownLeft } from '../../game/countdowns.ts';

export { cooldownLeft };

/**
 * Why a send to this region cannot go now, or null when it can. The server decides; this only
 * keeps the button honest and says why.
 */
export function sendBlocker(
  region: RegionView,
  run: ExpeditionRunView,
  energy: number,
  now: number,
): string | null {
  if (region.locked) return `Needs Warlord rank ${region.rankRequired}`;
  const cooling = cooldownLeft(region, now);
  if (cooling > 0) return `Cooling down: ${remainingText(cooling)}`;
  if (!run.hidden && run.region !== region.id) return 'Another expedition is under way';
  if (!run.hidden && run.finished) return 'Claim the finished expedition first';
  if (energy < region.stageInfo.energyRequired)
    return `Not enough energy: ${region.stageInfo.energyRequired} needed, ${energy} left`;
  return null;
}
