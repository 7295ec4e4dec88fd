import { energyNow } from '../game/countdowns.ts';
import { remainingText } from '../../rules/formulas/time.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import { EnergyIcon } from './icons.tsx';
import { useNow } from './use-now.ts';

/** Energy now and the countdown to the next point, from the pocket and the rules' regeneration. */
export const currentEnergy = energyNow;

/** Where energy stands: filling (a countdown to the next point), full, or above the maximum. */
export type EnergyState = 'filling' | 'full' | 'overfilled';

/**
 * What the meter reads: "57/83 +1 in 1m 25s", "83/83 full", or, above the maximum (a crate's or an
 * operator's energy may lift it past, game-design.md section 2, and it does not regenerate there),
 * "568/123 full, above max" with no countdown, the rule whole in `title`: the count against the
 * maximum as always, and full, which it is (nothing to wait for), with why it reads past its whole.
 * Not "568 over 123 max · not refilling" (issue 24's review: "not refilling" read as a fault), nor
 * "177/83 overfilled", nor "177 (83 max, extra kept)", which newcomers did not understand.
 */
export function energyReading(
  pocket: Pick<PocketView, 'energy' | 'maxEnergy' | 'energyUpdatedAt'>,
  now: number,
): { value: string; hint: string; state: EnergyState; title: string } {
  const { energy, nextInMs } = energyNow(pocket as PocketView, now);
  const max = pocket.maxEnergy;
  if (energy > max)
    return {
      value: `${energy}/${max}`,
      hint: 'full, above max',
      state: 'overfilled',
      title:
        `Energy ${energy}, above your maximum of ${max}: all of it is yours to spend; ` +
        `it refills again once you are below ${max}`,
    };
  const value = `${energy}/${max}`;
  if (nextInMs === null) return { value, hint: 'full', state: 'full', title: 'Energy' };
  return { value, hint: `+1 in ${remainingText(nextInMs)}`, state: 'filling', title: 'Energy' };
}

export function EnergyMeter({ pocket }: { pocket: PocketView }) {
  const now = useNow(1000);
  const { value, hint, state, title } = energyReading(pocket, now);
  return (
    <div
      className={`resource resource--energy resource--energy-${state}`}
      title={title}
      data-energy={state}
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
