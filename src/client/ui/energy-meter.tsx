import { energyNow } from '../game/countdowns.ts';
import { remainingText } from '../../rules/formulas/time.ts';
import type { PocketView } from '../api/types.ts';
import { EnergyIcon } from './icons.tsx';
import { useNow } from './use-now.ts';

/** Energy now and the countdown to the next point, from the pocket and the rules' regeneration. */
export const currentEnergy = energyNow;

export function EnergyMeter({ pocket }: { pocket: PocketView }) {
  const now = useNow(1000);
  const { energy, nextInMs } = currentEnergy(pocket, now);
  return (
    <div className="resource resource--energy" title="Energy">
      <dt>
        <EnergyIcon title="Energy" />
      </dt>
      <dd>
        {energy}/{pocket.maxEnergy}
        <small className="resource__hint">
          {nextInMs === null ? 'full' : `+1 in ${remainingText(nextInMs)}`}
        </small>
      </dd>
    </div>
  );
}
