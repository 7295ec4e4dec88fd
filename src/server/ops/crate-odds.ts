import { sql } from 'drizzle-orm';
import { CRATE_KINDS, CRATE_NAMES, isCrateKind, type CrateKind } from '../../rules/catalog/crate-kinds.ts';
import {
  CRATE_TABLES,
  publishedTable,
  type DropEntry,
  type DropTable,
} from '../../rules/catalog/drop-tables.ts';
import { isPotion, itemById } from '../../rules/catalog/items.ts';
import { traitById } from '../../rules/catalog/traits.ts';
import { MAX_DISTINCT_TRAITS } from '../../rules/reward.ts';
import type { Db } from '../db/database.ts';
import { chiSquareTest } from './chi-square.ts';

/** One outcome of a crate's published table, observed beside its odds. */
export interface OddsRow {
  reward: string;
  /** The published chance per roll, in percent. */
  odds: number;
  expected: number;
  observed: number;
  /** observed / draws, in percent (two decimals). */
  frequency: number;
}

/** A crate kind's openings in the period, read back from the ledger, and the test of its odds. */
export interface CrateOdds {
  kind: number;
  name: string;
  opened: number;
  /** Openings whose ledger rows tell which outcome each roll drew (the rest are left out). */
  toldApart: number;
  /** Rolls of the told-apart openings (the guaranteed ones of a MegaItem not counted). */
  draws: number;
  rewards: OddsRow[];
  /** Pearson's chi-square test of the observed counts against the odds (categories pooled). */
  test: { statistic: number; degreesOfFreedom: number; pValue: number } | null;
}

/** One opening's balance changes as the decomposition reads them (see `signatureOf`). */
type Signature = Record<string, number>;

const add = (s: Signature, key: string, n: number) => {
  if (n !== 0) s[key] = (s[key] ?? 0) + n;
};

/**
 * An opening's ledger rows (the opened crate's own row left out) in the terms of the drop tables:
 * `shards`, `TWC`, `energy`, `xp`, `crate:<kind>`, trait cards per rarity (`trait:<rarity>`, and
 * `trait:<rarity>:Special`), weapon cards per rarity (`weapon:<rarity>`) and potions per rarity
 * (`potion:<rarity>`). A new trait or weapon shows as level +1 and cards k - 1: k cards. Anything
 * else keeps its own name, which no outcome gives, so the opening is not told apart.
 */
export function signatureOf(rows: readonly { what: string; delta: number }[]): Signature {
  const s: Signature = {};
  for (const { what, delta } of rows) {
    const [head, id, field] = what.split(':');
    if (what === 'shards' || what === 'TWC' || what === 'energy') add(s, what, delta);
    else if (what === 'xp:rewardXp') add(s, 'xp', delta);
    else if (head === 'crate') add(s, what, delta);
    else if (head === 'trait' && (field === 'cards' || field === 'level') && traitById(Number(id))) {
      const t = traitById(Number(id))!;
      add(s, t.category === 'Special' ? `trait:${t.rarity}:Special` : `trait:${t.rarity}`, delta);
    } else if (head === 'item' && itemById(Number(id))) {
      const item = itemById(Number(id))!;
      if (isPotion(item)) {
        if (field === 'usages' && delta % item.usages === 0)
          add(s, `potion:${item.rarity}`, delta / item.usages);
        else if (field !== 'level') add(s, what, delta);
      } else if (field === 'cards' || field === 'level') add(s, `weapon:${item.rarity}`, delta);
      else add(s, what, delta);
    } else add(s, what, delta);
  }
  return s;
}

/** The multisets of `size` entry indexes out of `n`, as counts per index. */
function* multisets(n: number, size: number, from = 0): Generator<number[]> {
  if (from === n - 1) {
    const last = Array<number>(n).fill(0);
    last[from] = size;
    yield last;
    return;
  }
  for (let k = size; k >= 0; k--) {
    for (const rest of multisets(n, size - k, from + 1)) {
      rest[from] = k;
      yield rest;
    }
  }
}

