import { energyNow } from '../game/countdowns.ts';
import { remainingText } from '../../rules/formulas/time.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import { formatNumber } from './format.ts';
import { EnergyIcon } from './icons.tsx';
import { useNow } from './use-now.ts';

/** Energy now and the countdown to the next point, from the pocket and the rules' regeneration. */
export const currentEnergy = energyNow;

/** Where energy stands: filling (a countdown to the next point), full, or above the maximum. */
export type EnergyState = 'filling' | 'full' | 'overfilled';

/**
 * What the meter reads: "57/83 +1 in 1m 25s", "83/83 full", or, above the maximum (a crate's or an
 * operator's energy may lift it past, game-design.md section 2, and it does not regenerate there),
 * the meter full and the rest as a bonus on top, "83/83 +510 bonus", as games show a shield over a
 * full bar, with no countdown; the whole figure and the rule in `title`. Not "593/83 full, above
 * max" (issue 24's review: a count past its whole read as confusing), nor "568 over 123 max · not
 * refilling" (read as a fault), "177/83 overfilled" or "177 (83 max, extra kept)".
 */
export function energyReading(
  pocket: Pick<PocketView, 'energy' | 'maxEnergy' | 'energyUpdatedAt'>,
  now: number,
): { value: string; hint: string; state: EnergyState; title: string; energy: number } {
  const { energy, nextInMs } = energyNow(pocket as PocketView, now);
  const max = pocket.maxEnergy;
  if (energy > max)
    return {
      value: `${max}/${max}`,
      hint: `+${formatNumber(energy - max)} bonus`,
      state: 'overfilled',
      energy,
      title:
        `Energy ${formatNumber(energy)}: your full ${max} and ${formatNumber(energy - max)} bonus from rewards, ` +
        `all of it yours to spend; it refills again once you are below ${max}`,
    };
  const value = `${energy}/${max}`;
  if (nextInMs === null) return { value, hint: 'full', state: 'full', title: 'Energy', energy };
  return { value, hint: `+1 in ${remainingText(nextInMs)}`, state: 'filling', title: 'Energy', energy };
}

export function EnergyMeter({ pocket }: { pocket: PocketView }) {
  const now = useNow(1000);
  const { value, hint, state, title, energy } = energyReading(pocket, now);
  return (
    <div
      className={`resource resource--energy resource--energy-${state}`}
      title={title}
      data-energy={state}
      data-amount={energy}
      data-resource="energy"
    >
      <dt>
        <EnergyIcon title="Energy" />
      </dt>
      <dd>
        {value}
        <small className="resource__hint">{hint}</small>
      </dd>
    </div>
  );
}
