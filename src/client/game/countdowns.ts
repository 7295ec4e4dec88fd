import { energyAt, msToNextEnergy } from '../../rules/formulas/energy.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import type { RegionView } from '../../rules/views/expedition-view.ts';

/**
 * Energy now and the time to the next point, from the pocket's last answer and the rules' own
 * regeneration: what the HUD counts down between answers.
 */
export function energyNow(pocket: PocketView, now: number): { energy: number; nextInMs: number | null } {
  const updatedAt = Date.parse(pocket.energyUpdatedAt);
  return {
    energy: energyAt(pocket.energy, updatedAt, pocket.maxEnergy, now).energy,
    nextInMs: msToNextEnergy(pocket.energy, updatedAt, pocket.maxEnergy, now),
  };
}

/** Milliseconds of cooldown a region has left at `now` (0 when it is ready). */
export function cooldownLeft(region: Pick<RegionView, 'cooldownTill'>, now: number): number {
  return region.cooldownTill ? Math.max(0, Date.parse(region.cooldownTill) - now) : 0;
}
