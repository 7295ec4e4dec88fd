import { LRUCache } from 'lru-cache';

/**
 * Answers kept for a short time by one server process, for what many players read alike and few
 * writes change (a leaderboard page): the first read in a window asks the database, every read
 * in the next `keepMs` gets the same answer, and reads that arrive while it is being asked wait
 * for it rather than asking again. A failed read is not kept. At most `max` keys are kept; past
 * that the oldest go first. `clock` reads the time in milliseconds (a test's own, to move it).
 */
export function keptAnswers<K, V>(
  keepMs: number,
  max: number,
  clock: () => number = () => performance.now(),
) {
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return function get(key: K, read: () => Promise<V>): Promise<V> {
    const now = clock();
    const hit = kept.get(key);
    if (hit && now - hit.at < keepMs) return hit.value;
    const value = read();
    kept.delete(key);
    kept.set(key, { at: now, value });
    value.catch(() => kept.get(key)?.value === value && kept.delete(key));
    while (kept.size > max) kept.delete(kept.keys().next().value as K);
    return value;
  };
}

/** A player's state as a game read last saw it, with the row version it was read at. */
export interface KeptState<S> {
  /** PostgreSQL's `xmin` of the row read: every update of the row writes a new one. */
  version: string;
  state: S;
}

/**
 * Parsed player states by session, for game reads: a read sends the version it holds and the
 * database sends the state only when the row has changed since (never a stale state: the version
 * is checked on every read, in the same query that checks the session). At most `max` entries;
 * the least recently read go first (lru-cache). `freeze` (tests) deep-freezes what is kept, so that
 * a view that changed a kept state would throw instead of corrupting the next read.
 */
export function keptStates<S extends object>(max: number, freeze = false) {
  const kept = new LRUCache<string, KeptState<S>>({ max });
  return {
    get: (key: string): KeptState<S> | undefined => kept.get(key),
    set(key: string, entry: KeptState<S>): void {
      if (freeze) deepFreeze(entry.state);
      kept.set(key, entry);
    },
    get size() {
      return kept.size;
    },
  };
}

export type KeptStates<S extends object> = ReturnType<typeof keptStates<S>>;

/**
 * The state of a row read with its version checked against `held` (the query sends the state only
 * when the row's version is not the held one): the row's own, then kept under `key` in `kept`, or,
 * when the database sent none, the held one (the row is at its version).
 */
export function checkedState<S extends object>(
  row: { version: string; state: S | null },
  held: KeptState<S> | undefined,
  kept: KeptStates<S> | undefined,
  key: string,
): S {
  if (!row.state) return held!.state;
  kept?.set(key, { version: row.version, state: row.state });
  return row.state;
}

function deepFreeze(value: object): void {
  Object.freeze(value);
  for (const inner of Object.values(value)) {
    if (inner && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner as object);
  }
}
