// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ExpeditionView } from '../../src/rules/views/expedition-view.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';
import { chanceHint } from '../../src/client/screens/expedition/chance-hint.ts';
import { regionAction } from '../../src/client/screens/expedition/region-action.ts';
import { stakesOf } from '../../src/client/screens/expedition/stakes.ts';
import type { MissionsView } from '../../src/rules/views/missions-view.ts';
import { expeditionView } from '../../src/rules/views/expedition-view.ts';
import { warlordStats } from '../../src/rules/formulas/stats.ts';
import type { ExpeditionRun, PlayerState } from '../../src/rules/state.ts';
import { NOW, player } from '../rules/fixtures.ts';

const calm = { goldenRush: [] };
const iso = (t: number) => new Date(t).toISOString();

const pocket = (energy = 80, patch: Partial<PocketView> = {}): PocketView =>
  ({
    energy,
    maxEnergy: 80,
    energyUpdatedAt: iso(NOW),
    shards: 0,
    ownedTraits: [],
    ownedItems: [],
    ownedCrates: [],
    ...patch,
  }) as unknown as PocketView;

function run(patch: Partial<ExpeditionRun>): ExpeditionRun {
  return { region: 1, stage: 1, passed: false, hidden: false, gained: { shards: 0, crates: [] }, ...patch };
}

/** The server's own view of a player (the rules module), as GET /expedition answers it. */
const viewOf = (state: PlayerState): ExpeditionView => expeditionView(state, NOW, calm);

/** Every button a state shows, primary first. */
const buttons = (a: ReturnType<typeof regionAction>) =>
  [a.primary, a.secondary].filter((b) => b !== null).map((b) => `${b.label}${b.enabled ? '' : ' (off)'}`);

describe("the region card's chances", () => {
  it("shows each region's own stages and chances, low where the Warlord falls far short", () => {
    const view = viewOf(player());
    const stats = warlordStats(player());
    const first = view.regions[0]!.stageInfo.stages;
    const last = view.regions[9]!.stageInfo.stages;
    expect(first).toHaveLength(2);
    expect(last).toHaveLength(5);
    // Region I asks about what a new Warlord has; Region X asks far more, and its chance is low.
    expect(first[0]!.power).toBeLessThan(stats.power + 10);
    expect(last[0]!.power).toBeGreaterThan(stats.power + 150);
    expect(first[0]!.chance).toBeGreaterThan(0.8);
    expect(last[0]!.chance).toBeLessThan(0.56);
    // No two regions of different requirements show the same card.
    expect(view.regions[0]!.stageInfo.stages).not.toEqual(view.regions[3]!.stageInfo.stages);
  });

  it('says which stat falls short and what would raise it, from what the player holds', () => {
    const hint = chanceHint(
      { power: 104, stealth: 104 },
      { power: 277, stealth: 270 },
      pocket(80, {
        ownedItems: [
          { id: 265, name: 'Hellfire Axe', kind: 'Weapon', applied: false, boost: { power: 12, stealth: 0 } },
          { id: 514, name: 'Smoke Screen', kind: 'Weapon', applied: false, boost: { power: 0, stealth: 4 } },
        ] as never,
      }),
    );
    expect(hint).toBe(
      'Short of power by 173 and stealth by 166. To raise the chance: apply Hellfire Axe (+12 power); a higher Hair, Background or Special trait.',
    );
    // A potion that strengthens an applied weapon of its element.
    const brew = chanceHint(
      { power: 120, stealth: 130 },
      { power: 142, stealth: 130 },
      pocket(80, {
        ownedItems: [
          { id: 265, name: 'Hellfire Axe', kind: 'Weapon', applied: true, boost: { power: 12, stealth: 0 } },
          { id: 776, name: 'Big Fire Potion', kind: 'Consumable', applied: false, usagesLeft: 12 },
        ] as never,
      }),
    );
    expect(brew).toContain('drink Big Fire Potion');
    expect(chanceHint({ power: 150, stealth: 150 }, { power: 142, stealth: 130 }, pocket())).toBeNull();
  });
});

