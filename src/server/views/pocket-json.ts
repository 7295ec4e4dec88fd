import { warlordProgress } from '../../rules/formulas/stats.ts';
import type { PlayerState } from '../../rules/state.ts';
import { pocketHoldings } from '../../rules/views/pocket-view.ts';
import { pocketHoldingsWiring } from '../../contract/wire.ts';
import { energyView } from '../../rules/views/warlord-view.ts';

/** What GET /pocket keeps of a state: the Warlord's maximum energy, and the holdings as JSON. */
interface Held {
  maxEnergy: number;
  /** The holdings as JSON, in the wire's names, without its opening brace. */
  tail: string;
}

/**
 * Per state object: a kept state (src/server/game/kept.ts) is the same object on every read until
 * its row changes, and no one changes it (frozen under test), so what is derived from it alone
 * holds as long as it lives, and goes with it.
 */
const held = new WeakMap<PlayerState, Held>();

function heldOf(state: PlayerState): Held {
  let h = held.get(state);
  if (!h) {
    h = {
      maxEnergy: warlordProgress(state).maxEnergy,
      tail: JSON.stringify(pocketHoldingsWiring.wire(pocketHoldings(state))).slice(1),
    };
    held.set(state, h);
  }
  return h;
}

/**
 * GET /pocket's answer as JSON, the same bytes as `JSON.stringify(pocketWiring.wire(pocketView(state, now)))`
 * (tests/server/pocket-json.test.ts): only the part time changes, the energy, is written per read;
 * the holdings (about nine tenths of the answer, and of the view's work) are kept per state.
 */
export function pocketJson(state: PlayerState, now: number): string {
  const { maxEnergy, tail } = heldOf(state);
  const head = JSON.stringify({ TWC: state.TWC, shards: state.shards, ...energyView(state, now, maxEnergy) });
  return `${head.slice(0, -1)},${tail}`;
}
