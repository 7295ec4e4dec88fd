import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityRecorded } from '../../src/rules/actions/activity-recorded.ts';
import { battlePassClaimed } from '../../src/rules/actions/battle-pass-claimed.ts';
import { crateBought } from '../../src/rules/actions/crate-bought.ts';
import { crateOpened } from '../../src/rules/actions/crate-opened.ts';
import { expeditionClaimed } from '../../src/rules/actions/expedition-claimed.ts';
import { expeditionSent } from '../../src/rules/actions/expedition-sent.ts';
import { granted } from '../../src/rules/actions/granted.ts';
import { gumballPulled } from '../../src/rules/actions/gumball-pulled.ts';
import { itemApplied } from '../../src/rules/actions/item-applied.ts';
import { itemCleaved } from '../../src/rules/actions/item-cleaved.ts';
import { itemUnapplied } from '../../src/rules/actions/item-unapplied.ts';
import { itemUpgraded } from '../../src/rules/actions/item-upgraded.ts';
import { playerCreated } from '../../src/rules/actions/player-created.ts';
import { traitApplied } from '../../src/rules/actions/trait-applied.ts';
import { traitCleaved } from '../../src/rules/actions/trait-cleaved.ts';
import { traitUpgraded } from '../../src/rules/actions/trait-upgraded.ts';
import { ITEMS, itemById } from '../../src/rules/catalog/items.ts';
import { TASKS } from '../../src/rules/catalog/tasks.ts';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { GameError } from '../../src/rules/errors.ts';
import { passChance } from '../../src/rules/formulas/expedition.ts';
import { balancesOf, hasNegativeBalance } from '../../src/rules/ledger.ts';
import { seededRng } from '../../src/rules/rng.ts';
import type { Ctx, Outcome, PlayerState } from '../../src/rules/state.ts';
import { NOW } from './fixtures.ts';

/** Mostly a few ids, so that grants, applies, upgrades and cleaves meet the same things; sometimes any id. */
const traitId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(2, 5, 102, 206, 302, 402, 502) },
  { weight: 1, arbitrary: fc.constantFrom(...TRAITS.map((t) => t.id), 1, 999) },
);
const itemId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(257, 769) },
  { weight: 3, arbitrary: fc.constantFrom(257, 268, 513, 518, 769, 779, 780, 783) },
  { weight: 1, arbitrary: fc.constantFrom(...ITEMS.map((i) => i.id), 300, 1000) },
);
const count = fc.integer({ min: 0, max: 40 });

/** One step a player (or the operator) might take, with the minutes that pass before it. */
const step = fc.record({
  wait: fc.integer({ min: 0, max: 240 }),
  action: fc.oneof(
    fc.record({ type: fc.constant('traitApply'), id: traitId }),
    fc.record({ type: fc.constant('traitUpgrade'), id: traitId }),
    fc.record({ type: fc.constant('traitCleave'), id: traitId }),
    fc.record({ type: fc.constant('itemApply'), id: itemId }),
    fc.record({ type: fc.constant('itemUnapply'), id: itemId }),
    fc.record({ type: fc.constant('itemUpgrade'), id: itemId }),
    fc.record({ type: fc.constant('itemCleave'), id: itemId }),
    fc.record({ type: fc.constant('send'), id: fc.constantFrom(1, 1, 2, 3, 0, 11) }),
    fc.record({ type: fc.constant('claim') }),
    fc.record({
      type: fc.constant('buy'),
      id: fc.constantFrom(0, 0, 1, 8, -1, 11),
      n: fc.constantFrom(1, 1, 2, 0, 11),
      twc: fc.boolean(),
    }),
    fc.record({ type: fc.constant('open'), id: fc.constantFrom(0, 0, 1, 4, 8, -1, 11) }),
    fc.record({ type: fc.constant('gumball') }),
    fc.record({ type: fc.constant('claimPass'), n: fc.constantFrom(1, 1, 2, 3, 50) }),
    fc.record({ type: fc.constant('activity'), id: fc.constantFrom(...TASKS.map((t) => t.type), 9) }),
    fc.record({
      type: fc.constant('grant'),
      shards: count.map((n) => n * 1000),
      xp: count.map((n) => n * 50),
      trait: traitId,
      item: itemId,
      n: count,
    }),
  ),
});
const plays = fc.array(step, { minLength: 10, maxLength: 80 });
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function apply(state: PlayerState, { action: a }: Step, ctx: Ctx): Outcome<unknown> {
  switch (a.type) {
    case 'traitApply':
      return traitApplied(state, { traitId: a.id }, ctx);
    case 'traitUpgrade':
      return traitUpgraded(state, { traitId: a.id }, ctx);
    case 'traitCleave':
      return traitCleaved(state, { traitId: a.id }, ctx);
    case 'itemApply':
      return itemApplied(state, { itemId: a.id }, ctx);
    case 'itemUnapply':
      return itemUnapplied(state, { itemId: a.id }, ctx);
    case 'itemUpgrade':
      return itemUpgraded(state, { itemId: a.id }, ctx);
    case 'itemCleave':
      return itemCleaved(state, { itemId: a.id }, ctx);
    case 'send':
      return expeditionSent(state, { region: a.id }, ctx);
    case 'claim':
      return expeditionClaimed(state, {}, ctx);
    case 'buy':
      return crateBought(state, { kind: a.id, count: a.n, currency: a.twc ? 'TWC' : 'shards' }, ctx);
    case 'open':
      return crateOpened(state, { kind: a.id }, ctx);
    case 'gumball':
      return gumballPulled(state, {}, ctx);
    case 'claimPass':
      return battlePassClaimed(state, { count: a.n }, ctx);
    case 'activity':
      return activityRecorded(state, { type: a.id, duplicate: false }, ctx);
    case 'grant':
      return granted(
        state,
        {
          shards: a.shards,
          xp: a.xp,
          traitCards: [{ id: a.trait, count: a.n }],
          itemCards: [{ id: a.item, count: a.n }],
        },
        ctx,
      );
  }
}