describe("the region card's one action, state by state", () => {
  it('idle and ready: Send', () => {
    const view = viewOf(player());
    const a = regionAction(view, view.regions[0]!, pocket(), 1, NOW, null, false);
    expect([a.tone, a.sentence, buttons(a)]).toEqual([
      'ready',
      'Stage 1 of 2: 15 energy.',
      ['Send your Warlord'],
    ]);
  });

  it('sending: no button', () => {
    const view = viewOf(player());
    const a = regionAction(view, view.regions[0]!, pocket(), 1, NOW, null, true);
    expect(buttons(a)).toEqual([]);
  });

  it('a stage passed: continue, with the retreat beside it', () => {
    const view = viewOf(
      player({ expedition: run({ stage: 2, passed: true, gained: { shards: 600, crates: [] } }) }),
    );
    const a = regionAction(view, view.regions[0]!, pocket(), 1, NOW, null, false);
    expect(buttons(a)).toEqual(['Continue to stage 2', 'Retreat and claim']);
    // The chance and what each way keeps are the stakes' rows (below), beside this sentence.
    expect(a.sentence).toBe('Stage 1 passed: on to stage 2 of 2 for 15 energy, or retreat?');
    expect(stakesOf(view.expedition, view.regions[0]!)?.keep).toBe('keep 600 shards, no crate');
  });

  it('a stage passed, short of energy for the next: says why Continue is off and when it will not be', () => {
    const view = viewOf(
      player({ expedition: run({ stage: 2, passed: true, gained: { shards: 600, crates: [] } }) }),
    );
    const a = regionAction(view, view.regions[0]!, pocket(10), 1, NOW, null, false);
    expect(buttons(a)).toEqual(['Continue to stage 2 (off)', 'Retreat and claim']);
    // 5 points short at one a 90 s: 7 min 30 s.
    expect(a.primary?.why).toBe(
      'Stage 2 takes 15 energy; you have 10. Enough in 7m 30s, or retreat and claim what you gathered.',
    );
    // With enough, nothing to explain.
    expect(regionAction(view, view.regions[0]!, pocket(), 1, NOW, null, false).primary?.why).toBeUndefined();
  });

  it('the last stage passed: Claim rewards only', () => {
    const view = viewOf(
      player({ expedition: run({ stage: 3, passed: true, gained: { shards: 1200, crates: [0] } }) }),
    );
    const a = regionAction(view, view.regions[0]!, pocket(), 1, NOW, null, false);
    expect(buttons(a)).toEqual(['Claim rewards']);
  });

  it('a stage failed: Return to camp only, and never "Claim the finished expedition first"', () => {
    const view = viewOf(
      player({ expedition: run({ stage: 1, passed: false, gained: { shards: 0, crates: [] } }) }),
    );
    const a = regionAction(view, view.regions[0]!, pocket(), 1, NOW, null, false);
    expect([a.tone, buttons(a)]).toEqual(['failed', ['Return to camp']]);
    expect(a.sentence).toBe('Stage 1 failed. Return to camp; Region I then cools for 1 h.');
    expect(a.sentence).not.toContain('Claim the finished expedition first');
  });

  it('another region looked at during a run: the way back', () => {
    const view = viewOf(player({ expedition: run({ stage: 2, passed: true }) }));
    const a = regionAction(view, view.regions[1]!, pocket(), 1, NOW, null, false);
    expect(buttons(a)).toEqual(['Back to Region I']);
    expect(a.primary?.regionId).toBe(1);
  });

  it('cooling: points at a region ready now, else counts down', () => {
    const cool = { level: 1, cooldownTill: NOW + 30 * 60_000 };
    const one = viewOf(player({ regions: { 1: cool } as never }));
    const a = regionAction(one, one.regions[0]!, pocket(), 1, NOW, null, false);
    expect([a.sentence, buttons(a)]).toEqual([
      'Cooling down: ready again in 30m 0s.',
      ['Go to Region II: ready now'],
    ]);
    const both = viewOf(player({ regions: { 1: cool, 2: cool } as never }));
    const b = regionAction(both, both.regions[0]!, pocket(), 1, NOW, null, false);
    expect(buttons(b)).toEqual(['Ready in 30m 0s (off)']);
  });

  it('not enough energy: says how much and when', () => {
    const view = viewOf(player());
    const a = regionAction(view, view.regions[0]!, pocket(10), 1, NOW, null, false);
    // 5 more points at one per 90 s.
    expect(a.sentence).toBe('Not enough energy: the stage takes 15, you have 10. Enough in 7m 30s.');
    expect(buttons(a)).toEqual(['Energy in 7m 30s (off)']);
  });

  it('locked by rank: says the rank, and points at a region ready now', () => {
    const view = viewOf(player());
    const a = regionAction(view, view.regions[9]!, pocket(), 1, NOW, null, false);
    expect(a.sentence).toBe(
      'Opens at Warlord rank 9 (you are rank 1). Missions and expeditions bring the XP.',
    );
    expect(buttons(a)).toEqual(['Go to Region I: ready now']);
  });

  it('locked by rank, the XP known: says how much XP the rank is away', () => {
    const view = viewOf(player());
    // Rank 2 at level 6: 1,500 XP.
    const a = regionAction(view, view.regions[2]!, pocket(), 1, NOW, null, false, 25);
    expect(a.sentence).toBe(
      'Opens at Warlord rank 2 (you are rank 1): 1,475 XP to go. Missions and expeditions bring the XP.',
    );
  });
});

