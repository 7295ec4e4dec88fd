import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/game.ts';
import { traitApplied } from '../../../rules/actions/trait-applied.ts';
import { traitCleaved } from '../../../rules/actions/trait-cleaved.ts';
import { traitUpgraded } from '../../../rules/actions/trait-upgraded.ts';
import { ownedTraitsView } from '../../../rules/views/pocket-view.ts';
import { warlordView } from '../../../rules/views/warlord-view.ts';
import { write } from '../write-route.ts';

const input = ({ traitId }: { traitId: number }) => ({ traitId });

/** POST /traits/apply, /traits/upgrade, /traits/cleave. */
export default async function traits(app: FastifyInstance) {
  write(app, api.traitsApply, {
    actor: 'session',
    reducer: traitApplied,
    action: (req) => ({
      input: input(req.body),
      answer: ({ state }, { now }) => ({ warlord: warlordView(state, now) }),
    }),
  });

  write(app, api.traitsUpgrade, {
    actor: 'session',
    reducer: traitUpgraded,
    action: (req) => ({
      input: input(req.body),
      answer: ({ state, result }, { now }) => {
        const ownedTraits = ownedTraitsView(state);
        return {
          warlord: warlordView(state, now),
          ownedTraits,
          upgradedTrait: ownedTraits.find((t) => t.id === result.traitId)!,
        };
      },
    }),
  });

  write(app, api.traitsCleave, {
    actor: 'session',
    reducer: traitCleaved,
    action: (req) => ({
      input: input(req.body),
      answer: ({ state, result }) => ({ ownedTraits: ownedTraitsView(state), xp: result.xp }),
    }),
  });
}
