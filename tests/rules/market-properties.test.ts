import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingBought } from '../../src/rules/actions/listing-bought.ts';
import { listingCancelled } from '../../src/rules/actions/listing-cancelled.ts';
import { listingCreated } from '../../src/rules/actions/listing-created.ts';
import { saleCredited } from '../../src/rules/actions/sale-credited.ts';
import { isPotion, itemById } from '../../src/rules/catalog/items.ts';
import type { Listing } from '../../src/rules/catalog/market.ts';
import { GameError } from '../../src/rules/errors.ts';
import { balancesOf, hasNegativeBalance } from '../../src/rules/ledger.ts';
import type { Reward } from '../../src/rules/reward.ts';
import type { Ctx, Good, Outcome, PlayerState } from '../../src/rules/state.ts';
import { NOW, ctx, player } from './fixtures.ts';

const HOUR = 60 * 60 * 1000;
const GOODS: Good[] = [
  { kind: 'trait', id: 2 },
  { kind: 'trait', id: 6 },
  { kind: 'trait', id: 102 },
  { kind: 'item', id: 257 },
  { kind: 'item', id: 780 },
  { kind: 'crate', id: 0 },
  { kind: 'crate', id: 8 },
];
const keyOf = (g: Good) => `${g.kind}:${g.id}`;
const level1 = (cards = 0) => ({ level: 1, cards });
const ids = ['p0', 'p1', 'p2'];

/** p0 holds 12 traits (a 13th turns into shards); p1 a bit of everything; p2 an applied weapon and potion. */
function start(): PlayerState[] {
  const twelve = [2, 3, 4, 5, 102, 103, 104, 105, 106, 107, 108, 109];
  return [
    player({
      shards: 30000,
      traits: {
        ...Object.fromEntries(twelve.map((id) => [String(id), level1()])),
        '2': level1(3),
        '102': { level: 2, cards: 4 },
      },
      crates: { '8': 2 },
    }),
    player({
      shards: 50000,
      traits: { ...player().traits, '6': level1(2) },
      items: { '257': { level: 1, cards: 2, usagesLeft: 0 }, '780': { level: 1, cards: 0, usagesLeft: 9 } },
      crates: { '0': 2, '8': 1 },
    }),
    player({
      shards: 20000,
      items: { '257': { level: 3, cards: 5, usagesLeft: 0 }, '780': { level: 1, cards: 0, usagesLeft: 4 } },
      appliedItems: [257, -1, 780, -1],
      appliedTraits: [2],
      crates: { '0': 1 },
    }),
  ];
}

/** Units of a good a player holds, counting an owned trait or weapon itself as one card. */
function held(s: PlayerState, g: Good): number {
  if (g.kind === 'crate') return s.crates[g.id] ?? 0;
  if (g.kind === 'trait') return s.traits[g.id] ? s.traits[g.id]!.cards + 1 : 0;
  const owned = s.items[g.id];
  const info = itemById(g.id)!;
  if (!owned) return 0;
  return isPotion(info) ? owned.usagesLeft / info.usages : owned.cards + 1;
}
/** Levels above 1 held, which no market move may create or destroy. */
const levels = (s: PlayerState, g: Good) =>
  g.kind === 'trait'
    ? (s.traits[g.id]?.level ?? 1) - 1
    : g.kind === 'item'
      ? (s.items[g.id]?.level ?? 1) - 1
      : 0;