/** Whether `counts` of the table's entries (and its guaranteed ones) give the observed changes. */
function explains(table: DropTable, counts: readonly number[], observed: Signature): boolean {
  const fixed: Signature = {};
  let anyPotions = 0;
  const give = (e: DropEntry, times: number) => {
    const r = e.reward;
    for (let i = 0; i < times; i++) {
      switch (r.kind) {
        case 'xp':
        case 'shards':
        case 'TWC':
        case 'energy':
          add(fixed, r.kind, r.amount);
          break;
        case 'crate':
          add(fixed, `crate:${r.crateKind}`, r.amount);
          break;
        case 'itemCards':
          add(fixed, `weapon:${r.rarity}`, r.count);
          break;
        case 'potion': {
          const rarity = r.itemId !== undefined ? itemById(r.itemId)!.rarity : r.rarity;
          if (rarity === undefined) anyPotions++;
          else add(fixed, `potion:${rarity}`, 1);
          break;
        }
        case 'traitCards':
          add(fixed, r.category === 'Special' ? `trait:${r.rarity}:Special` : `trait:${r.rarity}`, r.count);
      }
    }
  };
  for (const g of table.guaranteed) give(g, 1);
  table.entries.forEach((e, i) => give(e, counts[i]!));

  // Energy may be more than the outcomes gave: the action first writes in the regenerated energy.
  if ((observed.energy ?? 0) < (fixed.energy ?? 0)) return false;
  let potionsLeft = anyPotions;
  for (const key of new Set([...Object.keys(observed), ...Object.keys(fixed)])) {
    if (key === 'energy') continue;
    const diff = (observed[key] ?? 0) - (fixed[key] ?? 0);
    if (key.startsWith('potion:') && diff >= 0) potionsLeft -= diff;
    else if (diff !== 0) return false;
  }
  return potionsLeft === 0;
}

/**
 * Which outcome each roll of one opening drew, as counts per entry of the table, read from the
 * opening's balance changes: the one multiset of `rolls` outcomes that gives exactly those changes
 * (energy aside, which may also hold regeneration). Null when none or several do.
 */
export function drawsOf(kind: CrateKind, observed: Signature): number[] | null {
  const table = CRATE_TABLES[kind];
  let found: number[] | null = null;
  for (const counts of multisets(table.entries.length, table.rolls - table.guaranteed.length)) {
    if (!explains(table, counts, observed)) continue;
    if (found) return null;
    found = [...counts];
  }
  return found;
}

/** One crate opened, as the ledger holds it. */
export interface Opening {
  kind: CrateKind;
  /** Its balance changes, the opened crate's own row left out. */
  rows: { what: string; delta: number }[];
  /** How many distinct traits the player held just before. */
  heldTraits: number;
}

/**
 * Whether an opening may have turned a trait card into shards (its player held so many traits
 * that its rolls could reach 12): such shards do not say which outcome they came from (a
 * 2-card Common and a 1-card Rare both give 500), so these openings are left out of the test.
 * The rule looks only at what the player held before, never at the draws, so it leaves the
 * counts of the openings kept unbiased.
 */
function mayOverflow(kind: CrateKind, heldTraits: number): boolean {
  const table = CRATE_TABLES[kind];
  const givesTraits = [...table.entries, ...table.guaranteed].some((e) => e.reward.kind === 'traitCards');
  return givesTraits && heldTraits + table.rolls > MAX_DISTINCT_TRAITS;
}