interface Run {
  state: PlayerState;
  /** Sum of every ledger delta per balance, from the empty state. */
  ledgerSums: Record<string, number>;
  results: unknown[];
}

function play(steps: readonly Step[], seed: number, check?: (s: PlayerState) => void): Run {
  const rng = seededRng(seed);
  const created = playerCreated(NOW, rng);
  let state = created.state;
  const ledgerSums: Record<string, number> = {};
  const add = (o: Outcome<unknown>) => {
    for (const e of o.ledger) ledgerSums[e.what] = (ledgerSums[e.what] ?? 0) + e.delta;
  };
  add(created);
  const results: unknown[] = [];
  let now = NOW;
  for (const s of steps) {
    now += s.wait * 60_000;
    const ctx: Ctx = { now, rng, world: { goldenRush: [], voucherStock: { Whitelist: 1, FCFS: 5 } } };
    try {
      const out = apply(state, s, ctx);
      state = out.state;
      add(out);
      results.push(out.result);
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      results.push({ err: e.message, status: e.status });
    }
    check?.(state);
  }
  return { state, ledgerSums, results };
}

function checkInvariants(state: PlayerState): void {
  expect(hasNegativeBalance(state)).toBe(false);
  const [w1, w2, c1, c2] = state.appliedItems;
  for (const id of [w1, w2]) if (id !== -1) expect(itemById(id!)?.kind).toBe('Weapon');
  for (const id of [c1, c2]) if (id !== -1) expect(itemById(id!)?.kind).toBe('Consumable');
  const applied = state.appliedItems.filter((id) => id !== -1);
  expect(new Set(applied).size).toBe(applied.length);
  for (const id of applied) expect(state.items[id]).toBeDefined();
  for (const id of state.appliedTraits) expect(state.traits[id]).toBeDefined();
  for (const item of Object.values(state.items)) expect(item.usagesLeft).toBeGreaterThanOrEqual(0);
}

describe('invariants of every action', () => {
  it('never makes a balance, a card count or a usage negative, and slots hold at most 2 weapons and 2 consumables', () => {
    fc.assert(
      fc.property(plays, fc.integer(), (steps, seed) => {
        play(steps, seed, checkInvariants);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a ledger whose sums equal the balances', () => {
    fc.assert(
      fc.property(plays, fc.integer(), (steps, seed) => {
        const { state, ledgerSums } = play(steps, seed);
        const balances = balancesOf(state);
        for (const what of new Set([...Object.keys(balances), ...Object.keys(ledgerSums)])) {
          expect([what, ledgerSums[what] ?? 0]).toEqual([what, balances[what] ?? 0]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result for the same state, actions, times and seed', () => {
    fc.assert(
      fc.property(plays, fc.integer(), (steps, seed) => {
        expect(play(steps, seed)).toEqual(play(steps, seed));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the generated play', () => {
  it('succeeds at every kind of action, so the properties above are not vacuous', () => {
    const succeeded = new Set<string>();
    fc.assert(
      fc.property(plays, fc.integer(), (steps, seed) => {
        const { results } = play(steps, seed);
        steps.forEach((s, i) => {
          const r = results[i] as { err?: string };
          if (!r || r.err === undefined) succeeded.add(s.action.type);
        });
      }),
      { numRuns: 300, seed: 42 },
    );
    expect([...succeeded].sort()).toEqual(
      [
        'activity',
        'buy',
        'claim',
        'claimPass',
        'grant',
        'gumball',
        'itemApply',
        'itemCleave',
        'itemUnapply',
        'itemUpgrade',
        'open',
        'send',
        'traitApply',
        'traitCleave',
        'traitUpgrade',
      ].sort(),
    );
  });
});

describe('pass chance', () => {
  it('stays between sqrt(1 - 0.84^2) and sqrt(1 - 0.16^2), and at most 0.99 in golden rush', () => {
    const stat = fc.integer({ min: 0, max: 2000 });
    fc.assert(
      fc.property(stat, stat, stat, stat, fc.boolean(), (power, stealth, rp, rs, rush) => {
        const { chance } = passChance({ power, stealth }, { power: rp, stealth: rs }, rush);
        expect(chance).toBeGreaterThanOrEqual(Math.sqrt(1 - 0.84 * 0.84) - 1e-12);
        expect(chance).toBeLessThanOrEqual(rush ? 0.99 : Math.sqrt(1 - 0.16 * 0.16) + 1e-12);
      }),
      { numRuns: 2000 },
    );
  });
});
