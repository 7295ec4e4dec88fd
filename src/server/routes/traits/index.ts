import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { traitApplied } from '../../../rules/actions/trait-applied.ts';
import { traitCleaved } from '../../../rules/actions/trait-cleaved.ts';
import { traitUpgraded } from '../../../rules/actions/trait-upgraded.ts';
import { ownedTraitsView } from '../../../rules/views/pocket-view.ts';
import { warlordView } from '../../../rules/views/warlord-view.ts';
import { gameWrite } from '../game-route.ts';

const input = ({ traitId }: { traitId: number }) => ({ traitId });

/** POST /traits/apply, /traits/upgrade, /traits/cleave. */
export default async function traits(app: FastifyInstance) {
  gameWrite(app, api.traitsApply, {
    reducer: traitApplied,
    input,
    answer: ({ state }, { now }) => ({ warlord: warlordView(state, now) }),
  });

  gameWrite(app, api.traitsUpgrade, {
    reducer: traitUpgraded,
    input,
    answer: ({ state, result }, { now }) => {
      const ownedTraits = ownedTraitsView(state);
      return {
        warlord: warlordView(state, now),
        ownedTraits,
        upgradedTrait: ownedTraits.find((t) => t.id === result.traitId)!,
      };
    },
  });

  gameWrite(app, api.traitsCleave, {
    reducer: traitCleaved,
    input,
    answer: ({ state, result }) => ({ ownedTraits: ownedTraitsView(state), xp: result.xp }),
  });
}
