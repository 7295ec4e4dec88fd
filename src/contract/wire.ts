/**
 * The specification's spelling on the wire, the code's inside (issue 26): api.md names
 * `refferalXp`, which the rules, the state and the ledger call `referralXp`. Every translation
 * between the two is here; the contract's endpoints apply them (`wire`, a body's translation), so
 * nothing else on the server knows the wire's spelling. Each keeps its object's key order, so the
 * answers' bytes are those of a view built under the wire's names.
 */
import { MISSION_FIELDS, type MissionField, type MissionsXp } from '../rules/state.ts';
import type { MissionsView } from '../rules/views/missions-view.ts';

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
export const wireMissionsXp = (xp: MissionsXp): MissionsXpWire => renamed(xp, 'referralXp', 'refferalXp');

/** GET /missions. */
export type MissionsWire = Renamed<MissionsView, 'referralXp', 'refferalXp'>;
export const wireMissions = (m: MissionsView): MissionsWire => renamed(m, 'referralXp', 'refferalXp');

/** What an answer's fields are translated with, by field name. */
export type Wiring = Record<string, (served: never) => unknown>;
/** The answer `W` as the route serves it: the fields `M` translates in the code's names. */
export type ServedBy<W, M extends Wiring> = {
  [K in keyof W]: K extends keyof M ? Parameters<M[K]>[0] : W[K];
};

/** An answer's translation: its fields that `map` names translated, each in its place, the rest as they are. */
export function wireFields<W, M extends Wiring>(map: M): (served: ServedBy<W, M>) => W {
  return (served) => {
    const out: Record<string, unknown> = { ...served };
    for (const k in map) if (k in out) out[k] = (map[k] as (v: unknown) => unknown)(out[k]);
    return out as W;
  };
}