/** Tells the openings apart and tests each kind's observed counts against its published odds. */
export function crateOddsOf(openings: readonly Opening[]): CrateOdds[] {
  const known = new Map<string, number[] | null>();
  const out: CrateOdds[] = [];
  for (const kind of CRATE_KINDS) {
    const table = CRATE_TABLES[kind];
    const total = table.entries.reduce((s, e) => s + e.weight, 0);
    const observed = table.entries.map(() => 0);
    let opened = 0;
    let toldApart = 0;
    for (const o of openings) {
      if (o.kind !== kind) continue;
      opened++;
      if (mayOverflow(kind, o.heldTraits)) continue;
      const sig = signatureOf(o.rows);
      const key = `${kind} ${JSON.stringify(Object.entries(sig).sort())}`;
      if (!known.has(key)) known.set(key, drawsOf(kind, sig));
      const counts = known.get(key);
      if (!counts) continue;
      toldApart++;
      counts.forEach((c, i) => (observed[i]! += c));
    }
    if (opened === 0) continue;
    const draws = toldApart * (table.rolls - table.guaranteed.length);
    const probabilities = table.entries.map((e) => e.weight / total);
    const test = chiSquareTest(observed, probabilities);
    out.push({
      kind,
      name: CRATE_NAMES[kind],
      opened,
      toldApart,
      draws,
      rewards: publishedTable(kind).map((p, i) => ({
        reward: p.reward,
        odds: p.chance,
        expected: Math.round(probabilities[i]! * draws * 100) / 100,
        observed: observed[i]!,
        frequency: draws === 0 ? 0 : Math.round((observed[i]! / draws) * 10000) / 100,
      })),
      test: test && {
        statistic: test.statistic,
        degreesOfFreedom: test.degreesOfFreedom,
        pValue: test.pValue,
      },
    });
  }
  return out;
}

type Rows<T> = { rows: T[] };

/**
 * The crates opened since `sinceAt`, read from the ledger: an opening is the `crate.opened` rows of
 * one player, reference and time (one action), its kind the crate whose count fell by one. The
 * traits each player held before it come from replaying the player's `trait:<id>:level` rows.
 */
export async function crateOpeningsSince(db: Db, sinceAt: string): Promise<Opening[]> {
  const { rows } = (await db.execute(sql`SELECT id, player_id, ref, created_at, what, delta FROM ledger
    WHERE action = 'crate.opened' AND created_at >= ${sinceAt} ORDER BY id`)) as unknown as Rows<{
    id: string | number;
    player_id: string;
    ref: string;
    created_at: unknown;
    what: string;
    delta: string | number;
  }>;
  const groups = new Map<
    string,
    { playerId: string; firstId: number; rows: { what: string; delta: number }[] }
  >();
  for (const r of rows) {
    const key = `${r.player_id} ${r.ref} ${String(r.created_at)}`;
    const group = groups.get(key) ?? { playerId: r.player_id, firstId: Number(r.id), rows: [] };
    group.rows.push({ what: r.what, delta: Number(r.delta) });
    groups.set(key, group);
  }
  if (groups.size === 0) return [];

  const levels = (await db.execute(sql`SELECT id, player_id, what, balance_after FROM ledger
    WHERE what LIKE 'trait:%:level' AND player_id IN (SELECT DISTINCT player_id FROM ledger
      WHERE action = 'crate.opened' AND created_at >= ${sinceAt}) ORDER BY id`)) as unknown as Rows<{
    id: string | number;
    player_id: string;
    what: string;
    balance_after: string | number;
  }>;
  const held = new Map<string, Map<string, number>>();
  let next = 0;
  const openings: Opening[] = [];
  for (const group of [...groups.values()].sort((a, b) => a.firstId - b.firstId)) {
    for (; next < levels.rows.length && Number(levels.rows[next]!.id) < group.firstId; next++) {
      const l = levels.rows[next]!;
      const mine = held.get(l.player_id) ?? new Map<string, number>();
      if (Number(l.balance_after) > 0) mine.set(l.what, Number(l.balance_after));
      else mine.delete(l.what);
      held.set(l.player_id, mine);
    }
    const spent = group.rows.filter((r) => r.what.startsWith('crate:') && r.delta < 0);
    const kind = Number(spent[0]?.what.slice(6));
    // One crate, of a known kind: anything else is not one opening (and is left out).
    if (spent.length !== 1 || spent[0]!.delta !== -1 || !isCrateKind(kind)) continue;
    openings.push({
      kind,
      rows: group.rows.filter((r) => r !== spent[0]),
      heldTraits: held.get(group.playerId)?.size ?? 0,
    });
  }
  return openings;
}