const step = fc.oneof(
  fc.record({
    type: fc.constant('list' as const),
    p: fc.nat(2),
    good: fc.nat(GOODS.length - 1),
    q: fc.integer({ min: 1, max: 6 }),
    price: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({
    type: fc.constant('buy' as const),
    p: fc.nat(2),
    l: fc.nat(30),
    q: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ type: fc.constant('cancel' as const), l: fc.nat(30) }),
  fc.record({ type: fc.constant('wait' as const), hours: fc.integer({ min: 0, max: 100 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface World {
  states: PlayerState[];
  ledgerSums: Record<string, number>[];
  listings: Listing[];
  burned: number;
  /** Cards that arrived for a trait that did not fit and became shards, by good; and those shards. */
  converted: Record<string, number>;
  convertedShards: number;
  done: Record<string, number>;
}

function run(steps: readonly Step[]): World {
  const w: World = {
    states: start(),
    ledgerSums: [{}, {}, {}],
    listings: [],
    burned: 0,
    converted: {},
    convertedShards: 0,
    done: {},
  };
  let now = NOW;
  const apply = <R>(p: number, out: Outcome<R>) => {
    w.states[p] = out.state;
    for (const e of out.ledger) w.ledgerSums[p]![e.what] = (w.ledgerSums[p]![e.what] ?? 0) + e.delta;
    return out.result;
  };
  const arrived = (g: Good, q: number, r: Reward) => {
    if (r.kind !== 'shards') return;
    w.converted[keyOf(g)] = (w.converted[keyOf(g)] ?? 0) + q;
    w.convertedShards += r.amount;
  };
  const close = (i: number, reason: 'cancelled' | 'expired', c: Ctx) => {
    const l = w.listings[i]!;
    const res = apply(
      ids.indexOf(l.sellerId),
      listingCancelled(w.states[ids.indexOf(l.sellerId)]!, { listing: l, reason }, c),
    );
    arrived(l.good, l.quantity, res.returned);
    w.listings[i] = res.listing;
  };
  for (const s of steps) {
    const c = ctx({ now });
    try {
      if (s.type === 'list') {
        const activeListings = w.listings.filter(
          (l) => l.sellerId === ids[s.p] && l.status === 'active',
        ).length;
        const action = {
          good: GOODS[s.good]!,
          quantity: s.q,
          price: s.price,
          activeListings,
          listingId: `L${w.listings.length}`,
          sellerId: ids[s.p]!,
        };
        w.listings.push(apply(s.p, listingCreated(w.states[s.p]!, action, c)).listing);
      } else if (s.type === 'buy' && w.listings.length > 0) {
        const i = s.l % w.listings.length;
        const l = w.listings[i]!;
        const res = apply(
          s.p,
          listingBought(w.states[s.p]!, { listing: l, quantity: s.q, buyerId: ids[s.p]! }, c),
        );
        const seller = ids.indexOf(l.sellerId);
        w.burned += apply(seller, saleCredited(w.states[seller]!, { gross: res.paid }, c)).fee;
        arrived(l.good, s.q, res.received);
        w.listings[i] = res.listing;
      } else if (s.type === 'cancel' && w.listings.length > 0) {
        close(s.l % w.listings.length, 'cancelled', c);
      } else if (s.type === 'wait') {
        now += s.hours * HOUR;
        w.listings.forEach((l, i) => {
          if (l.status === 'active' && l.expiresAt <= now) close(i, 'expired', ctx({ now }));
        });
      } else continue;
      w.done[s.type] = (w.done[s.type] ?? 0) + 1;
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
    }
  }
  return w;
}

const steps = fc.array(step, { minLength: 5, maxLength: 60 });

describe('the market conserves goods and shards', () => {
  it('keeps, per good, the units held by the players + in escrow + turned into shards', () => {
    const initial = start();
    fc.assert(
      fc.property(steps, (ss) => {
        const w = run(ss);
        for (const g of GOODS) {
          const before = initial.reduce((n, s) => n + held(s, g), 0);
          const escrow = w.listings.filter((l) => l.status === 'active' && keyOf(l.good) === keyOf(g));
          const after =
            w.states.reduce((n, s) => n + held(s, g), 0) +
            escrow.reduce((n, l) => n + l.quantity, 0) +
            (w.converted[keyOf(g)] ?? 0);
          expect([keyOf(g), after]).toEqual([keyOf(g), before]);
          expect(w.states.reduce((n, s) => n + levels(s, g), 0)).toBe(
            initial.reduce((n, s) => n + levels(s, g), 0),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the shards of the players + the fees burned, less shards of traits that did not fit', () => {
    const total = start().reduce((n, s) => n + s.shards, 0);
    fc.assert(
      fc.property(steps, (ss) => {
        const w = run(ss);
        expect(w.states.reduce((n, s) => n + s.shards, 0) + w.burned - w.convertedShards).toBe(total);
      }),
      { numRuns: 300 },
    );
  });

  it('never makes a balance negative and writes ledgers that sum to each balance change', () => {
    const initial = start();
    fc.assert(
      fc.property(steps, (ss) => {
        const w = run(ss);
        w.states.forEach((s, p) => {
          expect(hasNegativeBalance(s)).toBe(false);
          expect(Object.keys(s.traits).length).toBeLessThanOrEqual(12);
          const a = balancesOf(initial[p]!);
          const b = balancesOf(s);
          for (const what of new Set([...Object.keys(a), ...Object.keys(b)])) {
            expect([what, (a[what] ?? 0) + (w.ledgerSums[p]![what] ?? 0)]).toEqual([what, b[what] ?? 0]);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('generates plays where every move succeeds sometimes, so the properties are not vacuous', () => {
    const done: Record<string, number> = {};
    let converted = 0;
    fc.assert(
      fc.property(steps, (ss) => {
        const w = run(ss);
        for (const [k, n] of Object.entries(w.done)) done[k] = (done[k] ?? 0) + n;
        converted += w.convertedShards;
        const expired = w.listings.filter((l) => l.status === 'expired').length;
        done.expired = (done.expired ?? 0) + expired;
      }),
      { numRuns: 300, seed: 42 },
    );
    for (const k of ['list', 'buy', 'cancel', 'wait', 'expired'])
      expect([k, (done[k] ?? 0) > 0]).toEqual([k, true]);
    expect(converted).toBeGreaterThan(0);
  });
});
