/**
 * The specification's spelling on the wire, the code's inside (issue 26): api.md names
 * `refferalXp`, `ownedVauchers` and a reward's or a pass's `vaucher`, which the rules, the state,
 * the ledger and the clients call `referralXp`, `ownedVouchers` and `voucher`. Every translation
 * between the two is here, each both ways: the server's answers go out through `wire` (the
 * contract's endpoints apply it), the clients' `call` brings them back through `unwire`, so nothing
 * else knows the wire's spelling. Each keeps its object's key order, so the answers' bytes are those
 * of a view built under the wire's names (tests/server/wire-names.test.ts).
 */
import { MISSION_FIELDS, type MissionField, type MissionsXp } from '../rules/state.ts';
import type { VoucherKey } from '../rules/catalog/vouchers.ts';
import type { Reward } from '../rules/reward.ts';
import type { BattlePassLeftView } from '../rules/views/battle-pass-view.ts';
import type { ExpeditionView } from '../rules/views/expedition-view.ts';
import type { WarlordView } from '../rules/views/warlord-view.ts';
import type { MintPassView, MintView } from '../rules/views/mint-view.ts';
import type { MissionsView } from '../rules/views/missions-view.ts';
import type { PocketHoldings, PocketView } from '../rules/views/pocket-view.ts';

/** A translation between the code's shape `C` and the wire's `W`, both ways. */
export interface Translation<C, W> {
  wire(code: C): W;
  unwire(wire: W): C;
}

/** `T` with its key `From` named `To`. */
export type Renamed<T, From extends PropertyKey, To extends PropertyKey> = {
  [K in keyof T as K extends From ? To : K]: T[K];
};

/** `o` with its key `from` named `to`, in the same place among its keys (`o` itself when it has none). */
export function renamed<T extends object, From extends string, To extends string>(
  o: T,
  from: From,
  to: To,
): Renamed<T, From, To> {
  if (!(from in o)) return o as unknown as Renamed<T, From, To>;
  const out: Record<string, unknown> = {};
  for (const k in o) out[(k as string) === from ? to : k] = o[k];
  return out as Renamed<T, From, To>;
}

/** The translation of one key's name. */
export const renaming = <T extends object, const From extends string, const To extends string>(
  from: From,
  to: To,
): Translation<T, Renamed<T, From, To>> => ({
  wire: (o) => renamed(o, from, to),
  unwire: (o) => renamed(o, to, from) as unknown as T,
});

/** `a` with `f` applied to each element (`a` itself when no element changes). */
function mapped<A, B>(a: A[], f: (x: A) => B): B[] {
  const out = a.map(f);
  return out.every((x, i) => (x as unknown) === a[i]) ? (a as unknown as B[]) : out;
}

/** The translation of every element of an array. */
export const each = <C, W>(t: Translation<C, W>): Translation<C[], W[]> => ({
  wire: (a) => mapped(a, (c) => t.wire(c)),
  unwire: (a) => mapped(a, (w) => t.unwire(w)),
});

/** Translations of an object's fields, by field name. */
export type Wiring = Record<string, { wire(code: never): unknown; unwire(wire: never): unknown }>;
/** The object `W` in the code's names: the fields `M` translates in theirs. */
export type ServedBy<W, M extends Wiring> = {
  [K in keyof W]: K extends keyof M ? (M[K] extends { unwire(wire: never): infer C } ? C : never) : W[K];
};

/**
 * `o` with the fields `map` names translated (`way`), each in its place, the rest as they are; `o`
 * itself when no field changes (most answers hold no voucher: nothing is copied for them).
 */
function translated(o: object, map: Wiring, way: 'wire' | 'unwire'): unknown {
  let out: Record<string, unknown> | null = null;
  for (const k in map) {
    if (!(k in o)) continue;
    const was = (o as Record<string, unknown>)[k];
    const now = (map[k]![way] as (v: unknown) => unknown)(was);
    if (now !== was) (out ??= { ...o })[k] = now;
  }
  return out ?? o;
}

/** An object's translation: its fields that `map` names translated, each in its place, the rest as they are. */
export function wireFields<W, M extends Wiring>(map: M): Translation<ServedBy<W, M>, W> {
  return {
    wire: (served) => translated(served as object, map, 'wire') as W,
    unwire: (answer) => translated(answer as object, map, 'unwire') as ServedBy<W, M>,
  };
}

// --- referralXp ---

/** An XP field of the missions record as the wire names it. */
export type WireMissionField<F extends MissionField = MissionField> = F extends 'referralXp'
  ? 'refferalXp'
  : F;
