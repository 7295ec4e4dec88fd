import { describe, expect, it } from 'vitest';
import { ENERGY_TICK_MS } from '../../src/rules/formulas/energy.ts';
import { pocketView } from '../../src/rules/views/pocket-view.ts';
import { pocketWiring } from '../../src/contract/wire.ts';
import { pocketJson } from '../../src/server/views/pocket-json.ts';
import { statesOfPlay } from '../rules/plays.ts';

describe("GET /pocket's JSON", () => {
  it("writes the same bytes as JSON.stringify of the view in the wire's names, for every state of many plays, read again later", () => {
    let compared = 0;
    const met = {
      traits: false,
      weapons: false,
      potions: false,
      crates: false,
      regenerating: false,
      full: false,
    };
    for (let seed = 1; seed <= 8; seed++) {
      for (const { state, now } of statesOfPlay(seed, 50, 1 + seed * 5)) {
        // Read again later on the same state object, as a kept state is: the energy has come back.
        for (const t of [
          now,
          now + ENERGY_TICK_MS - 1,
          now + 3 * ENERGY_TICK_MS + 17,
          now + 500 * ENERGY_TICK_MS,
        ]) {
          const view = pocketView(state, t);
          expect(pocketJson(state, t)).toBe(JSON.stringify(pocketWiring.wire(view)));
          compared++;
          met.traits ||= view.ownedTraits.length > 0;
          met.weapons ||= view.ownedItems.some((i) => i.kind === 'Weapon');
          met.potions ||= view.ownedItems.some((i) => i.kind === 'Consumable');
          met.crates ||= view.ownedCrates.length > 0;
          met.regenerating ||= view.energy < view.maxEnergy;
          met.full ||= view.energy >= view.maxEnergy;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(met).toEqual({
      traits: true,
      weapons: true,
      potions: true,
      crates: true,
      regenerating: true,
      full: true,
    });
  });
});
