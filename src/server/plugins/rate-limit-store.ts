import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

interface Store extends FastifyRateLimitStore {
  read?(key: string, cb: Counted, timeWindow: number, max: number): void;
}

const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Store;

/**
 * @fastify/rate-limit's in-memory store, answering each count as it stood when that request was
 * counted. The library's own store (11.2) hands every caller the same live record and reads it
 * only after an await, so requests counted in the same tick all see the final count: a burst of
 * 30 at a limit of 5 was refused 30 times instead of 25 (tests/reliability/access.test.ts).
 */
export class SnapshotStore implements Store {
  private readonly local: Store;

  constructor(
    options: FastifyRateLimitOptions & {
      continueExceeding?: boolean;
      exponentialBackoff?: boolean;
      cache?: number;
    },
  ) {
    this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }

  private static snapshot(cb: Counted): Counted {
    return (err, res) => cb(err, res && { current: res.current, ttl: res.ttl });
  }

  incr(key: string, cb: Counted, timeWindow: number, max: number): void {
    this.local.incr(key, SnapshotStore.snapshot(cb), timeWindow, max);
  }

  read(key: string, cb: Counted, timeWindow: number, max: number): void {
    this.local.read?.(key, SnapshotStore.snapshot(cb), timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new SnapshotStore(routeOptions as FastifyRateLimitOptions);
  }
}