export const wireMissionField = <F extends MissionField>(f: F) =>
  (f === 'referralXp' ? 'refferalXp' : f) as WireMissionField<F>;
/** The code's name of a wire's XP field. */
export const missionFieldOfWire = (f: WireMissionField): MissionField =>
  f === 'refferalXp' ? 'referralXp' : (f as MissionField);
/** The missions record's XP fields as the wire names them, in the rules' order. */
export const WIRE_MISSION_FIELDS = MISSION_FIELDS.map(wireMissionField) as WireMissionField[];

/** The missions record's XP by field (the operator's view of a player). */
export type MissionsXpWire = Renamed<MissionsXp, 'referralXp', 'refferalXp'>;
export const missionsXpWiring = renaming<MissionsXp, 'referralXp', 'refferalXp'>('referralXp', 'refferalXp');

// --- voucher ---

/** One thing granted, as the wire names its voucher (`vaucher`). */
export type RewardWire = Renamed<Reward, 'voucher', 'vaucher'>;
export const rewardWiring = renaming<Reward, 'voucher', 'vaucher'>('voucher', 'vaucher');
export const rewardsWiring = each(rewardWiring);

/** The pocket (and its holdings), as the wire names its vouchers (`ownedVauchers`). */
export type PocketWire = Renamed<PocketView, 'ownedVouchers', 'ownedVauchers'>;
export const pocketWiring = renaming<PocketView, 'ownedVouchers', 'ownedVauchers'>(
  'ownedVouchers',
  'ownedVauchers',
);
export type PocketHoldingsWire = Renamed<PocketHoldings, 'ownedVouchers', 'ownedVauchers'>;
export const pocketHoldingsWiring = renaming<PocketHoldings, 'ownedVouchers', 'ownedVauchers'>(
  'ownedVouchers',
  'ownedVauchers',
);

/** Rows of the voucher stock (GET /battle-pass/left's, of the stocked vouchers; the operator's settings'). */
export const stockRowsWiring = <K extends VoucherKey>() =>
  each(renaming<{ voucher: K; left: number }, 'voucher', 'vaucher'>('voucher', 'vaucher'));
export type BattlePassLeftWire = Renamed<BattlePassLeftView[number], 'voucher', 'vaucher'>[];

/** GET /mint: each pass names its voucher `vaucher`. */
export type MintWire = Omit<MintView, 'passes'> & { passes: Renamed<MintPassView, 'voucher', 'vaucher'>[] };
export const mintWiring = wireFields<MintWire, { passes: Translation<MintPassView[], MintWire['passes']> }>({
  passes: each(renaming<MintPassView, 'voucher', 'vaucher'>('voucher', 'vaucher')),
}) as Translation<MintView, MintWire>;

// --- missions ---

type BattlePassView = MissionsView['battlePass'];
type BattlePassWire = Omit<BattlePassView, 'nextRewards'> & {
  nextRewards: { level: number; reward: RewardWire[] }[];
};
/** GET /missions: `refferalXp`, and the battle pass's coming rewards as the wire names them. */
export type MissionsWire = Renamed<
  Omit<MissionsView, 'battlePass'> & { battlePass: BattlePassWire },
  'referralXp',
  'refferalXp'
>;

const nextRewardsWiring = each(
  wireFields<BattlePassWire['nextRewards'][number], { reward: typeof rewardsWiring }>({
    reward: rewardsWiring,
  }),
);
const battlePassWiring = wireFields<BattlePassWire, { nextRewards: typeof nextRewardsWiring }>({
  nextRewards: nextRewardsWiring,
});
const missionsXpRenaming = renaming<MissionsView, 'referralXp', 'refferalXp'>('referralXp', 'refferalXp');
export const missionsWiring: Translation<MissionsView, MissionsWire> = {
  wire: (m) =>
    translated(missionsXpRenaming.wire(m), { battlePass: battlePassWiring }, 'wire') as MissionsWire,
  unwire: (w) =>
    missionsXpRenaming.unwire(
      translated(w, { battlePass: battlePassWiring }, 'unwire') as Renamed<
        MissionsView,
        'referralXp',
        'refferalXp'
      >,
    ),
};

/** The views a `change` of the live stream carries (src/server/live/live-stream.ts), in the wire's names. */
export type LiveViewsWire = {
  pocket: PocketWire;
  warlord: WarlordView;
  missions: MissionsWire;
  expedition: ExpeditionView;
};
export const liveViewsWiring = wireFields<
  LiveViewsWire,
  { pocket: typeof pocketWiring; missions: typeof missionsWiring }
>({ pocket: pocketWiring, missions: missionsWiring });