describe('what a send or a continue puts at stake', () => {
  const expeditionTask = (todayCount: number) =>
    ({ tasks: [{ name: 'Expedition', xp: 25, dailyCap: 3, todayCount }] }) as unknown as MissionsView;

  it('before stage 1: what a pass adds and that a failure ends the run with nothing; no retreat', () => {
    const view = viewOf(player());
    const r = view.regions[0]!;
    const s = stakesOf(view.expedition, r, expeditionTask(0))!;
    const [lo, hi] = [r.stageInfo.shardRP.gained[0]!, r.stageInfo.shardRP.gained[3]!];
    expect(s).toEqual({
      stage: 1,
      pass: Math.round(r.chance * 100),
      fail: 100 - Math.round(r.chance * 100),
      win: `+${lo.toLocaleString('en-US')}–${hi.toLocaleString('en-US')} shards; Expedition I crate waits at stage 2`,
      lose: 'the run ends with nothing',
      keep: null,
      gathered: 0,
    });
  });

  it("names the last stage as the crate's on a region of more stages, before its first (it said stage 2 of 3)", () => {
    const view = viewOf(player({ missions: { ...player().missions, rewardXp: 12_000 } }));
    const r = view.regions.find((x) => x.maxStage === 3 && !x.locked)!;
    expect(stakesOf(view.expedition, r)!.win).toMatch(/crate waits at stage 3$/);
  });

  it('before the last stage: the crate and the XP; the gathered shards lost on a failure, kept on a retreat', () => {
    const view = viewOf(
      player({ expedition: run({ stage: 2, passed: true, gained: { shards: 1600, crates: [] } }) }),
    );
    const s = stakesOf(view.expedition, view.regions[0]!, expeditionTask(0))!;
    expect(s.stage).toBe(2);
    expect(s.win).toMatch(/^\+[\d,]+–[\d,]+ shards, Expedition I crate, 25 XP$/);
    expect(s.lose).toBe('lose the 1,600 shards gathered');
    expect(s.keep).toBe('keep 1,600 shards, no crate');
    expect(s.gathered).toBe(1600);
    expect(s.pass + s.fail).toBe(100);
    // Today's Expedition XP already paid three times: no XP promised.
    expect(stakesOf(view.expedition, view.regions[0]!, expeditionTask(3))!.win).not.toContain('XP');
  });

  it('nothing at stake where the player cannot send: another run out, a failed or finished run', () => {
    const passed = viewOf(player({ expedition: run({ stage: 2, passed: true }) }));
    expect(stakesOf(passed.expedition, passed.regions[1]!)).toBeNull();
    const failed = viewOf(player({ expedition: run({ stage: 1, passed: false }) }));
    expect(stakesOf(failed.expedition, failed.regions[0]!)).toBeNull();
    const done = viewOf(player({ expedition: run({ stage: 3, passed: true }) }));
    expect(stakesOf(done.expedition, done.regions[0]!)).toBeNull();
  });
});
