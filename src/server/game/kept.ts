/**
 * Answers kept for a short time by one server process, for what many players read alike and few
 * writes change (a leaderboard page): the first read in a window asks the database, every read
 * in the next `keepMs` gets the same answer, and reads that arrive while it is being asked wait
 * for it rather than asking again. A failed read is not kept. At most `max` keys are kept; past
 * that the oldest go first.
 */
export function keptAnswers<K, V>(keepMs: number, max: number) {
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return function get(key: K, read: () => Promise<V>): Promise<V> {
    const now = performance.now();
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
