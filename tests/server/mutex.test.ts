import { describe, expect, it } from 'vitest';
import { createMutex } from '../../src/server/db/mutex.ts';

describe('createMutex', () => {
  it('runs holders one at a time, first come first served, a failure not blocking the next', async () => {
    const lock = createMutex();
    const order: string[] = [];
    let inside = 0;
    const hold = (name: string, fail = false) =>
      lock(async () => {
        inside++;
        expect(inside).toBe(1);
        order.push(name);
        await new Promise((r) => setTimeout(r, 2));
        inside--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([hold('a'), hold('b', true), hold('c')]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets the event loop turn between holders that settle without I/O', async () => {
    const lock = createMutex();
    let done = 0;
    // Holders like the embedded engine's: they settle in microtasks only.
    const queue = Array.from({ length: 200 }, () => lock(async () => void done++));
    const doneWhenTurned = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(queue);
    expect(done).toBe(200);
    expect(doneWhenTurned).toBeLessThan(200);
  });
});
