/**
 * How long the query cache keeps an answer: stale after 5 s, discarded after 5 min (product-spec
 * section 9). A module of its own, with no imports, so that the browser tests can wait on it too.
 */
export const STALE_MS = 5_000;
export const GC_MS = 5 * 60_000;
