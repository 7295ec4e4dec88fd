import { describe, expect, it } from 'vitest';
import { playerCreated } from '../../src/rules/actions/player-created.ts';
import { expeditionView, expeditionViewChangesAt } from '../../src/rules/views/expedition-view.ts';
import { seededRng } from '../../src/rules/rng.ts';
import { expeditionAnswer, expeditionJson } from '../../src/server/views/expedition-json.ts';
import { NOW } from '../rules/fixtures.ts';
import { statesOfPlay, worlds } from '../rules/plays.ts';

describe("GET /expedition's compiled serializer", () => {
  it('writes the same bytes as JSON.stringify for every state of many plays, with and without golden rush', () => {
    let compared = 0;
    const met = { underWay: false, finished: false, coolingDown: false, locked: false };
    for (let seed = 1; seed <= 12; seed++) {
      for (const { state, now } of statesOfPlay(seed, 60, 1 + seed * 4)) {
        for (const world of worlds) {
          const view = expeditionView(state, now, world);
          expect(expeditionJson(view)).toBe(JSON.stringify(view));
          compared++;
          met.underWay ||= !view.expedition.hidden;
          met.finished ||= view.expedition.finished;
          met.coolingDown ||= view.regions.some((r) => r.cooldownTill !== null);
          met.locked ||= view.regions.some((r) => r.locked);
        }
      }
    }
    expect(compared).toBeGreaterThan(600);
    // The plays met every kind of view: a run under way, a finished one, cooldowns, locked regions.
    expect(met).toEqual({ underWay: true, finished: true, coolingDown: true, locked: true });
  });

  it('drops nothing the view adds: a property missing from the schema fails this test', () => {
    const view = expeditionView(playerCreated(NOW, seededRng(1)).state, NOW, worlds[0]!);
    const widened = { ...view, regions: view.regions.map((r) => ({ ...r, extra: 1 })) };
    expect(expeditionJson(widened)).not.toBe(JSON.stringify(widened));
  });
});

describe("GET /expedition's kept answer", () => {
  const HOUR = 3_600_000;

  it('is the view as of each later read, across cooldowns ending and golden rush starting and stopping', () => {
    let compared = 0;
    let cooldownEnds = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const { state, now } of statesOfPlay(seed, 40, 1 + seed * 6)) {
        // A rush window that opens and closes within the reads below.
        const world = { goldenRush: [{ startsAt: now + 2 * HOUR, endsAt: now + 3 * HOUR }] };
        const reads = [now, now + 1, now + 2 * HOUR - 1, now + 2 * HOUR, now + 3 * HOUR, now + 9 * HOUR];
        const changesAt = expeditionViewChangesAt(state, now);
        if (changesAt !== Infinity) {
          reads.push(changesAt - 1, changesAt);
          cooldownEnds++;
        }
        // In time order on the same state object, as kept states are read; then once back in time.
        for (const t of [...reads.sort((a, b) => a - b), now - HOUR]) {
          expect(expeditionAnswer(state, t, world)).toBe(JSON.stringify(expeditionView(state, t, world)));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(cooldownEnds).toBeGreaterThan(50);
  });
});
