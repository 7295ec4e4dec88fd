const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A first-come first-served lock: each call runs after the previous one has settled.
 * The embedded database has a single connection, so its transactions must not interleave.
 *
 * Between two holders the event loop gets a turn: the embedded engine answers in the same
 * thread, so its promises settle without any I/O, and a queue of waiting transactions would
 * otherwise run back to back in microtasks while no socket is read and no timer fires (under
 * load, stalls of a second and more).
 */
export function createMutex(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>) => {
    const run = tail.then(yieldToLoop, yieldToLoop).then(fn);
    tail = run.catch(() => undefined);
    return run;
  };
}
