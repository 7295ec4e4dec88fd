import { expeditionSchema } from '../../contract/views.ts';
import { compiledJson } from '../contract-route.ts';
import { isGoldenRush } from '../../rules/formulas/golden-rush.ts';
import type { PlayerState, World } from '../../rules/state.ts';
import {
  expeditionView,
  expeditionViewChangesAt,
  type ExpeditionView,
} from '../../rules/views/expedition-view.ts';

/**
 * GET /expedition's answer as JSON, compiled (fast-json-stringify) from the contract's schema of the
 * view: the answer is the largest of the game reads (3.3 KB), and JSON.stringify spent 9 us on it
 * where the compiled one spends 2.5. A property the schema does not list would be dropped:
 * tests/server/expedition-json.test.ts holds the two serializers to the same bytes over many states.
 */
export const expeditionJson: (view: ExpeditionView) => string = compiledJson(expeditionSchema);

/** A state's last GET /expedition answer, and the span of time and the golden rush it holds for. */
interface KeptAnswer {
  from: number;
  until: number;
  rush: boolean;
  json: string;
}

/** Per state object, as in pocket-json.ts: it goes when the state goes. */
const answers = new WeakMap<PlayerState, KeptAnswer>();

/**
 * GET /expedition's answer as JSON for `state` at `now`: the view changes with time only when a
 * cooldown ends or golden rush starts or stops (expeditionViewChangesAt), so an answer written for
 * the same state object is given again while neither has happened since.
 */
export function expeditionAnswer(state: PlayerState, now: number, world: World): string {
  const rush = isGoldenRush(world, now);
  const kept = answers.get(state);
  if (kept && kept.rush === rush && now >= kept.from && now < kept.until) return kept.json;
  const json = expeditionJson(expeditionView(state, now, world));
  answers.set(state, { from: now, until: expeditionViewChangesAt(state, now), rush, json });
  return json;
}
